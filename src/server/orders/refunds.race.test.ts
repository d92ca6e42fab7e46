import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderAnswerSchema } from '../../shared/contracts/admin-orders-answers.ts';
import { orderRow, staffClient } from '../../testing/admin-orders.ts';
import { expectAnswer, refusal, setupTestApp } from '../../testing/api-client.ts';
import { slipsFolder } from '../../testing/payments.ts';
import { cancelByStaff, paidOrder, refund } from '../../testing/refunds.ts';
import { orderRefunds } from '../db/schema/refunds.ts';

/**
 * Two staff members give money back at once: the order row is locked, so the second sees the
 * first's refund and what is left. Meaningful on PostgreSQL (real parallel transactions); must
 * hold on PGlite too.
 */
const slips = slipsFolder();
const ctx = setupTestApp({ SLIPS_DIR: slips.dir });
const PARALLEL = 6;

const statusOf = (res: { status: number }): number => res.status;

describe('refunds under parallel calls', () => {
  it(`${PARALLEL} refunds of the whole amount at once: one goes through, the others are too large`, async () => {
    const admin = (await staffClient(ctx, 'admin')).client;
    const root = (await staffClient(ctx, 'root')).client;
    const { transaction } = await paidOrder(ctx, admin);
    const { refundable } = await cancelByStaff(admin, transaction.id);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        refund(index % 2 ? root : admin, transaction.id, {
          amount: refundable,
          method: 'promptpay',
          reference: `race-${index}`,
        }),
      ),
    );
    const statuses = answers.map(statusOf).sort();
    expect(statuses).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
    for (const res of answers) {
      if (res.status === 200) await expectAnswer(orderAnswerSchema, res);
      else await refusal(res, 409, 'REFUND_TOO_LARGE');
    }
    const rows = await ctx.handle.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.transactionId, transaction.id));
    expect(rows.map((row) => row.amountSatang)).toEqual([Math.round(refundable * 100)]);
    expect((await orderRow(ctx, transaction.id))?.paymentStatus).toBe('refunded');
  });

  it(`${PARALLEL} part refunds at once never add up past what was paid`, async () => {
    const admin = (await staffClient(ctx, 'admin')).client;
    const { transaction } = await paidOrder(ctx, admin);
    const { refundable } = await cancelByStaff(admin, transaction.id);
    // Each asks for a third (in baht, to the satang): three fit, the others find too little left.
    const third = Math.floor((refundable * 100) / 3);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        refund(admin, transaction.id, {
          amount: third / 100,
          method: 'cash',
          reference: `p-${index}`,
        }),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(3);
    const rows = await ctx.handle.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.transactionId, transaction.id));
    const total = rows.reduce((sum, row) => sum + row.amountSatang, 0);
    expect(total).toBe(third * 3);
    expect(total).toBeLessThanOrEqual(Math.round(refundable * 100));
  });
});
