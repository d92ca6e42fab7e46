import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * Reference data of the farmer-fit work (docs/agronomy-sources.md): the crops grown around
 * Ayutthaya, their insects, weeds and diseases, and the active ingredients with their names,
 * spellings, mode-of-action group and legal standing. Loaded by the agronomy_seed migration
 * (scripts/agronomy-data.ts writes its SQL from src/server/agronomy/reference-data.ts).
 */
export const crops = pgTable('crops', {
  /** A stable slug: "rice", "corn". */
  id: varchar({ length: 40 }).primaryKey(),
  name: varchar({ length: 100 }).notNull(),
  nameTh: varchar({ length: 100 }).notNull(),
  position: smallint().notNull(),
  source: text().notNull(),
});

/** Insects, weeds and diseases, by a stable slug ("brown-planthopper"). */
export const pestTargets = pgTable(
  'pest_targets',
  {
    id: varchar({ length: 60 }).primaryKey(),
    kind: varchar({ length: 10 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    nameTh: varchar({ length: 100 }).notNull(),
    source: text().notNull(),
  },
  (t) => [check('pest_targets_kind', sql`${t.kind} IN ('insect', 'weed', 'disease', 'other')`)],
);

/** Which crop suffers which target, in the order the crop lists them. */
export const cropTargets = pgTable(
  'crop_targets',
  {
    cropId: varchar({ length: 40 })
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    targetId: varchar({ length: 60 })
      .notNull()
      .references(() => pestTargets.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.cropId, t.targetId] })],
);

/** Active ingredients: names, the spellings farmers type, MoA group, bans and restrictions. */
export const activeIngredients = pgTable('active_ingredients', {
  /** A stable slug: "glyphosate", "chlorpyrifos-methyl". */
  id: varchar({ length: 60 }).primaryKey(),
  name: varchar({ length: 100 }).notNull(),
  nameTh: varchar({ length: 100 }).notNull(),
  /** Other spellings and names, lower case: "ไกลโฟเซท", "ไกลโฟเสต", "paraquat dichloride". */
  aliases: text().array().notNull().default(sql`'{}'::text[]`),
  /** IRAC, HRAC or FRAC, with the group as the scheme writes it. */
  moaScheme: varchar({ length: 4 }),
  moaGroup: varchar({ length: 10 }),
  /** Banned in Thailand: a product holding it is never sold or listed. */
  banned: boolean().notNull().default(false),
  /** Banned since this day, where the source gives it. */
  bannedSince: date({ mode: 'string' }),
  /** Why and by what act, in Thai, as the admin's refusal names it. */
  bannedNote: text(),
  /** A restricted substance's note, shown with the product (glyphosate). */
  restrictedNote: text(),
  source: text().notNull(),
});

/** What a product's label says it is; one row per labelled product. */
export const productLabels = pgTable('product_labels', {
  productId: integer()
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** As printed on the label ("ทะเบียนเลขที่ …"). */
  registrationNumber: varchar({ length: 60 }),
  formulation: varchar({ length: 4 }),
  hazardClass: varchar({ length: 3 }),
  ppe: text().array().notNull().default(sql`'{}'::text[]`),
  phiDays: integer(),
});

/** The active ingredients on a label, in label order; tied to the reference row when known. */
export const productIngredients = pgTable(
  'product_ingredients',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    ingredientId: varchar({ length: 60 }).references(() => activeIngredients.id),
    name: varchar({ length: 100 }).notNull(),
    nameTh: varchar({ length: 100 }).notNull(),
    percent: numeric({ precision: 6, scale: 3, mode: 'number' }).notNull(),
    moaScheme: varchar({ length: 4 }),
    moaGroup: varchar({ length: 10 }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    index('product_ingredients_ingredient_idx').on(t.ingredientId),
  ],
);

/** The uses on a label: crop × target with its rate. */
export const productUses = pgTable(
  'product_uses',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    cropId: varchar({ length: 40 })
      .notNull()
      .references(() => crops.id),
    targetId: varchar({ length: 60 })
      .notNull()
      .references(() => pestTargets.id),
    rateAmount: numeric({ precision: 10, scale: 3, mode: 'number' }).notNull(),
    rateUnit: varchar({ length: 5 }).notNull(),
    ratePer: varchar({ length: 8 }).notNull(),
    waterPerRaiLitres: numeric({ precision: 8, scale: 2, mode: 'number' }),
    intervalDays: integer(),
    maxApplications: integer(),
    source: text().notNull(),
  },
  (t) => [
    index('product_uses_crop_target_idx').on(t.cropId, t.targetId, t.productId),
    index('product_uses_product_idx').on(t.productId, t.position),
  ],
);
