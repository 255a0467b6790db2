/** Registers the site's own client directives with Astro. */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function clientDirectives(): AstroIntegration {
  return {
    name: 'serendib-client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const name of ['interaction', 'settled']) {
          addClientDirective({ name, entrypoint: fileURLToPath(new URL(`./${name}.ts`, import.meta.url)) });
        }
      },
    },
  };
}
