import { Hono } from 'hono';
import { adminMessages } from '../../shared/admin-messages.ts';
import type { OrderAnswer } from '../../shared/contracts/admin-orders.ts';
import {
  paymentDecisionSchema,
  paymentQueueQuerySchema,
  type WaitingSlipsAnswer,
} from '../../shared/contracts/payments.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody, queryOf } from '../http/input.ts';
import { ORDER_ID, paramFits } from '../http/params.ts';
import { requirePermission, requireUser } from '../http/session.ts';
import { decidePayment, paymentQueue, waitingSlips } from './admin-payments.service.ts';
import { receiptOf } from './slips.service.ts';

const canManage = requirePermission('transactions:manage');
const knownId = paramFits('id', ORDER_ID, adminMessages.transactions.notFound);

/** The back office's side of payments: the slips waiting, the decision on one, the receipt. */
export const adminPaymentRoutes = new Hono<AppEnv>()
  .get('/admin/payments', canManage, queryOf(paymentQueueQuerySchema), async (c) => {
    return c.json(await paymentQueue(c.var.db));
  })
  .get('/admin/payments/count', canManage, async (c) => {
    const answer: WaitingSlipsAnswer = { waiting: await waitingSlips(c.var.db) };
    return c.json(answer);
  })
  .post(
    '/admin/transactions/:id/payment',
    canManage,
    knownId,
    jsonBody(paymentDecisionSchema),
    async (c) => {
      const id = c.req.param('id');
      const transaction = await decidePayment(c.var.db, requireUser(c), id, c.req.valid('json'));
      const answer: OrderAnswer = { transaction };
      return c.json(answer);
    },
  )
  .get('/admin/transactions/:id/receipt', canManage, knownId, async (c) => {
    return c.json(await receiptOf(c.var.db, c.req.param('id')));
  });
