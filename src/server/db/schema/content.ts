import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_date_idx').on(t.date),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
