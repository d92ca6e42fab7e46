import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import compression from 'compression';

type FetchHandler = Parameters<typeof getRequestListener>[0];

/** Answers under 1 KB gain nothing from gzip and cost more to compress than to send. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The Node request listener in front of the Hono app: gzip for compressible answers of 1 KB or
 * more, decided on the finished answer's length and type. Compressing here rather than with a
 * web CompressionStream inside the app keeps small JSON answers on Node's fast path.
 */
export function createRequestListener(
  fetch: FetchHandler,
  options: {
    /** Answers a request before the app sees it (load shedding); true when it did. */
    refuseEarly?: (req: IncomingMessage, res: ServerResponse) => boolean;
  } = {},
) {
  const compress = compression({ threshold: COMPRESS_FROM_BYTES });
  const listener = getRequestListener(fetch);
  const { refuseEarly } = options;
  return (req: IncomingMessage, res: ServerResponse) => {
    if (refuseEarly?.(req, res)) return;
    compress(req, res, () => {
      void listener(req, res);
    });
  };
}
