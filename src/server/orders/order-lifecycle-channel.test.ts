import { describe, expect, it } from 'vitest';
import { slipAnswerSchema } from '../../shared/contracts/payments-answers.ts';
import { eventsAbout, placedOrder, staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { prepaidOrder, slipFile, slipsFolder } from '../../testing/payments.ts';
import { freshTransferRef, slipPicture } from '../../testing/slip-pictures.ts';

const slips = slipsFolder();
const ctx = setupTestApp({ SLIPS_DIR: slips.dir });

const PHONE = {
  'User-Agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
};
const DESKTOP = {
  'User-Agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};
/** A phone's Chromium that says so with its client hint, whatever its User-Agent. */
const PHONE_BY_HINT = { ...DESKTOP, 'Sec-CH-UA-Mobile': '?1' };

/** The channel of the order's `transaction` event for one action (`details.action`). */
async function channelOf(orderId: string, action: string, decision?: string) {
  const events = (await eventsAbout(ctx, orderId)).filter(
    (event) =>
      event.details.action === action &&
      (decision === undefined || event.details.decision === decision),
  );
  expect(events, `one ${action} event`).toHaveLength(1);
  return events[0]?.channel;
}

async function sendSlipFrom(client: TestClient, orderId: string, headers: Record<string, string>) {
  const picture = await slipPicture({ transRef: freshTransferRef() });
  const res = client.api.orders[':id'].slips.$post(
    { param: { id: orderId }, form: { file: slipFile(picture) } },
    { headers },
  );
  return expectAnswer(slipAnswerSchema, res, 201);
}

describe('the channel of an order’s later moves (one rule, as page views and orders)', () => {
  it('logs a slip sent and a slip approved from phones as mobile, and from a desktop as website', async () => {
    const { client: staff } = await staffClient(ctx, 'sale');
    const fromPhone = await prepaidOrder(ctx);
    await sendSlipFrom(fromPhone.customer.client, fromPhone.order.id, PHONE);
    expect(await channelOf(fromPhone.order.id, 'payment')).toBe('mobile');
    const approved = await staff.api.admin.transactions[':id'].payment.$post(
      { param: { id: fromPhone.order.id }, json: { decision: 'approve' } },
      { headers: PHONE_BY_HINT },
    );
    expect(approved.status).toBe(200);
    expect(await channelOf(fromPhone.order.id, 'payment', 'approve')).toBe('mobile');

    const fromDesktop = await prepaidOrder(ctx);
    await sendSlipFrom(fromDesktop.customer.client, fromDesktop.order.id, DESKTOP);
    expect(await channelOf(fromDesktop.order.id, 'payment')).toBe('website');
    const refused = await staff.api.admin.transactions[':id'].payment.$post(
      { param: { id: fromDesktop.order.id }, json: { decision: 'reject', reason: 'ยอดไม่ตรง' } },
      { headers: DESKTOP },
    );
    expect(refused.status).toBe(200);
    expect(await channelOf(fromDesktop.order.id, 'payment', 'reject')).toBe('website');
  });

  it('logs a customer’s cancellation and a staff deletion from phones as mobile', async () => {
    const cancelled = await prepaidOrder(ctx);
    const res = await cancelled.customer.client.api.orders[':id'].cancel.$post(
      { param: { id: cancelled.order.id } },
      { headers: PHONE },
    );
    expect(res.status).toBe(200);
    expect(await channelOf(cancelled.order.id, 'cancel')).toBe('mobile');

    const { client: admin } = await staffClient(ctx, 'admin');
    const deleted = await placedOrder(ctx);
    const gone = await admin.api.admin.transactions[':id'].$delete(
      { param: { id: deleted.order.id } },
      { headers: PHONE },
    );
    expect(gone.status).toBe(204);
    expect(await channelOf(deleted.order.id, 'delete')).toBe('mobile');
  });
});
