import { beforeAll } from 'vitest';
import { orderSchema } from '../shared/contracts/orders-answers.ts';
import type { WorkflowStage } from '../shared/domain/order-lifecycle.ts';
import { staffClient } from './admin-orders.ts';
import { expectAnswer, setupTestApp, type TestClient, type TestContext } from './api-client.ts';

/** The back office's orders, for the calls a test sends raw. */
export const base = '/api/admin/transactions';

/** The staff who follow orders up: sale (สมศรี ขายดี, named in the history) and an admin. */
export async function followUpStaff(ctx: TestContext) {
  const saleStaff = await staffClient(ctx, 'sale', { firstName: 'สมศรี', lastName: 'ขายดี' });
  const admin = (await staffClient(ctx, 'admin')).client;
  return { sale: saleStaff.client, saleName: 'สมศรี ขายดี', admin };
}

/**
 * A back-office orders test file: its app, and its follow-up staff signed in once before its
 * tests (`staff.sale`, `staff.saleName`, `staff.admin`, read inside a test).
 */
export function setupOrdersTestApp() {
  const ctx = setupTestApp();
  const staff = {} as Awaited<ReturnType<typeof followUpStaff>>;
  beforeAll(async () => {
    Object.assign(staff, await followUpStaff(ctx));
  });
  return { ctx, staff };
}

type Orders = TestClient['api']['admin']['transactions'];
type OneOrder = Orders[':id'];
export type ListQuery = Parameters<Orders['$get']>[0]['query'];
type ManualOrder = Parameters<Orders['$post']>[0]['json'];
type OrderForm = Parameters<OneOrder['$put']>[0]['json'];
type ItemEdits = Parameters<OneOrder['items']['$patch']>[0]['json']['items'];

const one = (client: TestClient) => client.api.admin.transactions[':id'];
export const listOrders = (client: TestClient, query: ListQuery = {}) =>
  client.api.admin.transactions.$get({ query });
export const getOrder = (client: TestClient, id: string) => one(client).$get({ param: { id } });
export const addOrder = (client: TestClient, json: ManualOrder) =>
  client.api.admin.transactions.$post({ json });
export const editOrder = (client: TestClient, id: string, json: OrderForm) =>
  one(client).$put({ param: { id }, json });
export const deleteOrder = (client: TestClient, id: string) =>
  one(client).$delete({ param: { id } });
export const moveTo = (client: TestClient, id: string, stage: WorkflowStage) =>
  one(client).workflow.$post({ param: { id }, json: { stage } });
export const confirmItems = (client: TestClient, id: string, itemIds: number[]) =>
  one(client).confirm.$post({ param: { id }, json: { itemIds } });
export const rejectItems = (
  client: TestClient,
  id: string,
  itemIds: number[],
  reason = 'สินค้าหมด',
) => one(client).reject.$post({ param: { id }, json: { itemIds, reason } });
export const editItems = (client: TestClient, id: string, items: ItemEdits) =>
  one(client).items.$patch({ param: { id }, json: { items } });
/** The order as its customer sees it under My orders. */
export const customersOrder = (client: TestClient, id: string) =>
  expectAnswer(orderSchema, client.api.orders[':id'].$get({ param: { id } }));
