import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type {
  AdminProductListQuery,
  AdminProductPage,
  ProductInput,
} from '../../shared/contracts/admin-catalog.ts';
import { LABEL_INPUT_KEYS, type LabelInput } from '../../shared/contracts/admin-label.ts';
import type { Product } from '../../shared/contracts/catalog.ts';
import { bahtToSatang } from '../../shared/domain/money.ts';
import {
  checkLabel,
  type LabelFacts,
  labelAsInput,
  labelsOf,
  writeLabel,
} from '../agronomy/agronomy.service.ts';
import type { Executor } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { containsPattern } from '../db/search.ts';
import { AppError } from '../http/errors.ts';
import { toProducts } from './product.mapper.ts';

const PRODUCT_NOT_FOUND = 'Product not found';

/** The product columns an admin writes; stock 0 always means out of stock. */
function toColumns(input: ProductInput, facts: LabelFacts) {
  return {
    labelWords: facts.labelWords,
    hasBannedSubstance: facts.hasBannedSubstance,
    name: input.name,
    category: input.category,
    priceSatang: bahtToSatang(input.price),
    originalPriceSatang: input.originalPrice === null ? null : bahtToSatang(input.originalPrice),
    imageUrl: input.image,
    isOnSale: input.isOnSale,
    description: input.description,
    how2use: input.how2use,
    features: input.features,
    inStock: input.inStock && input.stockCount > 0,
    stockCount: input.stockCount,
    memberPoints: input.memberPoints,
    isEligibleForPromotion: input.isEligibleForPromotion,
    codAllowed: input.codAllowed,
    refusedCarriers: input.refusedCarriers,
  };
}

/** Admin search matches name, description and tags, case-insensitively; newest first. */
export async function listAdminProducts(
  db: Executor,
  query: AdminProductListQuery,
): Promise<AdminProductPage> {
  const conditions: SQL[] = [];
  if (query.category) conditions.push(eq(products.category, query.category));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const match = or(
      ilike(products.name, pattern),
      ilike(products.description, pattern),
      sql`array_to_string(${products.features}, ' ') ILIKE ${pattern}`,
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(products).where(where);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: await toProducts(db, rows),
    total: totalRow?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A product is sellable when it is in stock: only then may a banned substance stop it. */
const isSellable = (input: ProductInput) => input.inStock && input.stockCount > 0;

/** The label the input gives, over the stored one; undefined when the input names no label field. */
function labelFromInput(input: ProductInput, stored: LabelInput): LabelInput | undefined {
  if (LABEL_INPUT_KEYS.every((key) => input[key] === undefined)) return undefined;
  return {
    registrationNumber:
      input.registrationNumber === undefined
        ? stored.registrationNumber
        : input.registrationNumber || null,
    formulation: input.formulation === undefined ? stored.formulation : input.formulation,
    activeIngredients: input.activeIngredients ?? stored.activeIngredients,
    hazardClass: input.hazardClass === undefined ? stored.hazardClass : input.hazardClass,
    ppe: input.ppe ?? stored.ppe,
    phiDays: input.phiDays === undefined ? stored.phiDays : input.phiDays,
    uses: input.uses ?? stored.uses,
  };
}

async function answerOf(db: Executor, row: typeof products.$inferSelect): Promise<Product> {
  const [product] = await toProducts(db, [row]);
  if (!product) throw new Error('product not read');
  return product;
}

/**
 * A new product is on the storefront at once, with no rating and no reviews yet; one with a
 * banned active ingredient is refused while it would be sellable (409, nothing saved).
 */
export async function createAdminProduct(db: Executor, input: ProductInput): Promise<Product> {
  return db.transaction(async (tx) => {
    const label = labelFromInput(input, labelAsInput(undefined));
    const checked = label ? await checkLabel(tx, label, isSellable(input)) : undefined;
    const facts = checked?.facts ?? { labelWords: '', hasBannedSubstance: false };
    const [row] = await tx
      .insert(products)
      .values({ ...toColumns(input, facts), rating: 0, reviewCount: 0 })
      .returning();
    if (!row) throw new Error('product not inserted');
    if (checked) await writeLabel(tx, row.id, checked);
    return answerOf(tx, row);
  });
}

/**
 * Replaces what the admin form edits; rating and review count stay as they are. The label is
 * replaced when the input names it, and checked again for banned substances either way.
 */
export async function updateAdminProduct(
  db: Executor,
  id: number,
  input: ProductInput,
): Promise<Product> {
  return db.transaction(async (tx) => {
    const stored = labelAsInput((await labelsOf(tx, [id])).get(id));
    const label = labelFromInput(input, stored);
    const checked = await checkLabel(tx, label ?? stored, isSellable(input));
    const [row] = await tx
      .update(products)
      .set(toColumns(input, checked.facts))
      .where(eq(products.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
    if (label) await writeLabel(tx, id, checked);
    return answerOf(tx, row);
  });
}

/** Removes a product; order items that named it keep their copy of name and price. */
export async function deleteAdminProduct(db: Executor, id: number): Promise<void> {
  const deleted = await db
    .delete(products)
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
}
