/**
 * Requests sent at a steady rate, whatever the answers' pace: the load of readers who come when
 * they come. A request's time is counted from when it was due, not from when it went out, so a
 * server that falls behind shows it in the figures (autocannon's rate sends each second's share at
 * the start of the second, which measures a burst, not a steady flow).
 */
import { Agent, request } from 'node:http';

export interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface PacedFigures {
  sent: number;
  /** Answers with a status of 200 to 299. */
  ok: number;
  failed: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

const TIMEOUT_MS = 10_000;

const percentile = (sorted: Float64Array, share: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] as number);

/** Sends `next(n)` `perSecond` times a second for `seconds`, over at most `connections` kept-alive connections. */
export async function pacedLoad(
  origin: string,
  { perSecond, seconds, connections }: { perSecond: number; seconds: number; connections: number },
  next: (n: number) => PacedRequest,
): Promise<PacedFigures> {
  const url = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(perSecond * seconds);
  const latencies = new Float64Array(total);
  let sent = 0;
  let answered = 0;
  let ok = 0;
  const start = performance.now();
  const done = Promise.withResolvers<void>();

  function send(n: number): void {
    const due = start + (n * 1000) / perSecond;
    const { method, path, headers = {}, body } = next(n);
    let finished = false;
    const finish = (status: number) => {
      if (finished) return;
      finished = true;
      latencies[n] = performance.now() - due;
      if (status >= 200 && status < 300) ok += 1;
      answered += 1;
      if (answered === total) done.resolve();
    };
    const outgoing = request(
      { host: url.hostname, port: url.port, method, path, headers, agent, timeout: TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () => finish(response.statusCode ?? 0));
        response.on('error', () => finish(0));
      },
    );
    // As autocannon's: an answer that takes longer counts as failed.
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', () => finish(0));
    outgoing.end(body);
  }

  const ticker = setInterval(() => {
    const due = Math.min(total, Math.floor(((performance.now() - start) * perSecond) / 1000));
    while (sent < due) send(sent++);
    if (sent === total) clearInterval(ticker);
  }, 1);
  await done.promise;
  agent.destroy();
  const tookS = (performance.now() - start) / 1000;
  const sorted = latencies.sort();
  return {
    sent: total,
    ok,
    failed: total - ok,
    perSecond: total / tookS,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
  };
}
