/**
 * What follows a good build, behind the next publish rather than in front of it: a long chain of
 * layers made whole again (compaction.ts), then the old builds removed (live-link.ts). Removing
 * the tens of thousands of files of an old whole build took seconds at 10,000 articles, which the
 * next write waited for; a build now waits only for a chain being made whole, which it stops.
 */
import { basename } from 'node:path';
import { compactLive } from './compaction.ts';
import { liveBuildDir, pruneBuilds } from './live-link.ts';

export interface TidyingOptions {
  liveLink: string;
  buildsDir: string;
  keepPreviousBuilds: number;
  /** Changed paths a live layer may carry before it is made whole again. */
  layerPathsBound?: number;
  /** A new build's id, for the whole build a chain is made into. */
  newBuild: () => string;
  log: (line: string) => void;
  warn: (line: string) => void;
}

export interface Tidying {
  /** Tidies after a good build, in the background. */
  after(): void;
  /** Stops a chain being made whole and waits for it to stop: it would switch the live link under a build. */
  beforeBuild(): Promise<void>;
  /** Stops what can be stopped (the service stops). */
  stop(): void;
  /** Whether old builds are being removed, or a chain made whole. */
  readonly busy: boolean;
  /** Settles once the last tidying asked for is over. */
  done(): Promise<void>;
}

export function createTidying(options: TidyingOptions): Tidying {
  let compacting: AbortController | undefined;
  let tidying: Promise<void> = Promise.resolve();
  let compacted: Promise<void> = Promise.resolve();
  let busy = false;

  async function makeWholeWhenLong(): Promise<void> {
    const controller = new AbortController();
    compacting = controller;
    try {
      const live = await liveBuildDir(options.liveLink);
      const whole = await compactLive({
        liveLink: options.liveLink,
        buildsDir: options.buildsDir,
        build: options.newBuild(),
        bound: options.layerPathsBound,
        signal: controller.signal,
      });
      if (whole) options.log(`${basename(whole)} is live: ${basename(live ?? '')} made whole`);
    } catch (error) {
      options.warn(`the live build could not be made whole; it stays a layer. ${error}`);
    } finally {
      compacting = undefined;
    }
  }

  return {
    after() {
      // Made whole at once, not behind the last removal of old builds.
      compacted = compacted.then(() => makeWholeWhenLong());
      const madeWhole = compacted;
      busy = true;
      tidying = Promise.all([tidying, madeWhole]).then(async () => {
        try {
          const removed = await pruneBuilds(options.buildsDir, options.liveLink, options.keepPreviousBuilds);
          if (removed.length) options.log(`removed old builds: ${removed.map((dir) => basename(dir)).join(', ')}`);
        } catch (error) {
          options.warn(`old builds could not all be removed; the next tidying tries again. ${error}`);
        }
        // Only the last tidying says it is over.
        if (madeWhole === compacted) busy = false;
      });
    },
    async beforeBuild() {
      compacting?.abort();
      await compacted;
    },
    stop: () => compacting?.abort(),
    get busy() {
      return busy;
    },
    async done() {
      for (;;) {
        const last = tidying;
        await last;
        if (last === tidying) return;
      }
    },
  };
}
