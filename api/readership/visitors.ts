/**
 * A reader counted without being known, as Plausible counts visitors: the hash of the day's secret
 * salt, the IP and the user agent. The salt is kept in the storage (so every instance of the API
 * hashes a reader alike) and deleted once its day is over, after which no one, the magazine
 * included, can tell whose hash it was, nor link one day's readers to the next day's.
 */
import { createHash } from 'node:crypto';
import type { ReadershipStore } from '../storage/readership-store.ts';

/** `YYYY-MM-DD` of `ms`, in UTC: every instance counts the same days wherever it runs. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day `days` after (or before) `day`. */
export function dayPlus(day: string, days: number): string {
  return dayOf(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);
}

export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${ip}\n${userAgent}`).digest('base64url').slice(0, 22);
}

/** Hashes readers with the salt of their day, asking the storage for it once a day. */
export function visitorHasher(
  store: Pick<ReadershipStore, 'saltOf'>,
): (day: string, ip: string, ua: string) => Promise<string> {
  let current: { day: string; salt: Promise<string> } | undefined;
  return async (day, ip, ua) => {
    if (current?.day !== day) {
      const salt = store.saltOf(day);
      current = { day, salt };
      // A failed read is tried again by the next beacon.
      salt.catch(() => {
        if (current?.salt === salt) current = undefined;
      });
    }
    return visitorHash(await current.salt, ip, ua);
  };
}
