import {
  ADMIN_TRANSACTIONS_PAGE_SIZE,
  type AdminTransaction,
  type AdminTransactionDetail,
  type DecisionRequest,
  type ItemEditsRequest,
  type ManualOrderRequest,
  type TransactionUpdateRequest,
} from '../../../../shared/contracts/admin-orders.ts';
import type { OrderStatus, WorkflowStage } from '../../../../shared/domain/order-lifecycle.ts';
import { call, client } from '../../../lib/api.ts';
import { type OrderInSatang, orderInSatang } from '../order-money.ts';

/** An order of the back office's list, every amount in satang. */
export type Transaction = OrderInSatang<AdminTransaction>;
/** An order with its history, every amount in satang. */
export type TransactionDetail = OrderInSatang<AdminTransactionDetail>;

const transactions = client.admin.transactions;
const one = transactions[':id'];
const param = (id: string) => ({ id: encodeURIComponent(id) });
/** Every write answers the order as it now stands. */
const saved = async (answer: Promise<{ transaction: AdminTransactionDetail }>) =>
  orderInSatang((await answer).transaction);

export async function fetchTransactions(
  query: { q: string; page: number; status?: OrderStatus },
  signal?: AbortSignal,
) {
  const answer = await call(
    transactions.$get(
      { query: { ...query, pageSize: ADMIN_TRANSACTIONS_PAGE_SIZE } },
      { init: { signal } },
    ),
  );
  return { ...answer, items: answer.items.map(orderInSatang) };
}

export async function fetchTransaction(id: string, signal?: AbortSignal) {
  return orderInSatang(await call(one.$get({ param: param(id) }, { init: { signal } })));
}

export function moveWorkflow(id: string, stage: WorkflowStage) {
  return saved(call(one.workflow.$post({ param: param(id), json: { stage } })));
}

export function decide(id: string, decision: 'confirm' | 'reject', body: DecisionRequest) {
  return saved(
    decision === 'confirm'
      ? call(one.confirm.$post({ param: param(id), json: body }))
      : call(one.reject.$post({ param: param(id), json: { ...body, reason: body.reason ?? '' } })),
  );
}

export function saveItems(id: string, body: ItemEditsRequest) {
  return saved(call(one.items.$patch({ param: param(id), json: body })));
}

export function createTransaction(body: ManualOrderRequest) {
  return saved(call(transactions.$post({ json: body })));
}

export function updateTransaction(id: string, body: TransactionUpdateRequest) {
  return saved(call(one.$put({ param: param(id), json: body })));
}

export async function deleteTransaction(id: string) {
  await call(one.$delete({ param: param(id) }));
}
