/** The site's own client directives (src/directives/), for type-checked use in .astro files. */
import type { SettledOptions } from './directives/settled.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
    'client:settled'?: boolean | SettledOptions;
  }
}
