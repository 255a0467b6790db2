/**
 * Human lines about a seed run: for the server's start-up log, the reset command and the drawing of
 * the seed's images that npm test starts early.
 */
import type { ImageReport } from './images.ts';
import type { SeedReport } from './seed.ts';

export function describeImageReport(images: ImageReport): string {
  return images.generated > 0
    ? `${images.generated} images generated (${(images.bytes / 1024 / 1024).toFixed(1)} MB) in ${(images.milliseconds / 1000).toFixed(1)} s, ${images.existing} already present`
    : `all ${images.existing} images already present`;
}

export function describeSeedReport(report: SeedReport): string {
  const content = `${report.blogs} blogs, ${report.vlogs} vlogs, ${report.issues} issues`;
  return `${report.seeded ? `Seeded ${content}` : 'Database already has content; left as it is'}; ${describeImageReport(report.images)}`;
}
