/**
 * The rebuild as the desk shows it, asked of the rebuild service (`GET /status` beside the hook's
 * `POST /rebuild`). A service that is not configured, does not answer in time or answers something
 * else is `unknown`: the desk says it cannot tell, never that a build went live.
 */
import { z } from 'zod';
import type { PublishingState } from '../../contract/desk.ts';
import type { RebuildHookSettings } from '../settings.ts';

/** The rebuild service answers at once; a slower one is treated as not answering. */
const STATUS_TIMEOUT_MS = 3000;

/** The part of the rebuild service's status the desk needs (publishing/rebuild/rebuild-service.ts). */
const rebuildStatusSchema = z.object({
  state: z.enum(['idle', 'waiting', 'building', 'checking', 'indexing']),
  live: z.object({ since: z.string() }).nullable(),
  last: z.object({ ok: z.boolean(), reason: z.string().optional() }).nullable(),
});
type RebuildStatus = z.infer<typeof rebuildStatusSchema>;

/** `http://host/rebuild` → `http://host/status`: the two routes sit side by side. */
export function statusUrlOf(hookUrl: string): string {
  return new URL('status', hookUrl).href;
}

export function publishingStateOf(status: RebuildStatus): PublishingState {
  const liveSince = status.live?.since ? { liveSince: status.live.since } : {};
  if (status.state === 'waiting') return { state: 'queued', ...liveSince };
  if (status.state === 'building') return { state: 'building', ...liveSince };
  if (status.state === 'checking' || status.state === 'indexing') return { state: 'checking', ...liveSince };
  if (status.last && !status.last.ok) {
    return { state: 'failed', reason: status.last.reason ?? 'The build failed', ...liveSince };
  }
  return status.live || status.last?.ok ? { state: 'live', ...liveSince } : { state: 'unknown' };
}

export async function readPublishingState(hook: RebuildHookSettings | undefined): Promise<PublishingState> {
  if (!hook) return { state: 'unknown', reason: 'No rebuild service is configured (REBUILD_HOOK_URL)' };
  const url = statusUrlOf(hook.url);
  try {
    const response = await fetch(url, {
      headers: hook.token ? { Authorization: `Bearer ${hook.token}` } : {},
      signal: AbortSignal.timeout(STATUS_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { state: 'unknown', reason: `The rebuild service answered ${response.status}` };
    }
    const parsed = rebuildStatusSchema.safeParse(await response.json());
    if (!parsed.success) return { state: 'unknown', reason: 'The rebuild service answered an unknown status' };
    return publishingStateOf(parsed.data);
  } catch {
    return { state: 'unknown', reason: `The rebuild service at ${url} did not answer` };
  }
}
