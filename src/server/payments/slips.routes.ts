import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { MAX_SLIP_BYTES, SLIP_UPLOADS_PER_HOUR } from '../../shared/domain/payments.ts';
import { paymentMessages } from '../../shared/payment-messages.ts';
import { fileStoresOf } from '../files/file-stores.ts';
import { countAgainstLimit } from '../http/address-limits.ts';
import type { AppEnv } from '../http/env.ts';
import { fileForm } from '../http/file-form.ts';
import { paramFits, UUID } from '../http/params.ts';
import { requireSignedIn, requireUser } from '../http/session.ts';
import { ownOrderId } from '../orders/own-order.ts';
import { receiptOf, slipPicture, submitSlip } from './slips.service.ts';

const slipId = paramFits('id', UUID, paymentMessages.slip.notFound);
/** The slip's picture, field `file`: 400 without one, 413 beyond 10 MB (before it is read). */
const slipFile = fileForm(MAX_SLIP_BYTES, paymentMessages.slip);

/**
 * At most 10 slip pictures a customer an hour (429 past it), counted in the database before the
 * picture is read, whatever becomes of it: each may cost a HEIC decoding.
 */
const slipUploads = createMiddleware<AppEnv>(async (c, next) => {
  const tooMany = (seconds: number) => paymentMessages.slip.tooMany(SLIP_UPLOADS_PER_HOUR, seconds);
  await countAgainstLimit(c.var.db, 'slipUpload', requireUser(c).id, 1, tooMany);
  await next();
});

/** Slips are private: kept in their own folder or bucket prefix, which nothing serves as files. */
const slipStore = (config: AppEnv['Variables']['config']) => fileStoresOf(config).slips;

/** The customer's side of paying: sending a slip, seeing its picture, the receipt. */
export const slipRoutes = new Hono<AppEnv>()
  .post(
    '/orders/:id/slips',
    requireSignedIn,
    ownOrderId,
    slipUploads,
    slipFile.limit,
    slipFile.form,
    async (c) => {
      const bytes = new Uint8Array(await c.req.valid('form').file.arrayBuffer());
      const store = slipStore(c.var.config);
      const answer = await submitSlip(c.var.db, store, requireUser(c), c.req.param('id'), bytes);
      return c.json(answer, 201);
    },
  )
  .get('/orders/:id/receipt', requireSignedIn, ownOrderId, async (c) => {
    return c.json(await receiptOf(c.var.db, c.req.param('id'), requireUser(c)));
  })
  // Staff and the slip's own customer only (404 for anyone else, a visitor too, as the contract
  // says); never cached, never taken for another type.
  .get('/slips/:id/image', slipId, async (c) => {
    const store = slipStore(c.var.config);
    const file = await slipPicture(c.var.db, store, c.var.user ?? null, c.req.param('id'));
    return c.body(file.bytes, 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
