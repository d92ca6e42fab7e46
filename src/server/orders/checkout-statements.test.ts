import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressAnswerSchema } from '../../shared/contracts/addresses-answers.ts';
import { IDEMPOTENCY_HEADER } from '../../shared/contracts/orders.ts';
import { placeOrderResponseSchema } from '../../shared/contracts/orders-answers.ts';
import { expectAnswer, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { sampleAddress } from '../../testing/factories/addresses.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { statementsOf as statementsOfHandle } from '../../testing/statements.ts';

const ctx = setupTestApp();
afterEach(() => vi.restoreAllMocks());

const statementsOf = (work: () => Promise<unknown>) => statementsOfHandle(ctx.handle, work);

let keys = 0;
const order = (client: TestClient, productIds: number[], paymentMethod: 'cod' | 'promptpay') => {
  keys += 1;
  return expectAnswer(
    placeOrderResponseSchema,
    client.api.orders.$post(
      {
        json: { items: productIds.map((productId) => ({ productId, quantity: 1 })), paymentMethod },
      },
      { headers: { [IDEMPOTENCY_HEADER]: `statements-${keys}-${Date.now()}` } },
    ),
    201,
  );
};

describe('one checkout’s statements', () => {
  it('is one round trip once the shop’s settings, the products and the customer’s default are known', async () => {
    const { client } = await signedInCustomer(ctx);
    await expectAnswer(
      addressAnswerSchema,
      client.api.me.addresses.$post({ json: { ...sampleAddress(), isDefault: true } }),
      201,
    );
    const products = [
      await createProduct(ctx.handle.db, { price: 120, stockCount: 50 }),
      await createProduct(ctx.handle.db, { price: 80, stockCount: 50 }),
    ];
    const ids = products.map((product) => product.id);
    // The first order of the session reads what the server did not know yet.
    await order(client, ids, 'cod');

    for (const method of ['cod', 'promptpay'] as const) {
      let placed: Awaited<ReturnType<typeof order>> | undefined;
      const statements = await statementsOf(async () => {
        placed = await order(client, ids, method);
      });
      expect(placed?.order.shippingAddress?.province, method).toBe(sampleAddress().province);
      expect(statements, `${method}: ${statements.join('\n')}`).toHaveLength(1);
      expect(statements[0]).toMatch(/from place_order\(/);
    }
  });

  it('is one round trip when refused before saving: the session and the key’s earlier order together', async () => {
    const { client } = await signedInCustomer(ctx);
    const barred = await createProduct(ctx.handle.db, {
      price: 100,
      stockCount: 5,
      codAllowed: false,
    });
    const allowed = await createProduct(ctx.handle.db, { price: 100, stockCount: 5 });
    // Products, settings and the customer's (absent) default, read once for the session.
    await order(client, [allowed.id], 'cod');
    await order(client, [allowed.id, barred.id], 'promptpay');
    // A refusal by the remembered settings is checked again on settings at most a second old
    // (order-payment.ts). The clock is held first, then the quote reads whatever is older than a
    // second by it: nothing the order asks for can age past that second on a slow machine.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const quoted = await client.api.cart.quote.$post({
      json: { items: [{ productId: barred.id, quantity: 1 }] },
    });
    expect(quoted.status).toBe(200);

    keys += 1;
    let status = 0;
    const statements = await statementsOf(async () => {
      const res = await client.api.orders.$post(
        { json: { items: [{ productId: barred.id, quantity: 1 }], paymentMethod: 'cod' } },
        { headers: { [IDEMPOTENCY_HEADER]: `statements-refused-${keys}` } },
      );
      status = res.status;
    });
    expect(status).toBe(409);
    expect(statements, statements.join('\n')).toHaveLength(1);
    expect(statements[0]).toMatch(/live_session_user\(.*idempotency_key/);
  });
});
