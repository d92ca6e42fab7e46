import { describe, expect, it } from 'vitest';
import type { ShipmentRequest } from '../../shared/contracts/admin-orders.ts';
import { transactionAnswerSchema } from '../../shared/contracts/admin-orders-answers.ts';
import { orderSchema } from '../../shared/contracts/orders-answers.ts';
import {
  historyOf,
  itemIdsOf,
  placedOrder,
  staffClient,
} from '../../testing/admin-transactions.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';

const ctx = setupTestApp();

const ship = (client: TestClient, id: string, json: ShipmentRequest) =>
  client.api.admin.transactions[':id'].shipment.$post({ param: { id }, json });

/** A cash-on-delivery order the shop has confirmed: ready to hand to a carrier. */
async function confirmedCodOrder(sale: TestClient) {
  const placed = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'cod' });
  const itemIds = await itemIdsOf(sale, placed.order.id);
  await expectAnswer(
    transactionAnswerSchema,
    sale.api.admin.transactions[':id'].confirm.$post({
      param: { id: placed.order.id },
      json: { itemIds },
    }),
  );
  return placed;
}

describe('handing an order to a carrier', () => {
  it('ships a confirmed COD order with a Thailand Post number: shipped, courier stage stamped, the customer sees the parcel', async () => {
    const { client: sale } = await staffClient(ctx, 'sale');
    const { order, customer } = await confirmedCodOrder(sale);
    const { transaction } = await expectAnswer(
      transactionAnswerSchema,
      ship(sale, order.id, { carrier: 'thailandpost', trackingNumber: ' ef 582568151 th ' }),
    );
    expect(transaction).toMatchObject({
      status: 'shipped',
      workflowStatus: 'courier',
      shipment: {
        carrier: 'thailandpost',
        trackingNumber: 'EF582568151TH',
        trackingUrl: 'https://track.thailandpost.co.th/?trackNumber=EF582568151TH',
        deliveredAt: null,
      },
    });
    // Every stage up to the courier carries a time, the skipped ones included.
    expect(transaction.paymentConfirmedAt).not.toBeNull();
    expect(transaction.deliveryStartedAt).not.toBeNull();
    expect(transaction.courierAssignedAt).not.toBeNull();

    const seen = await expectAnswer(
      orderSchema,
      customer.client.api.orders[':id'].$get({ param: { id: order.id } }),
    );
    expect(seen.shipment?.trackingNumber).toBe('EF582568151TH');

    // Delivered by the customer: the parcel says when.
    const said = await customer.client.api.orders[':id'].delivered.$post({
      param: { id: order.id },
    });
    expect(said.status).toBe(200);
    const after = await expectAnswer(
      orderSchema,
      customer.client.api.orders[':id'].$get({ param: { id: order.id } }),
    );
    expect(after.status).toBe('delivered');
    expect(after.shipment?.deliveredAt).not.toBeNull();
  });

  it('corrects the number of a shipped order without moving it again', async () => {
    const { client: sale } = await staffClient(ctx, 'sale');
    const { order } = await confirmedCodOrder(sale);
    await expectAnswer(
      transactionAnswerSchema,
      ship(sale, order.id, { carrier: 'kerry', trackingNumber: 'KERDO12345678' }),
    );
    const { transaction } = await expectAnswer(
      transactionAnswerSchema,
      ship(sale, order.id, { carrier: 'flash', trackingNumber: 'TH0123456789A' }),
    );
    expect(transaction.shipment).toMatchObject({
      carrier: 'flash',
      trackingNumber: 'TH0123456789A',
      trackingUrl: null,
    });
    const ships = (await historyOf(ctx, order.id)).filter((entry) => entry.action === 'ship');
    expect(ships).toHaveLength(2);
  });

  it('refuses a number that does not fit the carrier (400) and an order not ready (409)', async () => {
    const { client: sale } = await staffClient(ctx, 'sale');
    const { order } = await confirmedCodOrder(sale);
    const wrong = await refusal(
      ship(sale, order.id, { carrier: 'thailandpost', trackingNumber: 'EF58256815TH' }),
      400,
      'VALIDATION',
    );
    expect(wrong.fields?.trackingNumber).toMatch(/Thailand Post/);

    // Not confirmed yet, and a PromptPay order not paid yet: not ready to ship.
    const pending = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'cod' });
    const unpaid = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'promptpay' });
    await sale.api.admin.transactions[':id'].confirm.$post({
      param: { id: unpaid.order.id },
      json: { itemIds: await itemIdsOf(sale, unpaid.order.id) },
    });
    for (const id of [pending.order.id, unpaid.order.id]) {
      const refused = await refusal(
        ship(sale, id, { carrier: 'thailandpost', trackingNumber: 'EF582568151TH' }),
        409,
        'CONFLICT',
      );
      expect(refused.reason).toBe('NOT_READY_TO_SHIP');
    }
  });

  it('is for staff: customers 403, visitors 401, unknown orders 404', async () => {
    const { client: sale } = await staffClient(ctx, 'sale');
    const { order } = await confirmedCodOrder(sale);
    const json = { carrier: 'other', trackingNumber: 'LOCAL-1234' } as const;
    const { client: customer } = await signedInCustomer(ctx);
    await refusal(ship(customer, order.id, json), 403, 'FORBIDDEN');
    await refusal(ship(ctx.client(), order.id, json), 401, 'UNAUTHENTICATED');
    await refusal(ship(sale, 'TXN1', json), 404, 'NOT_FOUND');
    await refusal(ship(sale, 'nonsense', json), 404, 'NOT_FOUND');
  });
});
