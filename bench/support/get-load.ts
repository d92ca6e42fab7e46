import autocannon from 'autocannon';
import { percentile } from './server.ts';

/** One run of GETs over `paths` in turn, as a phone asks them: gzip taken, JSON wanted. */
export interface GetLoad {
  result: autocannon.Result;
  p50: number;
  p95: number;
  p99: number;
  /** The result's errors, timeouts and answers other than 2xx. */
  errors: number;
}

export async function getLoad(
  url: string,
  paths: readonly string[],
  connections: number,
  duration: number,
): Promise<GetLoad> {
  const times: number[] = [];
  let next = 0;
  const instance = autocannon({
    url,
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip', accept: 'application/json' },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          next = (next + 1) % paths.length;
          return { ...request, path: paths[next] as string };
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    result,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
