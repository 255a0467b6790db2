/**
 * A CPU profile of a piece of the build worker's work, written as `<name>-<time>.cpuprofile` into
 * the folder PUBLISH_PROFILE_DIR names, when it names one (Chromium's DevTools and VS Code open the
 * file). A worker kept warm is stopped, not ended, so Node's own `--cpu-prof` never writes its
 * profile; this one is written as each round ends.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

export async function profiled<T>(
  name: string,
  work: () => Promise<T>,
  dir = process.env.PUBLISH_PROFILE_DIR,
): Promise<T> {
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name}-${Date.now()}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}
