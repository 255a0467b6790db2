/**
 * Page views held in memory for a moment and written together. Beacons arrive by the thousand a
 * second: a write each (a SQLite transaction on the event loop, a PostgreSQL round trip) made every
 * beacon wait behind the others' writes, and on SQLite every commit told the content's read cache
 * that the file had changed, so item reads beside the beacons found it empty. Written every
 * `everyMs` or once `mostViews` are waiting, in slices of `sliceViews` with a turn of the event loop
 * between them, so no request waits long behind a write.
 *
 * What this costs: a process that dies loses the views of its last `everyMs` (at most `mostViews`),
 * which are figures, never anything a reader or an editor wrote. A write that fails is logged and
 * its views are lost with it; the next ones are written as usual.
 */
import type { RecordedView } from './readership-store.ts';

export interface ViewBufferOptions {
  everyMs: number;
  mostViews: number;
  sliceViews: number;
}

export const VIEW_BUFFER: ViewBufferOptions = { everyMs: 250, mostViews: 2000, sliceViews: 250 };

export interface ViewBuffer {
  /** Keeps the view until the next write; the same view again keeps the higher figures of the two. */
  add(view: RecordedView): void;
  /** Writes every view waiting now; resolves once they are stored (or their write failed). */
  flush(): Promise<void>;
}

/** Of one view sent twice, the higher figures, as the storage's upsert keeps them across writes. */
export function mergedView(known: RecordedView, view: RecordedView): RecordedView {
  return {
    ...known,
    read: Math.max(known.read, view.read),
    engagedMs: Math.max(known.engagedMs, view.engagedMs),
    lastPage: view.lastPage > 0 ? view.lastPage : known.lastPage,
    signedUp: known.signedUp || view.signedUp,
    searches: [...known.searches, ...view.searches],
  };
}

/** Each view once, with the higher figures of its copies and the searches of all of them. */
export function mergedViews(views: readonly RecordedView[]): RecordedView[] {
  const byView = new Map<string, RecordedView>();
  for (const view of views) {
    const key = `${view.day} ${view.view}`;
    const known = byView.get(key);
    byView.set(key, known ? mergedView(known, view) : view);
  }
  return [...byView.values()];
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export function viewBuffer(
  writeAll: (views: readonly RecordedView[]) => Promise<void>,
  { everyMs, mostViews, sliceViews }: ViewBufferOptions = VIEW_BUFFER,
): ViewBuffer {
  let waiting = new Map<string, RecordedView>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  async function write(views: RecordedView[]): Promise<void> {
    for (let start = 0; start < views.length; start += sliceViews) {
      if (start > 0) await nextTurn();
      const slice = views.slice(start, start + sliceViews);
      try {
        await writeAll(slice);
      } catch (error) {
        console.error(`Storing ${slice.length} page views failed:`, error);
      }
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const views = [...waiting.values()];
    waiting = new Map();
    // One write at a time: a view's later figures never land before its earlier ones.
    writing = writing.then(() => (views.length > 0 ? write(views) : undefined));
    return writing;
  }

  return {
    add(view) {
      const key = `${view.day} ${view.view}`;
      const known = waiting.get(key);
      waiting.set(key, known ? mergedView(known, view) : view);
      if (waiting.size >= mostViews) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), everyMs);
        // Views waiting must not keep a process alive that is done; closing the storage writes them.
        timer.unref();
      }
    },
    flush,
  };
}
