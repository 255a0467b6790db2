import { describe, expect, it } from 'vitest';
import { hoistIslandStyles } from './island-styles.ts';

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

  it('leaves pages without islands, other styles and fragments without a head alone', () => {
    const plain = '<head><style>p{color:red}</style></head><body><style>p{}</style></body>';
    expect(hoistIslandStyles(plain)).toBe(plain);
    expect(hoistIslandStyles(`<div>${style}</div>`)).toBe(`<div>${style}</div>`);
  });
});
