import { describe, expect, it } from 'vitest';
import { refusal, setupTestApp } from '../../testing/api-client.ts';
import { placeOrder } from '../../testing/checkout-api.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { givePoints, ledgerOf, myPoints } from '../../testing/points.ts';
import { signedInClient } from '../../testing/staff-session.ts';

/** Orders of one member at the same moment; meaningful on PostgreSQL, and must hold on PGlite. */
const ctx = setupTestApp();

describe('spending points: races', () => {
  it('8 orders at once spending the same 1,000 points: exactly one wins', async () => {
    const admin = await signedInClient(ctx, 'admin');
    const member = await signedInCustomer(ctx);
    await givePoints(admin, member.user.id, 1000);
    // A product each: no order waits on another's products, only on the member's points.
    const products = await Promise.all(
      Array.from({ length: 8 }, () => createProduct(ctx.handle.db, { price: 100 })),
    );
    const answers = await Promise.all(
      products.map((product, i) =>
        placeOrder(
          member.client,
          {
            items: [{ productId: product.id, quantity: 1 }],
            pointsToUse: 1000,
            paymentMethod: 'cod',
          },
          `points-race-${i}-${Date.now()}`,
        ),
      ),
    );
    const statuses = answers.map((res) => res.status as number);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    for (const res of answers.filter((answer) => (answer.status as number) === 409)) {
      await refusal(res, 409, 'NOT_ENOUGH_POINTS');
    }
    expect((await myPoints(member.client)).balance).toBe(0);
    const spent = (await ledgerOf(ctx, member.user.id)).filter((row) => row.reason === 'spent');
    expect(spent.map((row) => row.change)).toEqual([-1000]);
  });

  it('an order and a staff adjustment at once: one wins, the other is refused with 409', async () => {
    const admin = await signedInClient(ctx, 'admin');
    const member = await signedInCustomer(ctx);
    await givePoints(admin, member.user.id, 1000);
    const product = await createProduct(ctx.handle.db, { price: 100, stockCount: 100 });
    const [ordered, adjusted] = await Promise.all([
      placeOrder(member.client, {
        items: [{ productId: product.id, quantity: 1 }],
        pointsToUse: 800,
        paymentMethod: 'cod',
      }),
      admin.post(`/api/admin/members/${member.user.id}/points`, { change: -800, note: 'แลกของ' }),
    ]);
    const statuses = [ordered.status as number, adjusted.status];
    // One wins; the other is refused as the balance then stands (409), never a failed write.
    expect(statuses.filter((s) => s === 201 || s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(1);
    expect((await myPoints(member.client)).balance).toBe(200);
  });
});
