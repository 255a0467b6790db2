/**
 * `npm run bench:pictures`: draws every seed picture but the inner issue pages into a temporary
 * folder, as the seed does, and prints the files' sizes by kind (mean and largest) against the
 * goals. Exits non-zero when one is missed.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaFile } from '../api/media/media-paths.ts';
import { ensureImages, planImages } from '../api/seed/images.ts';
import { loadSeedContent } from '../api/seed/seed-content.ts';
import { SEED_PICTURE_GOALS } from './goals.ts';

const folder = mkdtempSync(join(tmpdir(), 'seed-pictures-'));
try {
  const planned = planImages(await loadSeedContent()).filter(
    (image) => image.key[0] !== 'issues' || image.key.at(-1)?.startsWith('page-01-'),
  );
  const report = await ensureImages(folder, planned);
  const kinds = new Map<string, number[]>();
  for (const image of planned) {
    const kind = `${image.key[0] === 'issues' ? 'covers' : image.key[0]} ${image.size.width}x${image.size.height}`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), statSync(mediaFile(folder, image.key)).size / 1000]);
  }
  const mean = (kind: string) => {
    const sizes = kinds.get(kind) ?? [];
    return sizes.reduce((sum, size) => sum + size, 0) / Math.max(1, sizes.length);
  };
  console.log(`${planned.length} pictures drawn in ${(report.milliseconds / 1000).toFixed(1)} s`);
  for (const [kind, sizes] of kinds)
    console.log(
      `  ${kind}: ${sizes.length}, mean ${mean(kind).toFixed(1)} KB, largest ${Math.max(...sizes).toFixed(1)} KB`,
    );
  const firstCover = statSync(join(folder, 'issues', '1', 'page-01-1000x1300.webp')).size / 1000;
  const goals = SEED_PICTURE_GOALS;
  const checks = [
    ['first issue cover', firstCover, goals.firstCoverKb],
    ['covers, mean', mean('covers 1000x1300'), goals.meanCoverKb],
    ['article cards (800x500), mean', mean('blogs 800x500'), goals.meanCardKb],
    ['vlog posters (640x360), mean', mean('vlogs 640x360'), goals.meanPosterKb],
  ] as const;
  console.log(`\n${new Date().toISOString().slice(0, 10)}:`);
  for (const [name, figure, goal] of checks)
    console.log(`  ${name}: ${figure.toFixed(1)} KB (goal ${goal} KB) ${figure <= goal ? 'met' : 'MISSED'}`);
  process.exitCode = checks.every(([, figure, goal]) => figure <= goal) ? 0 : 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
