import type { Executor } from '../../server/db/client.ts';
import { products } from '../../server/db/schema/index.ts';
import type { CategoryId } from '../../shared/domain/categories.ts';
import { bahtToSatang } from '../../shared/domain/money.ts';

export type NewProduct = typeof products.$inferInsert;
export type ProductRow = typeof products.$inferSelect;

let sequence = 0;

export interface ProductOverrides extends Partial<NewProduct> {
  /** Whole baht, for readability in tests; wins over priceSatang. */
  price?: number;
  originalPrice?: number | null;
}

/** A product ready to insert: member points are floor(price × 2), as the sample catalogue. */
export function buildProduct(overrides: ProductOverrides = {}): NewProduct {
  sequence += 1;
  const { price, originalPrice, ...rest } = overrides;
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
    stockCount: 100,
    inStock: (rest.stockCount ?? 100) > 0,
    memberPoints: Math.floor((priceSatang / 100) * 2),
    ...rest,
    priceSatang,
    originalPriceSatang,
  };
}

export async function createProduct(
  db: Executor,
  overrides: ProductOverrides = {},
): Promise<ProductRow> {
  const [row] = await db.insert(products).values(buildProduct(overrides)).returning();
  if (!row) throw new Error('product not inserted');
  return row;
}
