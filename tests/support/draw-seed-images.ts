/**
 * Draws the seed's images into the API's media folder, as the API's first start would (it skips
 * what is already drawn). `npm test` runs it at a low priority beside its first steps, so the
 * end-to-end stack's API finds them drawn instead of drawing them before its first build.
 */
import { mkdirSync } from 'node:fs';
import { readStoragePaths } from '../../api/config.ts';
import { describeImageReport } from '../../api/seed/describe-report.ts';
import { ensureImages, planImages } from '../../api/seed/images.ts';
import { loadSeedContent } from '../../api/seed/seed-content.ts';

const { mediaDir } = readStoragePaths();
mkdirSync(mediaDir, { recursive: true });
const report = await ensureImages(mediaDir, planImages(await loadSeedContent()));
console.log(`Seed images in ${mediaDir}: ${describeImageReport(report)}`);
