/** One human line about a seed run, for the server's start-up log and the reset command. */
import type { SeedReport } from './seed.ts';

export function describeSeedReport(report: SeedReport): string {
  const { images } = report;
  const content = `${report.blogs} blogs, ${report.vlogs} vlogs, ${report.issues} issues`;
  const drawn =
    images.generated > 0
      ? `${images.generated} images generated (${(images.bytes / 1024 / 1024).toFixed(1)} MB) in ${(images.milliseconds / 1000).toFixed(1)} s, ${images.existing} already present`
      : `all ${images.existing} images already present`;
  return `${report.seeded ? `Seeded ${content}` : 'Database already has content; left as it is'}; ${drawn}`;
}
