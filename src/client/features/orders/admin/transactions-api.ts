import type {
  AdminTransactionDetail,
  DecisionRequest,
  ItemEditsRequest,
  ManualOrderRequest,
  TransactionAnswer,
  TransactionUpdateRequest,
} from '../../../../shared/contracts/admin-orders.ts';
import type { WorkflowStage } from '../../../../shared/domain/order-lifecycle.ts';
import { api } from '../../../lib/api.ts';

const base = '/admin/transactions';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
const unwrap = async (answer: Promise<TransactionAnswer>) => (await answer).transaction;

export function fetchTransaction(id: string, signal?: AbortSignal) {
  return api.get<AdminTransactionDetail>(one(id), undefined, signal);
}

export function moveWorkflow(id: string, stage: WorkflowStage) {
  return unwrap(api.post<TransactionAnswer>(`${one(id)}/workflow`, { stage }));
}

export function decide(id: string, decision: 'confirm' | 'reject', body: DecisionRequest) {
  return unwrap(api.post<TransactionAnswer>(`${one(id)}/${decision}`, body));
}

export function saveItems(id: string, body: ItemEditsRequest) {
  return unwrap(api.patch<TransactionAnswer>(`${one(id)}/items`, body));
}

export function createTransaction(body: ManualOrderRequest) {
  return unwrap(api.post<TransactionAnswer>(base, body));
}

export function updateTransaction(id: string, body: TransactionUpdateRequest) {
  return unwrap(api.put<TransactionAnswer>(one(id), body));
}

export function deleteTransaction(id: string) {
  return api.delete(one(id));
}
