/**
 * The publish time of a scheduled item: typed in the editor's own time zone (a datetime-local
 * field), stored as an ISO instant, and always in the future.
 */
import { DESK_ANSWERS } from '../../../contract/desk.ts';

/** The field's value (`2026-05-01T09:30:00`, local time) as an ISO instant, or undefined when unreadable. */
export function publishAtFromField(value: string): string | undefined {
  const time = new Date(value);
  return value && !Number.isNaN(time.getTime()) ? time.toISOString() : undefined;
}

/** An ISO instant as a datetime-local field shows it, in local time. */
export function fieldFromPublishAt(iso: string | undefined): string {
  if (!iso) return '';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  const local = new Date(time.getTime() - time.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 19);
}

/** Why a publish time cannot be used, or undefined when it can. */
export function publishAtProblem(iso: string | undefined, now: Date = new Date()): string | undefined {
  if (!iso || Date.parse(iso) <= now.getTime()) return DESK_ANSWERS.publishAtPast;
  return undefined;
}
