/** The part of autocannon's programmatic API the benches use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
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
  }
  interface RawRequest {
    method?: string;
    path?: string;
    headers: Record<string, string>;
    body?: string;
  }
  interface Request extends Partial<RawRequest> {
    setupRequest?: (request: RawRequest) => RawRequest | false;
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
  function autocannon(options: Options): Promise<Result>;
  namespace autocannon {
    export type { Result };
  }
  export default autocannon;
}
