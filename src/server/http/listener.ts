import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import compression from 'compression';
import { gzipWholeAnswers } from './whole-gzip.ts';

type FetchHandler = Parameters<typeof getRequestListener>[0];

/** Answers under 1 KB gain nothing from gzip and cost more to compress than to send. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The Node request listener in front of the Hono app: gzip for compressible answers of 1 KB or
 * more, decided on the finished answer's length and type. Compressing here rather than with a
 * web CompressionStream inside the app keeps small JSON answers on Node's fast path. An answer
 * that comes whole is gzipped at once (whole-gzip.ts); one written in parts, by `compression`.
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
      gzipWholeAnswers(req, res, COMPRESS_FROM_BYTES);
      void listener(req, res);
    });
  };
}

/**
 * How long an idle connection stays open: longer than the proxy in front keeps its idle
 * connections to the shop (nginx's upstream `keepalive`, 60 s: deploy/nginx.conf), so the side
 * that reuses a connection is never the one the other side has just closed (a reset request, a
 * 502 behind nginx). Node's own default is 5 s.
 */
export const IDLE_CONNECTION_MS = 75_000;

/** The shop's HTTP server: the listener above, idle connections kept IDLE_CONNECTION_MS. */
export function createShopServer(
  fetch: FetchHandler,
  options: Parameters<typeof createRequestListener>[1] = {},
) {
  const server = createServer(createRequestListener(fetch, options));
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  return server;
}
