import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductInputBody } from '../../shared/contracts/admin-catalog.ts';
import { productAnswerSchema } from '../../shared/contracts/admin-catalog-answers.ts';
import { expectAnswer, refusal, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { labelledProduct } from '../../testing/factories/catalog.ts';
import { signedInClient } from '../../testing/staff-session.ts';
import { products } from '../db/schema/catalog.ts';

const ctx = setupTestApp();
let admin: TestClient;
beforeAll(async () => {
  admin = await signedInClient(ctx, 'admin');
});

const add = (json: ProductInputBody) =>
  expectAnswer(productAnswerSchema, admin.api.admin.products.$post({ json }), 201);

describe('a product says whether it carries VAT', () => {
  it('by its category when the form leaves it out: tools 7 % VAT, plant protection exempt', async () => {
    const tool = await add(labelledProduct({ category: 'equipments', name: 'ถังพ่นยา 16 ลิตร' }));
    const herbicide = await add(labelledProduct({ category: 'herbicides' }));
    expect(tool.product.vatExempt).toBe(false);
    expect(herbicide.product.vatExempt).toBe(true);
  });

  it('as the owner says in the product form, saved and read back', async () => {
    const { product } = await add(labelledProduct({ category: 'others', vatExempt: false }));
    expect(product.vatExempt).toBe(false);
    const [row] = await ctx.handle.db
      .select({ vatExempt: products.vatExempt })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row?.vatExempt).toBe(false);
  });

  it('400 for a value that is not true or false', async () => {
    const json = { ...labelledProduct(), vatExempt: 'yes' } as unknown as ProductInputBody;
    await refusal(admin.api.admin.products.$post({ json }), 400, 'VALIDATION');
  });
});
