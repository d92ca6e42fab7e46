import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, validationError } from './errors.ts';
import { assertStorableJson } from './input-guard.ts';

/** The largest body a JSON route reads; uploads and browsers' events set their own limits. */
export const MAX_BODY_BYTES = 1024 * 1024;

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'Request body too large');

/**
 * The request's body as bytes, 413 beyond `maxBytes` (declared by Content-Length, or counted while
 * a chunked body streams in: the reading stops there). On Node it is read straight from the
 * incoming message. Hono's `bodyLimit` reads `c.req.raw.body`, which makes the Node adapter build a
 * whole web Request and stream around the message: about a tenth of the server's CPU for an order
 * (decision 0014). Signed bodies (LINE's webhook) are checked on these bytes, as sent.
 */
export async function readBodyBytes(c: Context, maxBytes = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (!c.req.header('transfer-encoding') && declared > maxBytes) throw tooLarge();
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming || incoming.readableDidRead) {
    // In-process requests (tests) have no incoming message.
    const bytes = Buffer.from(await c.req.arrayBuffer());
    if (bytes.length > maxBytes) throw tooLarge();
    return bytes;
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // The rest is drained by Node once the 413 is sent.
        incoming.off('data', onData);
        incoming.off('end', onEnd);
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks, size));
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('error', reject);
  });
}

/** The request's body as UTF-8 text, with the limit of `readBodyBytes`. */
export async function readBodyText(c: Context, maxBytes = MAX_BODY_BYTES): Promise<string> {
  return (await readBodyBytes(c, maxBytes)).toString('utf8');
}

/**
 * The one rule for every JSON body of the API: malformed JSON, nesting deeper than any shape of the
 * shop, and text PostgreSQL cannot store (NUL, lone surrogates) are a 400 before any schema runs.
 */
export function parseJsonText(text: string): unknown {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION', 'Malformed JSON body');
  }
  assertStorableJson(raw);
  return raw;
}

/**
 * Reads and validates a JSON body: over 1 MB is a 413, malformed JSON and wrong shapes are a 400,
 * never a 500.
 */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const raw = parseJsonText(await readBodyText(c));
  const result = schema.safeParse(raw);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
