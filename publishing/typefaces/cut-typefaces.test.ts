import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../contract/project-root.ts';
import { charactersOf, cutTypefaces } from './cut-typefaces.ts';

describe('charactersOf', () => {
  it('reads single code points and ranges of a unicode-range list', () => {
    expect(charactersOf('U+0041-0043,U+20AC')).toBe('ABC€');
  });
});

describe('the kept typeface files', () => {
  it('are what a fresh cut from the Fontsource packages makes (run `npm run fonts` after a change)', async () => {
    const fonts = await cutTypefaces(PROJECT_ROOT);
    expect(fonts).toHaveLength(4);
    for (const font of fonts) {
      const kept = readFileSync(join(PROJECT_ROOT, font.path));
      expect(kept.equals(font.bytes), `${font.path} differs from a fresh cut`).toBe(true);
      expect(font.bytes.length).toBeLessThan(font.sourceBytes * 0.9);
    }
  });
});
