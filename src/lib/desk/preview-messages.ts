/**
 * What the desk and its issue preview frame (a page of the site's own, on the same origin) say to
 * each other: the frame says it is ready, the desk sends the issue as it stands after each change.
 */
import type { Issue } from '../api/entities.ts';

export const PREVIEW_READY = 'serendib-desk-preview-ready';
export const PREVIEW_ISSUE = 'serendib-desk-preview-issue';

export type PreviewMessage = { type: typeof PREVIEW_READY } | { type: typeof PREVIEW_ISSUE; issue: Issue | null };

/** The message when it is one of ours from this origin; anything else (other frames, extensions) is ignored. */
export function previewMessage(
  event: Pick<MessageEvent, 'data' | 'origin'>,
  origin: string,
): PreviewMessage | undefined {
  if (event.origin !== origin) return undefined;
  const data = event.data as { type?: unknown } | null;
  if (!data || typeof data !== 'object') return undefined;
  if (data.type === PREVIEW_READY) return { type: PREVIEW_READY };
  if (data.type === PREVIEW_ISSUE && 'issue' in data) return data as PreviewMessage;
  return undefined;
}
