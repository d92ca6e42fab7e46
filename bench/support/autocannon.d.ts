/** The part of autocannon 9's programmatic API the benches use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    max: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram;
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Request extends RawRequest {
    /** Called before each request; `context` lasts until the answer's `onResponse`. */
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest | false;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    /** Requests a second over all connections. */
    overallRate?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
  }
  interface Instance extends Promise<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): void;
  }
  function autocannon(options: Options): Instance;
  namespace autocannon {
    export type { Result };
  }
  export default autocannon;
}
