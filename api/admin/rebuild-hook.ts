/**
 * Tells the rebuild service what an editor changed. The contract is fixed:
 * `POST <REBUILD_HOOK_URL>` with `{"changes":[{"kind","id","action"}]}`, and the hook's own bearer
 * token when one is set. The write has already succeeded, so a hook that is down or slow must not
 * fail or hold up the editor's answer: it is called without waiting and its failures are logged.
 */
import type { RebuildHookSettings } from '../settings.ts';
import type { WriteKind } from './write-schemas.ts';

export interface Change {
  kind: WriteKind;
  id: string;
  action: 'create' | 'update' | 'delete';
}

/**
 * Takes one change, or none for a whole build (what changed is not one page: an author's name
 * shows on every page that carries the byline, the home's hero is on no item's page); returns at
 * once. The promise is for tests, which wait for the delivery.
 */
export type Notify = (change?: Change) => Promise<void>;

/** What a write asks of the rebuild: the pages of these changes, or `'everything'` for a whole build. */
export type RebuildRequest = Change[] | 'everything';

/** Tells the hook what a write asks for, without waiting: the editor's answer never waits for it. */
export function askRebuild(notify: Notify, request: RebuildRequest): void {
  if (request === 'everything') void notify();
  else for (const change of request) void notify(change);
}

const HOOK_TIMEOUT_MS = 10_000;

export function rebuildNotifier(hook: RebuildHookSettings | undefined): Notify {
  if (!hook) return () => Promise.resolve();
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (hook.token) headers.Authorization = `Bearer ${hook.token}`;
  return async (change) => {
    try {
      const response = await fetch(hook.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ changes: change ? [change] : [] }),
        signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) console.warn(`Rebuild hook ${hook.url} answered ${response.status} for ${describe(change)}`);
    } catch (error) {
      const reason = error instanceof Error ? (causeOf(error) ?? error.message) : String(error);
      console.warn(`Rebuild hook ${hook.url} not reached for ${describe(change)}: ${reason}`);
    }
  };
}

function describe(change: Change | undefined): string {
  return change ? `${change.action} ${change.kind} ${change.id}` : 'a whole build';
}

/** fetch says only "fetch failed"; the cause says why (ECONNREFUSED, a timeout…). */
function causeOf(error: Error): string | undefined {
  const cause = error.cause;
  if (cause instanceof Error) return (cause as NodeJS.ErrnoException).code ?? cause.message;
  return undefined;
}
