import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../shared/contracts/admin-catalog.ts';
import {
  hideReviewSchema,
  productReviewQuerySchema,
  type ReviewInput,
  reviewInputSchema,
} from '../../shared/contracts/reviews.ts';
import { reviewMessages } from '../../shared/review-messages.ts';
import { staffActorOf } from '../audit/staff-audit.ts';
import { fileStoresOf } from '../files/file-stores.ts';
import { countAgainstLimit } from '../http/address-limits.ts';
import { parseJsonText, readBodyText } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError, errorBody, validationError } from '../http/errors.ts';
import { jsonBody, queryOf } from '../http/input.ts';
import { paramFits } from '../http/params.ts';
import { requirePermission, requireSignedIn, requireUser } from '../http/session.ts';
import { storeUploadedImage } from '../uploads/uploads.service.ts';
import {
  listProductReviews,
  refuseNonBuyer,
  setReviewHidden,
  submitReview,
} from './product-reviews.service.ts';

const WHOLE_NUMBER = /^\d{1,9}$/;
const productId = paramFits('id', WHOLE_NUMBER, reviewMessages.productNotFound);
const reviewId = paramFits('id', WHOLE_NUMBER, reviewMessages.reviewNotFound);
const canManage = requirePermission('reviews:manage');

/** Room for the form's fields and envelope around a photo of the largest size. */
const FORM_SLACK_BYTES = 64 * 1024;

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', reviewMessages.photo.tooLarge, {
    fields: { photo: reviewMessages.photo.tooLarge },
  });

/** A review's body: a photo as large as a product picture (5 MB), refused before it is read. */
const reviewBodyLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + FORM_SLACK_BYTES,
  onError: (c) => {
    const error = tooLarge();
    return c.json(errorBody(error.code, error.message, error.fields), 413);
  },
});

/** Counted per customer before the body is read, whatever becomes of it (429 past it). */
const reviewWrites = createMiddleware<AppEnv>(async (c, next) => {
  await countAgainstLimit(
    c.var.db,
    'reviewWrite',
    requireUser(c).id,
    c.var.config.RATE_LIMIT_FACTOR,
    reviewMessages.tooMany,
  );
  await next();
});

/**
 * The review as JSON, or as a multipart form whose `photo` is the picture: typed as JSON for the
 * typed client; the handler reads `c.req.valid('json')` and the photo, if one came.
 */
const reviewBody = createMiddleware<
  AppEnv,
  string,
  {
    in: { json: z.input<typeof reviewInputSchema> };
    out: { json: ReviewInput & { photo: File | null } };
  }
>(async (c, next) => {
  let raw: unknown;
  let photo: File | null = null;
  if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new AppError('VALIDATION', reviewMessages.orderRequired);
    }
    const { photo: file, ...fields } = form;
    raw = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => typeof value === 'string'),
    );
    if (file instanceof File && file.size > 0) {
      if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
      photo = file;
    }
  } else {
    raw = parseJsonText(await readBodyText(c));
  }
  const parsed = reviewInputSchema.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  c.req.addValidatedData('json', { ...parsed.data, photo });
  await next();
});

/** Reviews by buyers (decision 0050): read by anyone, written by buyers, hidden by staff. */
export const productReviewRoutes = new Hono<AppEnv>()
  .get('/products/:id/reviews', productId, queryOf(productReviewQuerySchema), async (c) => {
    const { page } = c.req.valid('query');
    return c.json(await listProductReviews(c.var.db, Number(c.req.param('id')), page));
  })
  .post(
    '/products/:id/reviews',
    requireSignedIn,
    productId,
    reviewWrites,
    reviewBodyLimit,
    reviewBody,
    async (c) => {
      const { photo, ...input } = c.req.valid('json');
      const id = Number(c.req.param('id'));
      if (photo) await refuseNonBuyer(c.var.db, requireUser(c).id, id, input.orderId);
      // The photo is sniffed and re-encoded as a product picture is, then stored; a review
      // refused afterwards leaves an unused picture, as an abandoned product form does.
      const photoUrl = photo
        ? await storeUploadedImage(
            fileStoresOf(c.var.config).pictures,
            new Uint8Array(await photo.arrayBuffer()),
          )
        : undefined;
      const review = await submitReview(c.var.db, requireUser(c), id, {
        ...input,
        ...(photoUrl ? { photoUrl } : {}),
      });
      return c.json(review, 201);
    },
  )
  .post('/admin/reviews/:id/hide', canManage, reviewId, jsonBody(hideReviewSchema), async (c) => {
    const actor = staffActorOf(requireUser(c));
    const { reason } = c.req.valid('json');
    const id = Number(c.req.param('id'));
    return c.json(await setReviewHidden(c.var.db, actor, id, { hidden: true, reason }));
  })
  .post('/admin/reviews/:id/show', canManage, reviewId, async (c) => {
    const actor = staffActorOf(requireUser(c));
    const id = Number(c.req.param('id'));
    return c.json(await setReviewHidden(c.var.db, actor, id, { hidden: false }));
  });
