import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

/**
 * The events flood of `bench/events-flood.bench.ts`: 20 connections posting 200 batches of 50
 * events a second, each from a new forged address. It runs in a worker thread so that sending it
 * (20 connections opened at once, a request built per batch) never holds up the bench's own
 * thread, which times the page loads and orders: a stall there reads as a slow shop (at the
 * flood's start it was 15–17 ms, and every page load in flight then took that much "longer").
 */
export const FLOOD_REQUESTS_PER_SECOND = 200;

const batch = JSON.stringify({
  channel: 'mobile',
  events: Array.from({ length: 50 }, (_, index) => ({
    type: index % 2 ? 'page_view' : 'product_view',
    pageUrl: '/products/herbicides/1',
    productId: index % 2 ? undefined : 1 + (index % 26),
    details: { duration: 12, source: 'card' },
  })),
});

function flood(url: string, seconds: number) {
  let address = 0;
  return autocannon({
    url: `${url}/api/events`,
    connections: 20,
    overallRate: FLOOD_REQUESTS_PER_SECOND,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: batch,
        setupRequest: (request) => {
          address += 1;
          request.headers = {
            ...request.headers,
            'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
          };
          return request;
        },
      },
    ],
  });
}

export interface FloodResult {
  /** Requests answered 2xx (each stored 50 events). */
  accepted: number;
  refused: number;
}

/**
 * A worker thread ready to send the flood for `seconds` (loaded and waiting, so the flood starts
 * the moment `start()` is called, together with what it is measured against).
 */
export async function prepareFlood(
  url: string,
  seconds: number,
): Promise<{ start(): Promise<FloodResult> }> {
  const worker = new Worker(new URL(import.meta.url), { workerData: { url, seconds } });
  const done = new Promise<FloodResult>((resolve, reject) => {
    worker.on('message', (message: FloodResult | 'ready') => {
      if (message !== 'ready') resolve(message);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the flood worker exited with code ${code}`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  return {
    start: () => {
      worker.postMessage('start');
      return done;
    },
  };
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  const { url, seconds } = workerData as { url: string; seconds: number };
  port.once('message', async () => {
    const result = await flood(url, seconds);
    port.postMessage({ accepted: result['2xx'], refused: result.non2xx } satisfies FloodResult);
    port.close();
  });
  port.postMessage('ready');
}
