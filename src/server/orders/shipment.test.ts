import { describe, expect, it } from 'vitest';
import type { ShipmentRequest } from '../../shared/contracts/admin-orders.ts';
import {
  adminOrderDetailSchema,
  orderAnswerSchema,
} from '../../shared/contracts/admin-orders-answers.ts';
import { orderSchema } from '../../shared/contracts/orders-answers.ts';
import { historyOf, itemIdsOf, placedOrder, staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';

const ctx = setupTestApp();

const ship = (client: TestClient, id: string, json: ShipmentRequest) =>
  client.api.admin.transactions[':id'].shipment.$post({ param: { id }, json });
const getOrder = (client: TestClient, id: string) =>
  client.api.admin.transactions[':id'].$get({ param: { id } });

const TRACKING_CHECK_DIGIT =
  'เลขพัสดุไปรษณีย์ไทยไม่ถูกต้อง: เลขหลักสุดท้าย (เลขตรวจสอบ) ไม่ตรงกับเลขพัสดุ กรุณาตรวจสอบอีกครั้ง';

/** A cash-on-delivery order the shop has confirmed: ready to hand to a carrier. */
async function confirmedCodOrder(sale: TestClient) {
  const placed = await placedOrder(ctx, [{ quantity: 1 }], { paymentMethod: 'cod' });
  const itemIds = await itemIdsOf(sale, placed.order.id);
  await expectAnswer(
    orderAnswerSchema,
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
      orderAnswerSchema,
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
      orderAnswerSchema,
      ship(sale, order.id, { carrier: 'kerry', trackingNumber: 'KERDO12345678' }),
    );
    const { transaction } = await expectAnswer(
      orderAnswerSchema,
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

  it('checks a Thailand Post number’s S10 check digit: a wrong one is 400 TRACKING_CHECK_DIGIT, in Thai', async () => {
    const { client: sale } = await staffClient(ctx, 'sale');
    const { order } = await confirmedCodOrder(sale);
    // 8·1 + 6·2 + 4·3 + 2·4 + 3·5 + 5·6 + 9·7 + 7·8 = 204; 11 − 204 mod 11 = 5, not 9.
    for (const trackingNumber of ['EF123456789TH', 'EF582568152TH', 'RB153086420TH']) {
      const wrong = await refusal(
        ship(sale, order.id, { carrier: 'thailandpost', trackingNumber }),
        400,
        'TRACKING_CHECK_DIGIT',
      );
      expect(wrong.message).toBe(TRACKING_CHECK_DIGIT);
      expect(wrong.fields).toEqual({ trackingNumber: TRACKING_CHECK_DIGIT });
    }
    const unchanged = await expectAnswer(adminOrderDetailSchema, getOrder(sale, order.id));
    expect(unchanged).toMatchObject({ status: 'confirmed', shipment: null });

    // The right digits: 5 for 12345678; 10 is written 0 (04938268), 11 is written 5 (15308642).
    const shipped = await expectAnswer(
      orderAnswerSchema,
      ship(sale, order.id, { carrier: 'thailandpost', trackingNumber: 'EF123456785TH' }),
    );
    expect(shipped.transaction.shipment?.trackingNumber).toBe('EF123456785TH');
    for (const trackingNumber of ['EE049382680TH', 'RB153086425TH']) {
      await expectAnswer(
        orderAnswerSchema,
        ship(sale, order.id, { carrier: 'thailandpost', trackingNumber }),
      );
    }
    // Other carriers' numbers carry no check digit the shop knows.
    await expectAnswer(
      orderAnswerSchema,
      ship(sale, order.id, { carrier: 'kerry', trackingNumber: 'EF123456789TH' }),
    );
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
