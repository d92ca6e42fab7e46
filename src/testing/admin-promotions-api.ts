import { eq } from 'drizzle-orm';
import { promotions } from '../server/db/schema/index.ts';
import type { PromotionInputBody } from '../shared/contracts/admin-promotions.ts';
import { activePromotionsSchema, redeemResponseSchema } from '../shared/contracts/promotions.ts';
import { expectAnswer, type TestClient, type TestContext } from './api-client.ts';

let sequence = 0;
/** A promotion the form would send, with a code of its own. */
export function validPromotion(overrides: Partial<PromotionInputBody> = {}): PromotionInputBody {
  sequence += 1;
  return {
    title: 'ลดต้นฤดูทำนา',
    message: 'รับส่วนลดสำหรับสินค้าที่ร่วมรายการทุกชิ้น',
    imageUrl: null,
    maxUses: 100,
    discountCode: `NAPEE${sequence}${Math.floor(Math.random() * 1e5)}`,
    discountType: 'percentage',
    discountValue: 10,
    startDate: null,
    endDate: null,
    ...overrides,
  };
}

/** A promotion's row, and the ids the storefront's bar shows, in the test's database. */
export function promotionRows(ctx: TestContext) {
  async function row(id: number) {
    const [found] = await ctx.handle.db.select().from(promotions).where(eq(promotions.id, id));
    return found;
  }

  async function activeIds(): Promise<number[]> {
    const res = ctx.client().api.promotions.active.$get();
    return (await expectAnswer(activePromotionsSchema, res)).map((promotion) => promotion.id);
  }

  return { row, activeIds };
}

type ListQuery = Parameters<TestClient['api']['admin']['promotions']['$get']>[0]['query'];
export const listPromotions = (client: TestClient, query: ListQuery = {}) =>
  client.api.admin.promotions.$get({ query });
export const addPromotion = (client: TestClient, json: PromotionInputBody) =>
  client.api.admin.promotions.$post({ json });
export const editPromotion = (client: TestClient, id: number | string, json: PromotionInputBody) =>
  client.api.admin.promotions[':id'].$put({ param: { id: String(id) }, json });
export const togglePromotion = (client: TestClient, id: number | string) =>
  client.api.admin.promotions[':id'].toggle.$post({ param: { id: String(id) } });
export const deletePromotion = (client: TestClient, id: number | string) =>
  client.api.admin.promotions[':id'].$delete({ param: { id: String(id) } });
export const redeem = (client: TestClient, id: number) =>
  expectAnswer(
    redeemResponseSchema,
    client.api.promotions[':id'].redeem.$post({ param: { id: String(id) } }),
  );
