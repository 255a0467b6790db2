/**
 * Calls made within one turn of the event loop, answered by one piece of work for all of them.
 * Under load many newsletter sign-ups arrive at once, and a commit each (a SQLite transaction, a
 * PostgreSQL round trip) made every request wait behind the others' commits; one transaction or
 * one statement for all of them costs little more than one for a single call.
 *
 * `runAll` must be all or nothing (one transaction, or one statement). When it fails, each call of
 * the batch is run again alone, so one bad call fails only its own caller.
 */

/** More calls than this in one turn are run as several batches: a statement's size stays bounded. */
export const MOST_CALLS_PER_BATCH = 256;

export function batchedCalls<In, Out>(runAll: (inputs: readonly In[]) => Promise<Out[]>): (input: In) => Promise<Out> {
  interface Call {
    input: In;
    resolve: (output: Out) => void;
    reject: (error: unknown) => void;
  }
  let waiting: Call[] = [];

  async function runAlone(call: Call): Promise<void> {
    try {
      const [output] = await runAll([call.input]);
      call.resolve(output as Out);
    } catch (error) {
      call.reject(error);
    }
  }

  async function run(batch: Call[]): Promise<void> {
    let outputs: Out[];
    try {
      outputs = await runAll(batch.map((call) => call.input));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      await Promise.all(batch.map(runAlone));
      return;
    }
    if (outputs.length !== batch.length) {
      const error = new Error(`A batch of ${batch.length} calls answered ${outputs.length} results`);
      for (const call of batch) call.reject(error);
      return;
    }
    batch.forEach((call, index) => call.resolve(outputs[index] as Out));
  }

  function flush(): void {
    const calls = waiting;
    waiting = [];
    for (let start = 0; start < calls.length; start += MOST_CALLS_PER_BATCH) {
      void run(calls.slice(start, start + MOST_CALLS_PER_BATCH));
    }
  }

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      // After this turn's I/O callbacks: every request whose body arrived with this one joins it.
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ input, resolve, reject });
    });
}
