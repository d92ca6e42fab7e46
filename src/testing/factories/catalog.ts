import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../server/db/client.ts';
import {
  productIngredients,
  productLabels,
  products,
  productUses,
  productVariants,
} from '../../server/db/schema/index.ts';
import type { ProductInputBody } from '../../shared/contracts/admin-catalog.ts';
import type { PackUnit } from '../../shared/contracts/farm-fit.ts';
import type { CategoryId } from '../../shared/domain/categories.ts';
import { bahtToSatang } from '../../shared/domain/money.ts';
import { ONE_SIZE_LABEL } from '../../shared/domain/pack-sizes.ts';
import { isVatExempt } from '../../shared/domain/payments.ts';

export type NewProduct = typeof products.$inferInsert;
export type VariantRow = typeof productVariants.$inferSelect;
/** A stored product with what is left of it: its live sizes' stock added up. */
export type ProductRow = typeof products.$inferSelect & { stockCount: number };

let sequence = 0;

/** A factory size's stock unless a test says otherwise. */
export const FACTORY_STOCK = 100;

export interface ProductOverrides extends Partial<NewProduct> {
  /** Whole baht, for readability in tests; wins over priceSatang. */
  price?: number;
  originalPrice?: number | null;
  /** The stock of a one-size product's size (createProduct; FACTORY_STOCK unless said). */
  stockCount?: number;
}

/** A product ready to insert: member points are floor(price × 2), as the sample catalogue. */
export function buildProduct(overrides: ProductOverrides = {}): NewProduct {
  sequence += 1;
  const { price, originalPrice, stockCount = FACTORY_STOCK, ...rest } = overrides;
  const priceSatang = price !== undefined ? bahtToSatang(price) : (rest.priceSatang ?? 45000);
  const originalPriceSatang =
    originalPrice !== undefined
      ? originalPrice === null
        ? null
        : bahtToSatang(originalPrice)
      : (rest.originalPriceSatang ?? null);
  const category: CategoryId = rest.category ?? 'herbicides';
  return {
    name: `ไกลโฟเซต ไร่ทอง สูตร ${sequence}`,
    category,
    imageUrl: '/images/products/placeholder.svg',
    description: 'สารกำจัดวัชพืชชนิดดูดซึม ใช้กำจัดหญ้าใบแคบและใบกว้างในสวนผลไม้',
    how2use: 'ผสม 100 มล. ต่อน้ำ 20 ลิตร ฉีดพ่นให้ทั่วใบวัชพืช',
    features: ['ดูดซึม', 'หญ้าใบแคบ'],
    inStock: stockCount > 0,
    memberPoints: Math.floor((priceSatang / 100) * 2),
    // As the product form starts it: from the category (equipment carries VAT).
    vatExempt: isVatExempt(category),
    ...rest,
    priceSatang,
    originalPriceSatang,
  };
}

/**
 * A one-size product, as every product sold before pack sizes: its one size has the product's
 * price, original price, stock and points. Answers the product's row and its size's id.
 */
export async function createProduct(
  db: Executor,
  overrides: ProductOverrides = {},
): Promise<ProductRow & { variantId: number }> {
  const values = buildProduct(overrides);
  const { variants, ...row } = await createSizedProduct(
    db,
    [
      {
        label: ONE_SIZE_LABEL,
        size: 1,
        unit: 'piece',
        priceSatang: values.priceSatang,
        originalPriceSatang: values.originalPriceSatang ?? null,
        stockCount: overrides.stockCount ?? FACTORY_STOCK,
        memberPoints: values.memberPoints ?? 0,
      },
    ],
    values,
  );
  return { ...row, variantId: (variants[0] as VariantRow).id };
}

export interface SizeOverrides {
  label?: string;
  size?: number;
  unit?: PackUnit;
  /** Whole baht; wins over priceSatang. */
  price?: number;
  priceSatang?: number;
  originalPriceSatang?: number | null;
  stockCount?: number;
  memberPoints?: number;
  lowStockThreshold?: number;
}

let sizeSequence = 0;

