import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../shared/domain/roles.ts';
import { setupTestApp, TEST_ORIGIN } from '../../testing/api-client.ts';
import { createUser } from '../../testing/factories/accounts.ts';
import { createSession } from '../accounts/session.service.ts';
import { type App, createApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { staffAudit } from '../db/schema/index.ts';

const ctx = setupTestApp();
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'shop-uploads-'));
let app: App;
const cookies = new Map<Role, string>();
const staffIds = new Map<Role, string>();

beforeAll(async () => {
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', UPLOADS_DIR: uploadsDir });
  app = createApp({ db: ctx.handle.db, dbKind: ctx.handle.kind, config });
  for (const role of ['admin', 'root', 'sale', 'customer'] as const) {
    const user = await createUser(ctx.handle.db, { role });
    staffIds.set(role, user.id);
    cookies.set(role, `sid=${(await createSession(ctx.handle.db, user.id)).token}`);
  }
});

afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

async function upload(
  file: Blob | null,
  options: { name?: string; role?: Role | null; field?: string } = {},
) {
  const form = new FormData();
  if (file) form.append(options.field ?? 'file', file, options.name ?? 'photo.png');
  const role = options.role === undefined ? 'admin' : options.role;
  const headers: Record<string, string> = { Host: 'shop.test', Origin: TEST_ORIGIN };
  if (role) headers.Cookie = cookies.get(role) ?? '';
  const res = await app.request(`${TEST_ORIGIN}/api/admin/uploads`, {
    method: 'POST',
    headers,
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

const picture = (format: 'png' | 'jpeg' | 'webp', width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 60 } } })
    .toFormat(format)
    .toBuffer();

const blob = (bytes: Uint8Array | Buffer, type = 'image/png') =>
  new Blob([new Uint8Array(bytes)], { type });

const storedFiles = () => readdirSync(uploadsDir);

describe('image upload', () => {
  it.each(['png', 'jpeg', 'webp'] as const)(
    'turns a %s into a web-sized WebP served with a long cache',
    async (format) => {
      const res = await upload(blob(await picture(format), `image/${format}`), {
        name: `farm.${format}`,
      });
      expect(res.status).toBe(201);
      expect(res.body.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);

      const served = await app.request(`${TEST_ORIGIN}${res.body.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    },
  );

  it('keeps a small picture small (no enlarging) and judges by content, not by name', async () => {
    const res = await upload(blob(await picture('png', 120, 90), 'text/plain'), {
      name: 'notes.txt',
    });
    expect(res.status).toBe(201);
    const served = await app.request(`${TEST_ORIGIN}${res.body.url}`);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 120, height: 90 });
  });

  it('records who uploaded which picture in the staff audit, like every admin write', async () => {
    const bytes = await picture('png', 40, 30);
    const res = await upload(blob(bytes), { role: 'root' });
    expect(res.status).toBe(201);
    const entries = await ctx.handle.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.entityId, res.body.url));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: staffIds.get('root'),
      action: 'upload.create',
      entity: 'upload',
      before: null,
    });
    expect(JSON.parse(entries[0]?.after ?? '{}')).toEqual({
      url: res.body.url,
      bytes: bytes.length,
    });
    // A refused upload is no write: nothing is recorded.
    const before = await ctx.handle.db.select({ n: count() }).from(staffAudit);
    expect(
      (await upload(blob(new TextEncoder().encode('no picture')), { role: 'root' })).status,
    ).toBe(400);
    expect((await upload(blob(bytes), { role: 'sale' })).status).toBe(403);
    expect(await ctx.handle.db.select({ n: count() }).from(staffAudit)).toEqual(before);
  });

  it('lets root upload too', async () => {
    const res = await upload(blob(await picture('png', 50, 50)), { role: 'root' });
    expect(res.status).toBe(201);
  });

  it.each([
    [
      'a text file renamed .png',
      new TextEncoder().encode('just some words, not a picture'),
      'ok.png',
    ],
    [
      'an SVG with a script',
      new TextEncoder().encode('<svg><script>alert(1)</script></svg>'),
      'x.svg',
    ],
    ['a GIF', Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'), 'a.gif'],
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n1 0 obj'), 'a.png'],
  ])('refuses %s and stores nothing', async (_label, bytes, name) => {
    const before = storedFiles().length;
    const res = await upload(blob(bytes), { name });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION',
      message: 'รองรับเฉพาะไฟล์รูปภาพ JPEG, PNG หรือ WebP เท่านั้น',
      fields: { file: 'รองรับเฉพาะไฟล์รูปภาพ JPEG, PNG หรือ WebP เท่านั้น' },
    });
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a file that starts like a PNG but is not one', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('garbage'.repeat(50)),
    ]);
    const res = await upload(blob(fake));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('ไม่สามารถอ่านไฟล์รูปภาพนี้ได้');
  });

  it.each([
    ['just over 5 MB', 5 * 1024 * 1024 + 1],
    ['far over 5 MB', 8 * 1024 * 1024],
  ])('refuses a file %s with 413', async (_label, size) => {
    const before = storedFiles().length;
    const big = new Uint8Array(size);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(blob(big, 'image/jpeg'), { name: 'big.jpg' });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'ไฟล์รูปภาพต้องมีขนาดไม่เกิน 5 MB',
    });
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a request without a file', async () => {
    const empty = await upload(null);
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.file).toBe('กรุณาเลือกไฟล์รูปภาพ');
    const otherField = await upload(blob(await picture('png', 10, 10)), { field: 'image' });
    expect(otherField.status).toBe(400);
    const json = await app.request(`${TEST_ORIGIN}/api/admin/uploads`, {
      method: 'POST',
      headers: {
        Host: 'shop.test',
        Origin: TEST_ORIGIN,
        Cookie: cookies.get('admin') ?? '',
        'Content-Type': 'application/json',
      },
      body: '{"file":"x"}',
    });
    expect(json.status).toBe(400);
  });

  it.each([
    ['a visitor', null, 401],
    ['a customer', 'customer', 403],
    ['a sale', 'sale', 403],
  ] as const)('refuses %s', async (_label, role, status) => {
    const before = storedFiles().length;
    const res = await upload(blob(await picture('png', 10, 10)), { role });
    expect(res.status).toBe(status);
    if (status === 403) expect(res.body.error.message).toBe('คุณไม่มีสิทธิ์เข้าถึงหน้านี้');
    expect(storedFiles()).toHaveLength(before);
  });

  it('serves nothing but stored names', async () => {
    for (const name of [
      'missing00000000000000000000000000.webp',
      '0123456789abcdef0123456789abcdef.webp',
      '..%2F..%2Fpackage.json',
      'x.png',
    ]) {
      const res = await app.request(`${TEST_ORIGIN}/uploads/${name}`);
      expect(res.status).toBe(404);
    }
  });

  it('still limits other API bodies to 1 MB', async () => {
    const huge = JSON.stringify({ name: 'ก'.repeat(1024 * 1024) });
    const res = await app.request(`${TEST_ORIGIN}/api/admin/products`, {
      method: 'POST',
      headers: {
        Host: 'shop.test',
        Origin: TEST_ORIGIN,
        Cookie: cookies.get('admin') ?? '',
        'Content-Type': 'application/json',
      },
      body: huge,
    });
    expect(res.status).toBe(413);
  });
});
