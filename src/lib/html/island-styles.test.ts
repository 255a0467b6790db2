import { describe, expect, it } from 'vitest';
import { hoistIslandStyles as hoistInBytes } from './island-styles.ts';

const hoistIslandStyles = (html: string): string => Buffer.from(hoistInBytes(Buffer.from(html))).toString();

const style = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('hoistIslandStyles', () => {
  it('moves the island style from the body to the end of the head', () => {
    const page = `<html><head><title>x</title></head><body><main><div>${style}<script>1</script><astro-island></astro-island></div></main></body></html>`;
    expect(hoistIslandStyles(page)).toBe(
      `<html><head><title>x</title>${style}</head><body><main><div><script>1</script><astro-island></astro-island></div></main></body></html>`,
    );
  });

  it('keeps one copy when Astro wrote it more than once, and none twice when the head has it', () => {
    const twice = `<head></head><body><div>${style}</div><p>${style}</p></body>`;
    expect(hoistIslandStyles(twice)).toBe(`<head>${style}</head><body><div></div><p></p></body>`);
    const already = `<head>${style}</head><body>${style}</body>`;
    expect(hoistIslandStyles(already)).toBe(`<head>${style}</head><body></body>`);
  });

  it('keeps text outside ASCII as it was, on both sides of the style', () => {
    const page = `<head><title>Café — “Galle”</title></head><body><p>Ūva’s tea</p>${style}<p>සිංහල</p></body>`;
    expect(hoistIslandStyles(page)).toBe(
      `<head><title>Café — “Galle”</title>${style}</head><body><p>Ūva’s tea</p><p>සිංහල</p></body>`,
    );
  });

  it('leaves pages without islands, other styles and fragments without a head alone', () => {
    const plain = '<head><style>p{color:red}</style></head><body><style>p{}</style></body>';
    expect(hoistIslandStyles(plain)).toBe(plain);
    expect(hoistIslandStyles(`<div>${style}</div>`)).toBe(`<div>${style}</div>`);
  });
});