/** A product with these pack sizes (in this order); the product's row as the sizes make it. */
export async function createSizedProduct(
  db: Executor,
  sizes: readonly SizeOverrides[],
  overrides: ProductOverrides = {},
): Promise<ProductRow & { variants: VariantRow[] }> {
  const values = buildProduct(overrides);
  const [inserted] = await db.insert(products).values(values).returning({ id: products.id });
  if (!inserted) throw new Error('product not inserted');
  const variants = await db
    .insert(productVariants)
    .values(
      sizes.map((size, position) => {
        sizeSequence += 1;
        const priceSatang =
          size.price !== undefined ? bahtToSatang(size.price) : (size.priceSatang ?? 45000);
        return {
          productId: inserted.id,
          label: size.label ?? `${sizeSequence} ลิตร`,
          size: size.size ?? sizeSequence,
          unit: size.unit ?? 'l',
          priceSatang,
          originalPriceSatang: size.originalPriceSatang ?? null,
          stockCount: size.stockCount ?? FACTORY_STOCK,
          memberPoints: size.memberPoints ?? Math.floor((priceSatang / 100) * 2),
          lowStockThreshold: size.lowStockThreshold ?? 20,
          position,
        };
      }),
    )
    .returning();
  const [row] = await db.select().from(products).where(eq(products.id, inserted.id));
  if (!row) throw new Error('product not inserted');
  return { ...row, stockCount: await productStock(db, inserted.id), variants };
}

/** What is left of a product, as its answer says it: its live sizes' stock added up. */
export async function productStock(db: Executor, productId: number): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${productVariants.stockCount}), 0)::integer` })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.archived, false)));
  return Number(row?.units ?? 0);
}

/**
 * Changes every size of a product behind the shop's back, as psql or another server process
 * would (the product's row follows by the sizes' trigger): for tests of prices changed meanwhile.
 */
export async function setSizes(
  db: Executor,
  productId: number,
  values: Partial<Pick<VariantRow, 'priceSatang' | 'stockCount' | 'memberPoints'>>,
): Promise<void> {
  await db.update(productVariants).set(values).where(eq(productVariants.productId, productId));
}

/**
 * A product whose label names paraquat, written straight into the database as a script or psql
 * would, past the back office's refusal: in stock, on sale and best rated, labelled for corn's
 * field weeds, its names written to hide the substance ("para\u200bquat", "พารา\u200bควอต").
 * Flagged as the shop's save flags it unless `hasBannedSubstance: false` says otherwise.
 */
export async function createBannedProduct(
  db: Executor,
  overrides: ProductOverrides = {},
): Promise<ProductRow & { variantId: number }> {
  const product = await createProduct(db, {
    name: `ทดสอบ สารต้องห้าม ${sequence + 1}`,
    hasBannedSubstance: true,
    isOnSale: true,
    price: 300,
    originalPrice: 450,
    rating: 5,
    reviewCount: 1000,
    features: ['ฆ่าหญ้าไว'],
    ...overrides,
  });
  await db.insert(productLabels).values({ productId: product.id, formulation: 'SL', phiDays: 14 });
  await db.insert(productIngredients).values({
    productId: product.id,
    position: 1,
    name: 'para\u200bquat dichloride',
    nameTh: 'พารา\u200bควอต',
    percent: 27.6,
  });
  await db.insert(productUses).values({
    productId: product.id,
    position: 1,
    cropId: 'corn',
    targetId: 'field-weeds',
    rateAmount: 100,
    rateUnit: 'ml',
    ratePer: '20l',
    waterPerRaiLitres: 80,
    source: 'ฉลากทดสอบ',
  });
  return product;
}

/** `labelledProduct`'s body with no label field at all: a form that leaves the label as stored. */
export function productWithoutLabel(overrides: Partial<ProductInputBody> = {}) {
  const {
    registrationNumber: _r,
    formulation: _f,
    activeIngredients: _a,
    hazardClass: _h,
    ppe: _p,
    phiDays: _d,
    uses: _u,
    ...plain
  } = labelledProduct(overrides);
  return plain;
}

/** An admin product form's body for a product with a full label: one use on corn's field weeds. */
export function labelledProduct(overrides: Partial<ProductInputBody> = {}): ProductInputBody {
  return {
    name: 'ทดสอบ สารกำจัดวัชพืชฉลาก 27.6% SL',
    category: 'herbicides',
    price: 450,
    stockCount: 20,
    image: '/images/products/rai-thong-glyphosate-48.svg',
    registrationNumber: '999/2567',
    formulation: 'SL',
    activeIngredients: [
      { name: 'glufosinate-ammonium', nameTh: 'กลูโฟซิเนต-แอมโมเนียม', percent: 15 },
    ],
    hazardClass: 'II',
    ppe: ['gloves', 'mask'],
    phiDays: 14,
    uses: [
      {
        crop: 'corn',
        target: 'field-weeds',
        rate: { amount: 100, unit: 'ml', per: '20l' },
        waterPerRaiLitres: 80,
        source: 'ฉลากทดสอบ',
      },
    ],
    ...overrides,
  };
}
