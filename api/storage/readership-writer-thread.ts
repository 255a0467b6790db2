/**
 * The API's side of the readership's writer thread (readership-writer.ts): each write is posted to
 * the thread and answered when it is committed or has failed, so the API's own thread goes on
 * answering requests meanwhile. The thread keeps the process alive only while a write is waiting,
 * and a thread that dies is started again by the next write.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RecordedView } from './readership-store.ts';
import type { WriterAnswer, WriterData, WriterRequest } from './readership-writer.ts';

type Write =
  | { op: 'record'; views: readonly RecordedView[] }
  | { op: 'rollUp'; day: string; final: boolean }
  | { op: 'forget'; viewsBefore: string; saltsBefore: string };

export interface ReadershipWriter {
  write(work: Write): Promise<void>;
  /** Lets the thread close its connection and end, once the writes posted before are done. */
  close(): void;
}

// A path, not a URL: in the desk's tests the page's URL class stands in for Node's, and a Worker
// takes only Node's own as a URL.
const WRITER_ENTRY = join(import.meta.dirname, 'readership-writer.ts');

export function readershipWriter(file: string): ReadershipWriter {
  let worker: Worker | undefined;
  let nextId = 1;
  const waiting = new Map<number, PromiseWithResolvers<void>>();

  function failAll(error: Error): void {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  }

  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(WRITER_ENTRY, { workerData: { role: 'readership-writer', file } satisfies WriterData });
    thread.unref();
    thread.on('message', ({ id, error }: WriterAnswer) => {
      const pending = waiting.get(id);
      waiting.delete(id);
      if (waiting.size === 0) thread.unref();
      if (error === undefined) pending?.resolve();
      else pending?.reject(new Error(error));
    });
    thread.on('error', (error) => {
      if (worker === thread) worker = undefined;
      failAll(error);
    });
    thread.on('exit', () => {
      if (worker === thread) worker = undefined;
      failAll(new Error('The readership writer ended before it answered'));
    });
    worker = thread;
    return thread;
  }

  return {
    write(work) {
      const thread = started();
      const id = nextId++;
      const pending = Promise.withResolvers<void>();
      if (waiting.size === 0) thread.ref();
      waiting.set(id, pending);
      thread.postMessage({ id, ...work } satisfies WriterRequest);
      return pending.promise;
    },
    close() {
      const thread = worker;
      worker = undefined;
      thread?.postMessage({ id: 0, op: 'close' } satisfies WriterRequest);
    },
  };
}
