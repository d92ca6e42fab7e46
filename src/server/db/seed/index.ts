import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../../accounts/password.ts';
import type { Database, Executor } from '../client.ts';
import {
  analyticsEvents,
  articles,
  news,
  paymentSettings,
  products,
  productVariants,
  promotions,
  reviews,
  shopSettings,
  users,
} from '../schema/index.ts';
import { seedDemoLabels } from './agronomy.ts';
import { demoProductRows, demoVariantRows } from './catalog.ts';
import { demoArticleRows, demoNewsRows, demoReviewRows } from './content.ts';
import { defaultPaymentSettings } from './payment-settings.ts';
import { demoPromotion } from './promotions.ts';
import { defaultShopSettings } from './shop-settings.ts';

export interface SeedOptions {
  rootPhone: string;
  rootPassword?: string;
  /** Demo analytics events; off in tests that count events. */
  demoEvents?: boolean;
  now?: Date;
}

export interface SeedResult {
  rootPhone: string;
  /**
   * Whether this start created the root account, found one made before, or could make none: a
   * customer registered with ROOT_PHONE first (the phone is theirs).
   */
  root: 'created' | 'existing' | 'phone-taken';
  /** Set only when the root account was created just now with a generated password. */
  generatedRootPassword?: string;
  /** The rows this start added to empty tables (0 for a table that had rows, so was left alone). */
  added: {
    products: number;
    categories: number;
    articles: number;
    news: number;
    reviews: number;
    promotions: string[];
    demoEvents: number;
  };
}

type SeededTable =
  | typeof products
  | typeof articles
  | typeof news
  | typeof reviews
  | typeof promotions
  | typeof analyticsEvents;

async function isEmpty(db: Executor, table: SeededTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** Fills an empty shop with the demo data; every part is skipped when its table has rows. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const result: SeedResult = {
    rootPhone: options.rootPhone,
    root: 'existing',
    added: {
      products: 0,
      categories: 0,
      articles: 0,
      news: 0,
      reviews: 0,
      promotions: [],
      demoEvents: 0,
    },
  };
  const { added } = result;

  const [root] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'root'))
    .limit(1);
  if (!root) {
    const password = options.rootPassword ?? randomBytes(9).toString('base64url');
    const created = await db
      .insert(users)
      .values({
        phone: options.rootPhone,
        passwordHash: await hashPassword(password),
        firstName: 'ผู้ดูแล',
        lastName: 'ระบบ',
        address: defaultShopSettings.address,
        role: 'root',
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    result.root = created.length > 0 ? 'created' : 'phone-taken';
    if (created.length > 0 && !options.rootPassword) result.generatedRootPassword = password;
  }

  await db.insert(shopSettings).values(defaultShopSettings).onConflictDoNothing();
  await db.insert(paymentSettings).values(defaultPaymentSettings).onConflictDoNothing();

  await db.transaction(async (tx) => {
    if (await isEmpty(tx, products)) {
      const rows = demoProductRows(now);
      const inserted = await tx
        .insert(products)
        .values(rows)
        .returning({ id: products.id, name: products.name });
      await tx.insert(productVariants).values(demoVariantRows(inserted));
      await seedDemoLabels(tx);
      added.products = inserted.length;
      added.categories = new Set(rows.map((row) => row.category)).size;
    }
    if (await isEmpty(tx, articles)) {
      added.articles = (
        await tx.insert(articles).values(demoArticleRows(now)).returning({ id: articles.id })
      ).length;
    }
    if (await isEmpty(tx, news)) {
      added.news = (
        await tx.insert(news).values(demoNewsRows(now)).returning({ id: news.id })
      ).length;
    }
    if (await isEmpty(tx, reviews)) {
      added.reviews = (
        await tx.insert(reviews).values(demoReviewRows(now)).returning({ id: reviews.id })
      ).length;
    }
    if (await isEmpty(tx, promotions)) {
      await tx.insert(promotions).values(demoPromotion);
      added.promotions = [demoPromotion.discountCode ?? demoPromotion.title];
    }
    if (options.demoEvents !== false && (await isEmpty(tx, analyticsEvents))) {
      const catalogue = await tx.select({ id: products.id, name: products.name }).from(products);
      const events = demoEvents(catalogue, now);
      if (events.length > 0) await tx.insert(analyticsEvents).values(events);
      added.demoEvents = events.length;
    }
  });

  return result;
}

/** A week of believable visits, from a fixed pseudo-random sequence so every demo looks alike. */
function demoEvents(
  catalogue: { id: number; name: string }[],
  now: Date,
): (typeof analyticsEvents.$inferInsert)[] {
  let state = 20261122;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const pages = [
    '/',
    '/products',
    '/products/herbicides',
    '/products/insecticides',
    '/promotions',
    '/bestsellers',
    '/articles',
    '/news',
  ];
  const channels = ['website', 'website', 'website', 'mobile', 'mobile'] as const;
  const referrers = ['facebook.com', 'line.me', 'google.com', 'direct'];
  const events: (typeof analyticsEvents.$inferInsert)[] = [];
  if (catalogue.length === 0) return events;
  for (let i = 0; i < 400; i++) {
    const occurredAt = new Date(now.getTime() - random() * 7 * 24 * 60 * 60 * 1000);
    const channel = pick(channels);
    const roll = random();
    if (roll < 0.45) {
      events.push({
        eventType: 'page_view',
        channel,
        pageUrl: pick(pages),
        details: { referrer: pick(referrers) },
        occurredAt,
      });
    } else if (roll < 0.8) {
      const product = pick(catalogue);
      events.push({
        eventType: 'product_view',
        channel,
        productId: product.id,
        productName: product.name,
        details: { duration: Math.round(5 + random() * 120) },
        occurredAt,
      });
    } else {
      const product = pick(catalogue);
      events.push({
        eventType: 'cart_add',
        channel,
        productId: product.id,
        productName: product.name,
        details: { quantity: 1 + Math.floor(random() * 3) },
        occurredAt,
      });
    }
  }
  return events;
}
