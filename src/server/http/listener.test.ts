import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../testing/api-client.ts';
import { createRequestListener } from './listener.ts';

const ctx = setupTestApp();
let server: ReturnType<typeof createServer>;
let port = 0;

beforeAll(async () => {
  server = createServer(createRequestListener(ctx.app.fetch));
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
