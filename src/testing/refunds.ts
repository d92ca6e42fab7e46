import { lineLinks } from '../server/db/schema/index.ts';
import { orderAnswerSchema } from '../shared/contracts/admin-orders-answers.ts';
import type { RefundRequest } from '../shared/contracts/refunds.ts';
import { placedOrder } from './admin-orders.ts';
import { answer, expectAnswer, type TestClient, type TestContext } from './api-client.ts';
import type { ProductOverrides } from './factories/catalog.ts';
import { decidePayment, sendSlip } from './payments.ts';
import { freshTransferRef, slipPicture } from './slip-pictures.ts';

/**
 * A PromptPay order paid the way the shop is paid: placed at checkout, a slip sent by the
 * customer and approved by staff (`admin`). Its customer has LINE linked, so what they are told
 * waits in the outbox. Answers the order as staff then see it, the customer and the products.
 */
export async function paidOrder(
  ctx: TestContext,
  admin: TestClient,
  lines: { product?: ProductOverrides; quantity: number }[] = [{ quantity: 2 }],
) {
  const placed = await placedOrder(ctx, lines, { paymentMethod: 'promptpay' });
  await ctx.handle.db
    .insert(lineLinks)
    .values({ userId: placed.customer.user.id, lineUserId: `U${placed.order.id.padEnd(32, '0')}` });
  const picture = await slipPicture({
    transRef: freshTransferRef(),
    width: 360,
    height: 640,
    qrSide: 160,
  });
  await answer(sendSlip(placed.customer.client, placed.order.id, picture), 201);
  const approved = await expectAnswer(
    orderAnswerSchema,
    decidePayment(admin, placed.order.id, { decision: 'approve' }),
  );
  return { ...placed, transaction: approved.transaction };
}

/** Staff cancel an order from the edit form (the lifecycle's `staffCancel`). */
export async function cancelByStaff(client: TestClient, id: string) {
  const { transaction } = await expectAnswer(
    orderAnswerSchema,
    client.api.admin.transactions[':id'].$get({ param: { id } }).then(async (res) => {
      const order = (await res.json()) as Record<string, unknown>;
      return client.api.admin.transactions[':id'].$put({
        param: { id },
        json: {
          username: String(order.username),
          totalAmount: Number(order.totalAmount),
          shippingAddress: String(order.address),
          status: 'cancelled',
        },
      });
    }),
  );
  return transaction;
}

/** `POST /api/admin/transactions/:id/refund`. */
export const refund = (client: TestClient, id: string, json: RefundRequest) =>
  client.api.admin.transactions[':id'].refund.$post({ param: { id }, json });
