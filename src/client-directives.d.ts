/** The site's own client directives (src/directives/), for type-checked use in .astro files. */
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
    'client:form'?: boolean;
    'client:settled'?: boolean;
  }
}
