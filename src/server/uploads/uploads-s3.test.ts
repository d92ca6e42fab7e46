import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, TEST_ORIGIN } from '../../testing/api-client.ts';
import { createUser } from '../../testing/factories/accounts.ts';
import { startS3Server } from '../../testing/s3-server.ts';
import { createSession } from '../accounts/session.service.ts';
import { type App, createApp } from '../app.ts';
import { parseConfig } from '../config.ts';

const ctx = setupTestApp();
let s3: Awaited<ReturnType<typeof startS3Server>>;
let app: App;
let cookie: string;

beforeAll(async () => {
  s3 = await startS3Server();
  // No folder is given: with the bucket configured, nothing is written beside the database.
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...s3.env });
  app = createApp({ db: ctx.handle.db, dbKind: ctx.handle.kind, config });
  const admin = await createUser(ctx.handle.db, { role: 'admin' });
  cookie = `sid=${(await createSession(ctx.handle.db, admin.id)).token}`;
});

afterAll(async () => {
  await s3?.close();
});

describe('pictures kept in an S3-compatible bucket', () => {
  it('stores an upload under pictures/ and serves it back from the bucket', async () => {
    const png = await sharp({
      create: { width: 1000, height: 500, channels: 3, background: { r: 30, g: 140, b: 60 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'farm.png');
    const res = await app.request(`${TEST_ORIGIN}/api/admin/uploads`, {
      method: 'POST',
      headers: { Host: 'shop.test', Origin: TEST_ORIGIN, Cookie: cookie },
      body: form,
    });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const name = url.slice('/uploads/'.length);

    expect(await s3.keys()).toEqual([`pictures/${name}`]);

    const served = await app.request(`${TEST_ORIGIN}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 400 });
  });

  it('answers 404 for a name the bucket does not hold, and for names it never makes', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.webp', '..%2Fslips%2Fx.jpg', 'x.png']) {
      const res = await app.request(`${TEST_ORIGIN}/uploads/${name}`);
      expect(res.status, name).toBe(404);
    }
  });
});
