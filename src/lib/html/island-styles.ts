/**
 * Astro writes the style its islands need (`astro-island{display:contents}` and friends) into the
 * body, right before the first island of a page, where HTML does not allow a <style> element
 * (withastro/astro#10308). This moves it into the head, once, so every page with an island stays
 * valid HTML. Anything else in the page is left exactly as it was.
 *
 * It works on the page's bytes, as Astro hands them over and writes them: decoding every page to
 * text and encoding it again took about 2 CPU-seconds of a 10,000-article build.
 */
const ISLAND_STYLE = Buffer.from('<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>');
const HEAD_END = Buffer.from('</head>');

/** Where the island style starts in `html` from `from` on, every time. */
function styleOffsets(html: Buffer, from: number): number[] {
  const offsets: number[] = [];
  for (let at = html.indexOf(ISLAND_STYLE, from); at !== -1; at = html.indexOf(ISLAND_STYLE, at + 1)) {
    offsets.push(at);
  }
  return offsets;
}

export function hoistIslandStyles(page: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const html = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd === -1) return page;
  const inBody = styleOffsets(html, headEnd);
  if (inBody.length === 0) return page;
  const inHead = html.indexOf(ISLAND_STYLE) < headEnd;
  const parts = [html.subarray(0, headEnd), ...(inHead ? [] : [ISLAND_STYLE])];
  let from = headEnd;
  for (const at of inBody) {
    parts.push(html.subarray(from, at));
    from = at + ISLAND_STYLE.length;
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}
