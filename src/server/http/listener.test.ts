import { once } from 'node:events';
import { type createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../testing/api-client.ts';
import { newsletterSubscribers } from '../db/schema/index.ts';
import { createShopServer, IDLE_CONNECTION_MS } from './listener.ts';

const ctx = setupTestApp();
let server: ReturnType<typeof createServer>;
let port = 0;

beforeAll(async () => {
  server = createShopServer(ctx.app.fetch);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw HTTP GET: the body exactly as it came over the wire. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the Node listener in front of the app', () => {
  it('gzips an answer of 1 KB or more for a client that accepts gzip', async () => {
    const res = await get('/api/articles', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(res.body).toString('utf8'));
    expect(JSON.stringify(json).length).toBeGreaterThanOrEqual(1024);
  });

  it('keeps an idle connection longer than nginx keeps its own to the shop (60 s)', async () => {
    const answer = await get('/api/health', { connection: 'keep-alive' });
    const seconds = Number(/timeout=(\d+)/.exec(String(answer.headers['keep-alive']))?.[1]);
    expect(seconds * 1000).toBe(IDLE_CONNECTION_MS);
    expect(seconds).toBeGreaterThan(60);
  });

  it('sends a small answer as it is', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8')).status).toBe('ok');
  });

  it('sends everything plain to a client that does not ask for gzip', async () => {
    const res = await get('/api/articles');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toBeTruthy();
  });

  it('does not compress the catalogue a second time (it comes gzipped from its cache)', async () => {
    const res = await get('/api/products', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(res.body).toString('utf8'));
    expect(json.items.length).toBeGreaterThan(0);
  });
});

/** A raw HTTP POST; without a Content-Length header Node sends the body chunked. */
function post(path: string, body: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function subscribed(email: string) {
  return ctx.handle.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
}

describe('JSON bodies read from Node', () => {
  it('reads a body sent with its length and one sent chunked', async () => {
    const withLength = JSON.stringify({ email: 'length@example.com' });
    const first = await post('/api/newsletter', withLength, {
      'content-length': String(Buffer.byteLength(withLength)),
    });
    expect(first.status).toBe(201);
    const chunked = await post('/api/newsletter', JSON.stringify({ email: 'chunked@example.com' }));
    expect(chunked.status).toBe(201);
    expect(await subscribed('length@example.com')).toHaveLength(1);
    expect(await subscribed('chunked@example.com')).toHaveLength(1);
  });

  it('refuses over 1 MB with 413, declared or counted while it streams, and saves nothing', async () => {
    const email = `${'a'.repeat(1024 * 1024)}@example.com`;
    const huge = JSON.stringify({ email });
    const declared = await post('/api/newsletter', huge, {
      'content-length': String(Buffer.byteLength(huge)),
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body).error.code).toBe('PAYLOAD_TOO_LARGE');
    const streamed = await post('/api/newsletter', huge);
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await subscribed(email)).toHaveLength(0);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await post('/api/newsletter', '{"email": ');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).error.code).toBe('VALIDATION');
  });
});
