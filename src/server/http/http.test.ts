import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp, setupTestApp, TestClient } from '../../testing/api-client.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { handleError } from './errors.ts';

const ctx = setupTestApp();

describe('API conventions', () => {
  it('names the database behind the shop', async () => {
    const res = await ctx.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: inject('testDatabase') });
  });

  it('answers an unknown API path with a JSON 404 in the contract shape', async () => {
    const res = await ctx.client().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await ctx.client().request('POST', '/api/newsletter', { rawBody: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const huge = JSON.stringify({ email: 'a'.repeat(1024 * 1024 + 10) });
    const res = await ctx.client().request('POST', '/api/newsletter', {
      rawBody: huge,
      headers: { 'Content-Length': String(huge.length) },
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a write from a foreign origin and changes nothing', async () => {
    const client = ctx.client();
    const res = await client.post(
      '/api/newsletter',
      { email: 'csrf@example.com' },
      { headers: { Origin: 'https://evil.example' } },
    );
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('CSRF');
    const again = await client.post('/api/newsletter', { email: 'csrf@example.com' });
    expect(again.status).toBe(201);
  });

  it('sends the security headers on every answer', async () => {
    const res = await ctx.client().get('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('hides the stack and SQL of an unexpected error behind a plain 500', async () => {
    const app = new Hono();
    app.get('/boom', () => {
      throw new Error('relation "users" does not exist: SELECT password_hash FROM users');
    });
    app.onError(handleError);
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'INTERNAL', message: 'Internal server error' },
    });
    expect(text).not.toMatch(/SELECT|password|at .*\.ts/);
  });
});

describe('serving the built SPA', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-static-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="th"><div id="root"></div></html>',
  );
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(
    path.join(root, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-abc123.js', isEntry: true } }),
  );
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const site = () => new TestClient(buildTestApp(ctx.handle, root));

  it('caches hashed assets for a year', async () => {
    const res = await site().get('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers every non-API path with index.html, never cached', async () => {
    for (const url of ['/', '/products/herbicides', '/admin/members', '/no/such/page']) {
      const res = await site().get(url);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('names the first API calls of a storefront page in a Link header, and of no other', async () => {
    const listing = await site().get('/products/herbicides?page=2&q=%3E%0D%0Ax');
    expect(listing.text).toContain('<div id="root">');
    expect(listing.headers.get('link')).toContain(
      '</api/products?category=herbicides&q=%3E%0D%0Ax&sort=name&page=2&pageSize=24>; rel=preload; as=fetch; crossorigin',
    );
    const home = await site().get('/');
    expect(home.headers.get('link')).toContain('</api/bestsellers?limit=4>; rel=preload');
    const admin = await site().get('/admin/members');
    expect(admin.headers.get('link')).toBeNull();
  });

  it("names a listing's first two product pictures, in the order the page shows them", async () => {
    const first = await createProduct(ctx.handle.db, {
      name: 'กกกกก ยาฆ่าหญ้าทดสอบ',
      category: 'herbicides',
      imageUrl: '/images/products/test-first.svg',
    });
    const second = await createProduct(ctx.handle.db, {
      name: 'กกกกข ยาฆ่าหญ้าทดสอบ',
      category: 'herbicides',
      imageUrl: '/images/products/test-second.svg',
    });
    const links = (await site().get('/products/herbicides?q=กกกก')).headers.get('link') ?? '';
    expect(links).toContain(
      `<${first.imageUrl}>; rel=preload; as=image; fetchpriority=high, <${second.imageUrl}>; rel=preload; as=image, `,
    );
    const none = (await site().get('/products/herbicides?q=ไม่มีสินค้านี้')).headers.get('link');
    expect(none).not.toContain('as=image');
    const unknown = await site().get('/products/no-such-category');
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('link') ?? '').not.toContain('as=image');
  });

  it('sends the gzip the build made to a client that takes gzip, the plain file otherwise', async () => {
    const zipped = await site().get('/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const plain = await site().get('/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe('console.log(1)');
  });

  it('keeps the build manifest private', async () => {
    const res = await site().get('/.vite/manifest.json');
    expect(res.text).toContain('<div id="root">');
    expect(res.text).not.toContain('assets/index-abc123.js');
  });

  it('keeps unknown API paths as JSON 404 even with the SPA mounted', async () => {
    const res = await site().get('/api/missing');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});
