/**
 * Astro writes the style its islands need (`astro-island{display:contents}` and friends) into the
 * body, right before the first island of a page, where HTML does not allow a <style> element
 * (withastro/astro#10308). This moves it into the head, once, so every page with an island stays
 * valid HTML. Anything else in the page is left exactly as it was.
 */
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/g;

export function hoistIslandStyles(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd);
  const rest = html.slice(headEnd);
  const styles = rest.match(ISLAND_STYLE);
  if (!styles) return html;
  const inHead = ISLAND_STYLE.test(head);
  ISLAND_STYLE.lastIndex = 0;
  return head + (inHead ? '' : styles[0]) + rest.replace(ISLAND_STYLE, '');
}
