/**
 * The readership's writes, run in a thread of their own (readership-writer-thread.ts starts it):
 * node:sqlite answers synchronously, so on the API's thread a slice of views, a checkpoint of the
 * write-ahead log or a day's roll-up (a second or more for a busy day) held up every request while
 * it ran. Here they hold up nothing but each other. The thread has its own connection to the file;
 * the API still queues these writes behind its other writes, so no two writers meet.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { RecordedView } from './readership-store.ts';
import { inImmediateTransaction } from './immediate-transaction.ts';
import { openPrivateDatabase } from './private-files.ts';
import { FORGET_SALTS, FORGET_VIEWS, MARK_ROLLED_UP, RECORD_SEARCH, RECORD_VIEW, ROLL_UP } from './readership-sql.ts';

export type WriterRequest =
  | { id: number; op: 'record'; views: readonly RecordedView[] }
  | { id: number; op: 'rollUp'; day: string; final: boolean }
  | { id: number; op: 'forget'; viewsBefore: string; saltsBefore: string }
  | { id: number; op: 'close' };

export interface WriterAnswer {
  id: number;
  /** The failure's message, when the write failed (and was rolled back). */
  error?: string;
}

function serve(file: string, port: NonNullable<typeof parentPort>): void {
  const db = openPrivateDatabase(file);
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA busy_timeout = 5000');
  // A day's roll-up sorts its views (by page, by reader) in temporary trees: in memory, not in files.
  db.exec('PRAGMA temp_store = MEMORY');
  // Prepared at the first write, not at the start: a file without the tables fails that write, says
  // why, and the next write prepares them again.
  let prepared: ReturnType<typeof prepare> | undefined;
  function prepare() {
    return {
      record: db.prepare(RECORD_VIEW),
      search: db.prepare(RECORD_SEARCH),
      rolledUp: db.prepare(MARK_ROLLED_UP),
      forgetViews: db.prepare(FORGET_VIEWS),
      forgetSalts: db.prepare(FORGET_SALTS),
      rollUp: ROLL_UP.map((text) => db.prepare(text)),
    };
  }

  const recordOne = (view: RecordedView, { record, search }: ReturnType<typeof prepare>): void => {
    record.run(
      view.day,
      view.view,
      view.visitor,
      view.path,
      view.referrer,
      view.read,
      view.engagedMs,
      view.lastPage,
      view.signedUp ? 1 : 0,
    );
    for (const { term, results } of view.searches) search.run(view.day, term, results === 0 ? 1 : 0);
  };

  function run(request: WriterRequest): void {
    if (request.op === 'close') {
      db.close();
      port.close();
      return;
    }
    const statements = (prepared ??= prepare());
    switch (request.op) {
      case 'record':
        inImmediateTransaction(db, () => request.views.forEach((view) => recordOne(view, statements)));
        return;
      case 'rollUp':
        inImmediateTransaction(db, () => {
          for (const statement of statements.rollUp) statement.run({ day: request.day });
          if (request.final) statements.rolledUp.run(request.day);
        });
        return;
      case 'forget':
        statements.forgetViews.run(request.viewsBefore);
        statements.forgetSalts.run(request.saltsBefore);
    }
  }

  port.on('message', (request: WriterRequest) => {
    let answer: WriterAnswer = { id: request.id };
    try {
      run(request);
    } catch (error) {
      answer = { id: request.id, error: error instanceof Error ? error.message : String(error) };
    }
    if (request.op !== 'close') port.postMessage(answer);
  });
}

/** What the thread is started with: the file, and its role, so no other thread that imports this serves. */
export interface WriterData {
  role: 'readership-writer';
  file: string;
}

const data = workerData as Partial<WriterData> | null;
if (parentPort && data?.role === 'readership-writer' && data.file) serve(data.file, parentPort);
