import { eq } from 'drizzle-orm';
import { orders } from '../server/db/schema/orders.ts';
import { paymentSettings, shopSettings } from '../server/db/schema/settings.ts';
import { placeOrderResponseSchema } from '../shared/contracts/orders-answers.ts';
import type { TaxInvoiceRequest } from '../shared/contracts/tax-documents.ts';
import { placedOrder } from './admin-orders.ts';
import { expectAnswer, type TestClient, type TestContext } from './api-client.ts';

/** A real company's shape of tax id (its check digit right) and the head office. */
export const BUYER: TaxInvoiceRequest = {
  buyerName: 'สหกรณ์การเกษตรบางปะอิน จำกัด',
  taxId: '0105556123453',
  branch: '00000',
  address: '99 หมู่ 4 ตำบลบ้านเลน อำเภอบางปะอิน จังหวัดพระนครศรีอยุธยา 13160',
};

export const SHOP_NAME = 'บริษัท ศรีสุวรรณเกษตรภัณฑ์ จำกัด';

/** The shop VAT-registered (or not), with a Thai legal name full of vowels and tone marks. */
export async function vatShop(ctx: TestContext, registered = true): Promise<void> {
  await ctx.handle.db
    .update(paymentSettings)
    .set({ vatRegistered: registered, taxId: registered ? '0145561000011' : '' });
  await ctx.handle.db
    .update(shopSettings)
    .set({ name: SHOP_NAME, address: '12/3 ถนนโรจนะ ตำบลประตูชัย อำเภอพระนครศรีอยุธยา 13000' });
}

type Lines = Parameters<typeof placedOrder>[1];

let made = 0;

/** A herbicide ฿500 × 2 (exempt) and a sprayer ฿1,070 (7 % VAT inside), named afresh each time. */
export function mixedLines(): Lines {
  made += 1;
  return [
    { product: { category: 'herbicides', price: 500 }, quantity: 2 },
    {
      product: { category: 'equipments', price: 1070, name: `ถังพ่นยาแบตเตอรี่ 16 ลิตร รุ่น ${made}` },
      quantity: 1,
    },
  ];
}

/**
 * An order paid through the shop's own moves: cash on delivery, handed to the courier, then the
 * customer says it arrived (payment recorded, receipt issued).
 */
export async function paidOrder(
  ctx: TestContext,
  lines: Lines = mixedLines(),
  options: Pick<NonNullable<Parameters<typeof placedOrder>[2]>, 'member' | 'pointsToUse'> = {},
) {
  const placed = await placedOrder(ctx, lines, { ...options, paymentMethod: 'cod' });
  await ctx.handle.db
    .update(orders)
    .set({ status: 'shipped', workflowStatus: 'courier' })
    .where(eq(orders.id, placed.order.id));
  const said = placed.customer.client.api.orders[':id'].delivered.$post({
    param: { id: placed.order.id },
  });
  const { order } = await expectAnswer(placeOrderResponseSchema, said);
  return { ...placed, order };
}

/** Asks for the full tax invoice of an order. */
export function requestInvoice(
  client: TestClient,
  orderId: string,
  body: TaxInvoiceRequest = BUYER,
) {
  return client.api.orders[':id']['tax-invoice'].$post({ param: { id: orderId }, json: body });
}
