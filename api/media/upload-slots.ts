/**
 * How many uploads the API reads and encodes at once; the others wait for a place before their
 * bodies are read (their senders are held back by TCP). Each upload holds at most one file of
 * 20 MB and sharp's work on it at a time, so memory stays bounded however many are sent.
 */
export const UPLOADS_AT_ONCE = 2;

export interface UploadSlots {
  /** Runs `work` once a place is free, and frees it when the work settles. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function uploadSlots(size = UPLOADS_AT_ONCE): UploadSlots {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(work) {
      if (running < size) running += 1;
      // A freed place is handed straight to the next in line, so `running` stays counted.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
