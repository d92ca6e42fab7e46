import { Hono } from 'hono';
import { adminMessages } from '../../shared/admin-messages.ts';
import {
  adminTransactionListQuerySchema,
  decisionRequestSchema,
  itemEditsRequestSchema,
  manualOrderRequestSchema,
  rejectRequestSchema,
  type TransactionAnswer,
  transactionUpdateRequestSchema,
  workflowRequestSchema,
} from '../../shared/contracts/admin-orders.ts';
import { parseJson } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError, parseQuery } from '../http/errors.ts';
import { requirePermission, requireUser } from '../http/session.ts';
import {
  deleteTransaction,
  editTransactionItems,
  getAdminTransaction,
  listAdminTransactions,
  updateTransaction,
} from './admin-transactions.service.ts';
import { createManualOrder } from './manual-order.ts';
import {
  confirmTransaction,
  markDeliveredByStaff,
  moveWorkflow,
  rejectTransaction,
  transactionsSummary,
} from './order-decisions.service.ts';

const canManage = requirePermission('transactions:manage');
const canDelete = requirePermission('transactions:delete');

/** Order ids are 'TXN' and digits; anything else names no order. */
function orderId(raw: string): string {
  if (!/^TXN\d{1,29}$/.test(raw))
    throw new AppError('NOT_FOUND', adminMessages.transactions.notFound);
  return raw;
}

const answer = (transaction: TransactionAnswer['transaction']): TransactionAnswer => ({
  transaction,
});

/** The back office's orders: sale, admin and root follow them up; only admin and root delete. */
export const adminTransactionRoutes = new Hono<AppEnv>()
  .get('/admin/transactions', canManage, async (c) => {
    const query = parseQuery(c, adminTransactionListQuerySchema);
    return c.json(await listAdminTransactions(c.var.db, query));
  })
  // Before '/:id': polled by the open back office for new orders.
  .get('/admin/transactions/summary', canManage, async (c) => {
    return c.json(await transactionsSummary(c.var.db));
  })
  .post('/admin/transactions', canManage, async (c) => {
    const input = await parseJson(c, manualOrderRequestSchema);
    return c.json(answer(await createManualOrder(c.var.db, requireUser(c), input)), 201);
  })
  .get('/admin/transactions/:id', canManage, async (c) => {
    return c.json(await getAdminTransaction(c.var.db, orderId(c.req.param('id'))));
  })
  .put('/admin/transactions/:id', canManage, async (c) => {
    const id = orderId(c.req.param('id'));
    const input = await parseJson(c, transactionUpdateRequestSchema);
    return c.json(answer(await updateTransaction(c.var.db, requireUser(c), id, input)));
  })
  .delete('/admin/transactions/:id', canDelete, async (c) => {
    await deleteTransaction(c.var.db, requireUser(c), orderId(c.req.param('id')));
    return c.body(null, 204);
  })
  .post('/admin/transactions/:id/workflow', canManage, async (c) => {
    const id = orderId(c.req.param('id'));
    const { stage } = await parseJson(c, workflowRequestSchema);
    return c.json(answer(await moveWorkflow(c.var.db, requireUser(c), id, stage)));
  })
  .post('/admin/transactions/:id/confirm', canManage, async (c) => {
    const id = orderId(c.req.param('id'));
    const { itemIds } = await parseJson(c, decisionRequestSchema);
    return c.json(answer(await confirmTransaction(c.var.db, requireUser(c), id, itemIds)));
  })
  .post('/admin/transactions/:id/reject', canManage, async (c) => {
    const id = orderId(c.req.param('id'));
    const { itemIds, reason } = await parseJson(c, rejectRequestSchema);
    return c.json(answer(await rejectTransaction(c.var.db, requireUser(c), id, itemIds, reason)));
  })
  .post('/admin/transactions/:id/delivered', canManage, async (c) => {
    const id = orderId(c.req.param('id'));
    return c.json(answer(await markDeliveredByStaff(c.var.db, requireUser(c), id)));
  })
  .patch('/admin/transactions/:id/items', canManage, async (c) => {
    const id = orderId(c.req.param('id'));
    const { items } = await parseJson(c, itemEditsRequestSchema);
    return c.json(answer(await editTransactionItems(c.var.db, requireUser(c), id, items)));
  });
