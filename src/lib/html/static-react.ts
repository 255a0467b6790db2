/**
 * A React component rendered to a page's HTML, with no React sent to the reader: what Astro does
 * for a component without a client directive, called directly. Through Astro, every render first
 * asks the renderer whether the component is React's, which renders it once more (the whole
 * article, its sanitising included): about 1 CPU-second of a 10,000-article build. The components
 * rendered here use no `useId`, whose prefix Astro would otherwise set per render.
 */
import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * The resource hints React writes beside the elements it renders (a preload for an eager image),
 * left out as Astro leaves them out: the page's head already asks for what comes first.
 */
const RESOURCE_HINT = /<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g;

export function staticReactHtml<Props extends object>(component: FunctionComponent<Props>, props: Props): string {
  return renderToString(createElement(component, props)).replace(RESOURCE_HINT, '');
}
