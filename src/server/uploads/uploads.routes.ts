import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { adminMessages } from '../../shared/admin-messages.ts';
import { MAX_UPLOAD_BYTES, type UploadAnswer } from '../../shared/contracts/admin-catalog.ts';
import { can } from '../../shared/domain/roles.ts';
import { recordStaffAction, staffActorOf } from '../audit/staff-audit.ts';
import { fileStoresOf } from '../files/file-stores.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError, errorBody } from '../http/errors.ts';
import { fileForm } from '../http/file-form.ts';
import { FORBIDDEN_MESSAGE, requireUser } from '../http/session.ts';
import { readUploadedImage, storeUploadedImage } from './uploads.service.ts';

export const UPLOAD_PATH = '/admin/uploads';

/** Pictures belong to products, articles and the LINE QR: whoever edits those may upload. */
const canUpload = createMiddleware<AppEnv>(async (c, next) => {
  const user = requireUser(c);
  const allowed =
    can(user.role, 'products:manage') ||
    can(user.role, 'content:manage') ||
    can(user.role, 'settings:manage');
  if (!allowed) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  await next();
});

/** The upload's one picture, field `file`: 400 without a non-empty file, 413 beyond 5 MB. */
const picture = fileForm(MAX_UPLOAD_BYTES, adminMessages.upload);

/** `POST /api/admin/uploads`, mounted under /api with its own 5 MB limit. */
export const adminUploadRoutes = new Hono<AppEnv>().post(
  UPLOAD_PATH,
  canUpload,
  picture.limit,
  picture.form,
  async (c) => {
    const bytes = new Uint8Array(await c.req.valid('form').file.arrayBuffer());
    const store = fileStoresOf(c.var.config).pictures;
    const body: UploadAnswer = { url: await storeUploadedImage(store, bytes) };
    // A staff write like any other: who put which picture on the shop's pages, and when.
    await recordStaffAction(c.var.db, staffActorOf(requireUser(c)), {
      action: 'upload.create',
      entity: 'upload',
      entityId: body.url,
      after: { url: body.url, bytes: bytes.byteLength },
    });
    return c.json(body, 201);
  },
);

/** `GET /uploads/<name>.webp`: stored names never change content, so browsers keep them a year. */
export const uploadedFileRoutes = new Hono<AppEnv>().get('/uploads/:name', async (c) => {
  const store = fileStoresOf(c.var.config).pictures;
  const image = await readUploadedImage(store, c.req.param('name'));
  if (!image) return c.json(errorBody('NOT_FOUND', 'Not found'), 404);
  return c.body(image, 200, {
    'Content-Type': 'image/webp',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  });
});
