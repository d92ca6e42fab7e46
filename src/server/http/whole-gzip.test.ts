import { once } from 'node:events';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib, { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createShopServer } from './listener.ts';
import { acceptsGzip, gzipWholeAnswers } from './whole-gzip.ts';

const words = 'ปุ๋ยสูตรเสมอ ฮอร์โมนพืช น้ำหมักชีวภาพ '.repeat(60);
const page = `<main>${'<p>ข้าวหอมมะลิ ทุเรียน มะม่วง</p>'.repeat(80)}</main>`;

const app = new Hono()
  .get('/big', (c) => c.json({ words }))
  .get('/small', (c) => c.json({ ok: true }))
  .get('/page', (c) => c.html(page))
  .get('/cookies', (c) => {
    c.header('Set-Cookie', 'a=1; Path=/', { append: true });
    c.header('Set-Cookie', 'b=2; Path=/', { append: true });
    return c.json({ words });
  })
  .get('/kept', (c) => c.json({ words }, 200, { 'Cache-Control': 'no-transform' }))
  .get('/picture', (c) =>
    c.body(new Uint8Array(4096).fill(7), 200, { 'Content-Type': 'image/png' }),
  )
  .get('/nothing', (c) => c.body(null, 204))
  .get('/stream', () => {
    const encoder = new TextEncoder();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (sent === 4) return controller.close();
        sent += 1;
        controller.enqueue(encoder.encode(words));
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  });

let port = 0;
const server = createShopServer(app.fetch);

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => vi.restoreAllMocks());

function send(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const gzip = { 'accept-encoding': 'gzip, deflate, br' };

describe('an answer that comes whole', () => {
  it('is gzipped at once, with its length, and no zlib stream is made for it', async () => {
    const streams = vi.spyOn(zlib, 'createGzip');
    const res = await send('/big', gzip);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBe(res.body.byteLength);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(res.body).toString('utf8'))).toEqual({ words });
    expect(streams).not.toHaveBeenCalled();
  });

  it('is gzipped as HTML too, and keeps every header it was given', async () => {
    const html = await send('/page', gzip);
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(html.body).toString('utf8')).toBe(page);
    const cookies = await send('/cookies', gzip);
    expect(cookies.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(JSON.parse(gunzipSync(cookies.body).toString('utf8'))).toEqual({ words });
  });

  it('goes plain when small, not asked for, refused by weight, marked no-transform or not text', async () => {
    for (const [path, headers] of [
      ['/small', gzip],
      ['/big', {}],
      ['/big', { 'accept-encoding': 'gzip;q=0, identity' }],
      ['/kept', gzip],
      ['/picture', gzip],
    ] as const) {
      const res = await send(path, headers);
      expect(res.headers['content-encoding'], `${path} ${JSON.stringify(headers)}`).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.body.byteLength);
    }
  });

  it('answers HEAD and 204 without a body', async () => {
    const head = await send('/big', gzip, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    const nothing = await send('/nothing', gzip);
    expect(nothing.status).toBe(204);
    expect(nothing.body.byteLength).toBe(0);
  });
});

describe('headers held until the body comes', () => {
  it('are replaced whole by a second writeHead, as an error answer after a failed body sends', async () => {
    const server2 = createShopServer(async () => new Response('unused'));
    server2.removeAllListeners('request');
    server2.on('request', (req, res) => {
      gzipWholeAnswers(req, res, 1024);
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '5000' });
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('failed');
    });
    server2.listen(0, '127.0.0.1');
    await once(server2, 'listening');
    const { port: other } = server2.address() as AddressInfo;
    const res = await new Promise<{ status: number; length?: string; body: string }>((resolve) => {
      const req = request(
        { host: '127.0.0.1', port: other, path: '/', headers: gzip },
        (answer) => {
          let body = '';
          const done = () =>
            resolve({
              status: answer.statusCode ?? 0,
              length: answer.headers['content-length'],
              body,
            });
          answer.on('data', (chunk: Buffer) => {
            body += chunk.toString('utf8');
          });
          answer.on('end', done);
          // An answer whose length says more than it sends never ends: given up after a second.
          answer.on('close', done);
        },
      );
      req.setTimeout(1000, () => req.destroy());
      req.end();
    });
    server2.closeAllConnections();
    await new Promise<void>((resolve) => server2.close(() => resolve()));
    expect(res).toEqual({ status: 500, length: '6', body: 'failed' });
  });
});

describe('an answer written in parts', () => {
  it('is still gzipped whole, by the stream', async () => {
    const res = await send('/stream', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString('utf8')).toBe(words.repeat(4));
  });
});

describe('acceptsGzip', () => {
  it('reads the codings a client takes, with their weights', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('x-gzip')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
