import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { newsCategory } from './enums.ts';

export const articles = pgTable(
  'articles',
  {
    id: serial().primaryKey(),
    title: varchar({ length: 200 }).notNull(),
    excerpt: varchar({ length: 1000 }).notNull(),
    content: text().notNull(),
    imageUrl: text().notNull(),
    author: varchar({ length: 100 }).notNull(),
    publishedDate: timestamptz().notNull(),
    readTime: varchar({ length: 50 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('articles_published_date_idx').on(t.publishedDate)],
);

export const news = pgTable(
  'news',
  {
    id: serial().primaryKey(),
    title: varchar({ length: 200 }).notNull(),
    summary: varchar({ length: 1000 }).notNull(),
    content: text().notNull(),
    category: newsCategory().notNull(),
    isUrgent: boolean().notNull().default(false),
    publishedDate: timestamptz().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('news_published_date_idx').on(t.publishedDate)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 100 }).notNull(),
    rating: integer().notNull(),
    comment: text().notNull(),
    imageUrl: text(),
    /** Where the review came from: Facebook, TikTok, Shopee, LINE… */
    tag: varchar({ length: 30 }).notNull(),
    date: timestamptz().notNull(),
    isFeatured: boolean().notNull().default(false),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The product a buyer reviewed; null for the shop's featured social-media reviews. */
    productId: integer().references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The delivered order the review was written from (one review per product per order). Not a
     * foreign key: a deleted order's reviews stay, as an erased customer's do.
     */
    orderId: varchar({ length: 32 }),
    /** The pack size bought ("1 ลิตร"), as the order says. */
    variantLabel: varchar({ length: 40 }),
    /** Written by the customer of a delivered order holding the product ("ผู้ซื้อจริง"). */
    verifiedBuyer: boolean().notNull().default(false),
    /** Hidden by staff, with their reason: off the storefront and out of the product's rating. */
    hiddenAt: timestamptz(),
    hiddenReason: varchar({ length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_date_idx').on(t.date),
    index('reviews_product_visible_idx')
      .on(t.productId, t.date.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} IS NULL`),
    unique('reviews_one_per_order_product').on(t.orderId, t.productId),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_hidden_says_why', sql`(${t.hiddenAt} IS NULL) = (${t.hiddenReason} IS NULL)`),
  ],
);
