import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/** Types worth compressing: text, JSON, JavaScript, XML and SVG (pictures and PDFs are packed). */
const COMPRESSIBLE = /^\s*(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/i;

/** Whether an Accept-Encoding header takes gzip (by name or `*`, at a weight above zero). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const weight = params.find((param) => param.startsWith('q='));
    return weight === undefined || Number(weight.slice(2)) > 0;
  });
}

type WriteHead = ServerResponse['writeHead'];
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;

/**
 * Gzips an answer that comes whole (its headers, then all of its body in one `end`, as the Hono
 * listener sends every JSON, HTML and text answer) at once, on the event loop, for a client that
 * takes gzip. zlib's streams, which the `compression` middleware uses, hand every answer to the
 * thread pool: some 0.8 ms of CPU an answer with fifty at once, against 0.1 ms here for the same
 * few kilobytes (measured with `process.cpuUsage`). An answer written in parts is left to
 * `compression`, which must be in place before this (it then finds the answer encoded). So the
 * headers are held from `writeHead` until the body is known.
 */
export function gzipWholeAnswers(
  req: IncomingMessage,
  res: ServerResponse,
  threshold: number,
): void {
  if (req.method === 'HEAD' || !acceptsGzip(req.headers['accept-encoding'])) return;
  const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse;
  const write = res.write as (...args: unknown[]) => boolean;
  const end = res.end as End;
  const flushHeaders = res.flushHeaders;
  let holding = false;
  /** The headers the held `writeHead` gave: a second one (an error answer) replaces them all. */
  let held: string[] = [];

  const release = () => {
    if (!holding) return;
    holding = false;
    writeHead.call(res, res.statusCode);
  };

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    // Raw header lists are rare (none of the shop's answers): sent as they come.
    if (Array.isArray(headers) || res.headersSent) return writeHead.call(res, status, ...rest);
    if (holding) for (const name of held) res.removeHeader(name);
    res.statusCode = status;
    if (typeof rest[0] === 'string') res.statusMessage = rest[0];
    held = [];
    for (const [name, value] of Object.entries((headers ?? {}) as OutgoingHttpHeaders)) {
      if (value === undefined) continue;
      res.setHeader(name, value);
      held.push(name);
    }
    holding = true;
    return res;
  }) as WriteHead;
  res.write = ((...args: unknown[]) => {
    release();
    return write.apply(res, args);
  }) as ServerResponse['write'];
  res.flushHeaders = () => {
    release();
    flushHeaders.call(res);
  };
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    const text = typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8';
    const length =
      typeof chunk === 'string'
        ? Buffer.byteLength(chunk, text)
        : chunk instanceof Uint8Array
          ? chunk.byteLength
          : null;
    const whole = length !== null && !res.headersSent;
    if (whole && length >= threshold && worthGzip(res)) {
      const gzipped = gzipSync(
        typeof chunk === 'string' ? Buffer.from(chunk, text) : (chunk as Uint8Array),
      );
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', gzipped.byteLength);
      appendVary(res);
      holding = false;
      writeHead.call(res, res.statusCode);
      return end.call(res, gzipped, typeof encoding === 'function' ? encoding : callback);
    }
    // A whole body's length, said before the headers go: `compression` then leaves a small one
    // alone instead of streaming it (it cannot know the length of an answer without the header).
    if (whole && hasBody(res.statusCode) && !res.hasHeader('Content-Length')) {
      res.setHeader('Content-Length', length);
    }
    release();
    return end.call(res, chunk, encoding, callback);
  }) as ServerResponse['end'];
}

/** Whether an answer of enough bytes is one to gzip: by its status, type and headers. */
function worthGzip(res: ServerResponse): boolean {
  if (!hasBody(res.statusCode)) return false;
  if (res.getHeader('Content-Encoding') !== undefined) return false;
  if (/\bno-transform\b/i.test(String(res.getHeader('Cache-Control') ?? ''))) return false;
  return COMPRESSIBLE.test(String(res.getHeader('Content-Type') ?? ''));
}

/** Statuses whose answer carries a body. */
function hasBody(status: number): boolean {
  return status >= 200 && status !== 204 && status !== 304;
}

function appendVary(res: ServerResponse): void {
  const vary = String(res.getHeader('Vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) {
    res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
}
