/** The part of autocannon's programmatic API that `npm run bench:api` uses (the package ships no types). */
declare module 'autocannon' {
  import type { IncomingHttpHeaders } from 'node:http';

  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface Request extends RequestParams {
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: IncomingHttpHeaders) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Requests a second over all connections; as many as answered when absent. */
    overallRate?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
  }

  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }

  export interface Result {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
