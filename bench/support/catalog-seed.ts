import { sql } from 'drizzle-orm';
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
  await copyDemoLabels(handle);
}

/**
 * Every lot gets its demo product's label, uses and search words, so the crop × pest listing
 * and the label-word search read as many rows as they would in a real catalogue.
 */
async function copyDemoLabels(handle: DatabaseHandle): Promise<void> {
  const lots = sql`SELECT lot.id AS lot_id, demo.id AS demo_id, demo.label_words
    FROM products lot JOIN products demo ON lot.name LIKE demo.name || ' ล็อต %'`;
  await handle.db.execute(sql`INSERT INTO product_labels
    (product_id, registration_number, formulation, hazard_class, ppe, phi_days)
    SELECT l.lot_id, pl.registration_number, pl.formulation, pl.hazard_class, pl.ppe, pl.phi_days
    FROM (${lots}) l JOIN product_labels pl ON pl.product_id = l.demo_id`);
  await handle.db.execute(sql`INSERT INTO product_ingredients
    (product_id, position, ingredient_id, name, name_th, percent, moa_scheme, moa_group)
    SELECT l.lot_id, i.position, i.ingredient_id, i.name, i.name_th, i.percent, i.moa_scheme, i.moa_group
    FROM (${lots}) l JOIN product_ingredients i ON i.product_id = l.demo_id`);
  await handle.db.execute(sql`INSERT INTO product_uses
    (product_id, position, crop_id, target_id, rate_amount, rate_unit, rate_per,
     water_per_rai_litres, interval_days, max_applications, source)
    SELECT l.lot_id, u.position, u.crop_id, u.target_id, u.rate_amount, u.rate_unit, u.rate_per,
      u.water_per_rai_litres, u.interval_days, u.max_applications, u.source
    FROM (${lots}) l JOIN product_uses u ON u.product_id = l.demo_id`);
  await handle.db.execute(sql`UPDATE products SET label_words = l.label_words
    FROM (${lots}) l WHERE products.id = l.lot_id AND l.label_words <> ''`);
}
