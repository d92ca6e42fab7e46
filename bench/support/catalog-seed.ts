import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/client.ts';
import { products } from '../../src/server/db/schema/index.ts';
import { demoProducts } from '../../src/server/db/seed/catalog.ts';
import { seedDatabase } from '../../src/server/db/seed/index.ts';
import { CATEGORY_IDS } from '../../src/shared/domain/categories.ts';
import { buildProduct } from '../../src/testing/factories/catalog.ts';

/** 10,000 believable products: the demo catalogue's texts with other prices, stock and dates. */
export async function seedProducts(handle: DatabaseHandle, total: number): Promise<void> {
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { rootPhone: '0800000009', rootPassword: 'bench-root-password' });
  const now = Date.now();
  const batch = [];
  for (let i = 0; i < total - demoProducts.length; i += 1) {
    const demo = demoProducts[i % demoProducts.length] as (typeof demoProducts)[number];
    const price = 99 + ((i * 7919) % 2400);
    const onSale = i % 5 === 0;
    batch.push(
      buildProduct({
        name: `${demo.name} ล็อต ${i + 1}`,
        category: CATEGORY_IDS[i % CATEGORY_IDS.length],
        price,
        originalPrice: onSale ? Math.round(price * 1.25) : null,
        rating: Math.round((3 + (i % 21) / 10) * 10) / 10,
        reviewCount: (i * 31) % 300,
        imageUrl: demo.image,
        isOnSale: onSale,
        description: demo.description,
        how2use: demo.how2use,
        features: demo.features,
        stockCount: (i * 13) % 400,
        createdAt: new Date(now - i * 60_000),
      }),
    );
    if (batch.length === 500) {
      await handle.db.insert(products).values(batch.splice(0));
    }
  }
  if (batch.length > 0) await handle.db.insert(products).values(batch);
}
