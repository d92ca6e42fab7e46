import { describe, expect, it } from 'vitest';
import { activePromotionsSchema } from '../../shared/contracts/promotions.ts';
import { expectAnswer, setupTestApp } from '../../testing/api-client.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';

const ctx = setupTestApp();
const HOUR = 60 * 60 * 1000;

describe('GET /api/promotions/active', () => {
  it('shows what is switched on and within its dates, newest first, without counts', async () => {
    const now = Date.now();
    const at = (hours: number) => new Date(now + hours * HOUR);
    const open = await createPromotion(ctx.handle.db, {
      title: 'ไม่มีกำหนด',
      createdAt: at(-5),
    });
    const started = await createPromotion(ctx.handle.db, {
      title: 'เริ่มแล้ว',
      startDate: at(-1),
      endDate: at(1),
      createdAt: at(-3),
      imageUrl: '/images/promotions/rain.svg',
    });
    const noEnd = await createPromotion(ctx.handle.db, { startDate: at(-2), createdAt: at(-2) });
    const noStart = await createPromotion(ctx.handle.db, { endDate: at(2), createdAt: at(-4) });
    const hidden = [
      await createPromotion(ctx.handle.db, { isActive: false, createdAt: at(-1) }),
      await createPromotion(ctx.handle.db, { startDate: at(1), createdAt: at(-1) }),
      await createPromotion(ctx.handle.db, { startDate: at(-3), endDate: at(-1) }),
      await createPromotion(ctx.handle.db, { endDate: at(-1), createdAt: at(-6) }),
    ];

    const active = await expectAnswer(
      activePromotionsSchema,
      ctx.client().api.promotions.active.$get(),
    );
    const ids = active.map((promotion) => promotion.id);
    expect(ids.filter((id) => [open, started, noEnd, noStart].some((p) => p.id === id))).toEqual([
      noEnd.id,
      started.id,
      noStart.id,
      open.id,
    ]);
    for (const promotion of hidden) expect(ids).not.toContain(promotion.id);

    const shown = active.find((p) => p.id === started.id);
    expect(shown).toEqual({
      id: started.id,
      title: 'เริ่มแล้ว',
      message: started.message,
      imageUrl: '/images/promotions/rain.svg',
      discountCode: started.discountCode,
    });
  });

  it('includes the seeded FARM10 and needs no login', async () => {
    const active = await expectAnswer(
      activePromotionsSchema,
      ctx.client().api.promotions.active.$get(),
    );
    const codes = active.map((p) => p.discountCode);
    expect(codes).toContain('FARM10');
  });
});
