/**
 * `npm run fonts`: cuts the typefaces from their Fontsource packages down to what the site sets
 * (publishing/typefaces/cut-typefaces.ts) and writes them to src/assets/fonts/, where the build takes
 * them from. Run it after changing the faces, weights or features in src/config/typefaces.ts or
 * updating a Fontsource package; a unit test fails while the kept files differ from a fresh cut.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cutTypefaces } from '../publishing/publisher.ts';
import { PROJECT_ROOT } from '../contract/project-root.ts';

for (const font of await cutTypefaces(PROJECT_ROOT)) {
  const target = join(PROJECT_ROOT, font.path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, font.bytes);
  console.log(
    `${font.path}: ${font.bytes.length.toLocaleString('en')} bytes (from ${font.sourceBytes.toLocaleString('en')})`,
  );
}
