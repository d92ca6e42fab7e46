import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { PaymentDecision } from '../shared/contracts/payments.ts';
import type { PaymentMethod } from '../shared/domain/order-lifecycle.ts';
import { placedOrder } from './admin-orders.ts';
import type { TestClient, TestContext } from './api-client.ts';

/** A folder for one test file's slip pictures, removed after it; `files()` lists what it holds. */
export function slipsFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-slips-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir,
    files: (): string[] => {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    },
  };
}

/** A customer's order placed through the real checkout, to be paid by PromptPay (or transfer). */
export function prepaidOrder(ctx: TestContext, method: PaymentMethod = 'promptpay') {
  return placedOrder(ctx, undefined, { paymentMethod: method });
}

/** The picture as a phone's browser sends it: a file in the form's `file` field. */
export function slipFile(bytes: Uint8Array, name = 'slip.jpg', type = 'image/jpeg'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

export const sendSlip = (
  client: TestClient,
  orderId: string,
  bytes: Uint8Array,
  name?: string,
  type?: string,
) =>
  client.api.orders[':id'].slips.$post({
    param: { id: orderId },
    form: { file: slipFile(bytes, name, type) },
  });

export const decidePayment = (client: TestClient, orderId: string, decision: PaymentDecision) =>
  client.api.admin.transactions[':id'].payment.$post({ param: { id: orderId }, json: decision });

export const slipImage = (client: TestClient, slipId: string) =>
  client.api.slips[':id'].image.$get({ param: { id: slipId } });
