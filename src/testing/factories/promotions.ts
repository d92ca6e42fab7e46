import type { Executor } from '../../server/db/client.ts';
import { promotions } from '../../server/db/schema/index.ts';

export type NewPromotion = typeof promotions.$inferInsert;

let sequence = 0;

export function buildPromotion(overrides: Partial<NewPromotion> = {}): NewPromotion {
  sequence += 1;
  return {
    title: 'ลดรับหน้าฝน',
    message: 'ใช้โค้ดนี้รับส่วนลดสินค้าที่ร่วมรายการ',
    imageUrl: null,
    discountCode: `RAIN${sequence}${Math.floor(Math.random() * 1e6)}`,
    discountType: 'percentage',
    discountValueHundredths: 1000,
    maxUses: 100,
    isActive: true,
    ...overrides,
  };
}

export async function createPromotion(db: Executor, overrides: Partial<NewPromotion> = {}) {
  const [row] = await db.insert(promotions).values(buildPromotion(overrides)).returning();
  if (!row) throw new Error('promotion not inserted');
  return row;
}
