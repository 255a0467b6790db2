/**
 * A magazine on its first day: a whole stack (API, auth emulator, rebuild service, built site) whose
 * API starts as a deployment's does, never seeding, over a database and media folder of its own
 * that start empty. The first-day spec starts and stops it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stackOptions } from '../../stack/stack-options.ts';
import { apiUrlOf, startStack, type RunningStack } from '../../stack/stack.ts';

/** The editor token of the first-day API (a test value, never a real secret). */
export const FIRST_DAY_EDITOR_TOKEN = 'first-day-editor-token-0123456789abcdef0123';

export interface FirstDayStack {
  stack: RunningStack;
  apiUrl: string;
  siteUrl: string;
  outDir: string;
  /** Every API request as an editor sends it. */
  editorHeaders: Record<string, string>;
  stop(): Promise<void>;
}

export async function startFirstDayStack(): Promise<FirstDayStack> {
  const dir = mkdtempSync(join(tmpdir(), 'serendib-first-day-'));
  const options = stackOptions('firstDay', join(dir, 'site'), {
    unseeded: true,
    apiDb: join(dir, 'magazine.sqlite'),
    apiEnv: { EDITOR_TOKEN: FIRST_DAY_EDITOR_TOKEN, MEDIA_DIR: join(dir, 'media') },
  });
  let stack: RunningStack;
  try {
    stack = await startStack(options);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    stack,
    apiUrl: apiUrlOf(options),
    siteUrl: options.siteUrl,
    outDir: options.outDir,
    editorHeaders: { Authorization: `Bearer ${FIRST_DAY_EDITOR_TOKEN}` },
    stop: async () => {
      await stack.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
