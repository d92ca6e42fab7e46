import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { adminMessages } from '../../shared/admin-messages.ts';
import { checkoutMessages } from '../../shared/checkout-messages.ts';
import type {
  AdminProduct,
  AdminProductListQuery,
  AdminProductPage,
  PackSizeInput,
  ProductInput,
} from '../../shared/contracts/admin-catalog.ts';
import { LABEL_INPUT_KEYS, type LabelInput } from '../../shared/contracts/admin-label.ts';
import type { PackUnit } from '../../shared/contracts/farm-fit.ts';
import { bahtToSatang } from '../../shared/domain/money.ts';
import { ONE_SIZE_LABEL } from '../../shared/domain/pack-sizes.ts';
import { isVatExempt } from '../../shared/domain/payments.ts';
import {
  checkLabel,
  type LabelFacts,
  labelAsInput,
  writeLabel,
} from '../agronomy/agronomy.service.ts';
import { labelsOf } from '../agronomy/product-labels.ts';
import type { Executor } from '../db/client.ts';
import { readTogether } from '../db/read-together.ts';
import { products, productVariants } from '../db/schema/catalog.ts';
import { containsPattern } from '../db/search.ts';
import { uniqueViolation } from '../db/unique-violation.ts';
import { AppError } from '../http/errors.ts';
import { type ProductRow, toProducts } from './product.mapper.ts';
import type { VariantRow } from './variants.ts';

const {
  searchText: _searchText,
  nameSortKey: _nameSortKey,
  ...productColumns
} = getTableColumns(products);

const PRODUCT_NOT_FOUND = 'Product not found';

/** A size as it is saved: an `id` keeps that size, none adds one. */
interface SizeColumns {
  id?: number;
  label: string;
  size: number;
  unit: PackUnit;
  priceSatang: number;
  originalPriceSatang: number | null;
  stockCount: number;
  memberPoints: number;
  /** Left out: a new size takes the column's default, a kept one its saved line. */
  lowStockThreshold?: number;
}

/** The sizes the admin sent, in satang. */
function sizesOf(sizes: readonly PackSizeInput[]): SizeColumns[] {
  return sizes.map((size) => ({
    ...(size.id !== undefined ? { id: size.id } : {}),
    label: size.label,
    size: size.size,
    unit: size.unit,
    priceSatang: bahtToSatang(size.price),
    originalPriceSatang: size.originalPrice === null ? null : bahtToSatang(size.originalPrice),
    stockCount: size.stockCount,
    memberPoints: size.memberPoints,
    ...(size.lowStockThreshold !== undefined ? { lowStockThreshold: size.lowStockThreshold } : {}),
  }));
}

/**
 * The product's one size from its own price, stock and points, as the form sent them before
 * products had sizes (and as callers still may): keeps the label, size and unit of `kept`.
 */
function oneSizeOf(input: ProductInput, kept?: VariantRow): SizeColumns {
  return {
    ...(kept ? { id: kept.id } : {}),
    label: kept?.label ?? ONE_SIZE_LABEL,
    size: kept ? Number(kept.size) : 1,
    unit: (kept?.unit as PackUnit | undefined) ?? 'piece',
    priceSatang: bahtToSatang(input.price ?? 0),
    originalPriceSatang: input.originalPrice === null ? null : bahtToSatang(input.originalPrice),
    stockCount: input.stockCount ?? 0,
    memberPoints: input.memberPoints,
  };
}

/**
 * The product columns an admin writes; stock 0 always means out of stock. Price, original price
 * and points are the cheapest size's; the sizes' trigger writes them again from the saved sizes
 * (migrations 0020, 0030). Stock is the sizes' alone (decision 0063). The label's words and
 * banned flag are the agronomy domain's `checkLabel`'s.
 */
function toColumns(input: ProductInput, sizes: readonly SizeColumns[], facts: LabelFacts) {
  const cheapest = [...sizes].sort((a, b) => a.priceSatang - b.priceSatang)[0] as SizeColumns;
  const stockCount = sizes.reduce((sum, size) => sum + size.stockCount, 0);
  return {
    labelWords: facts.labelWords,
    hasBannedSubstance: facts.hasBannedSubstance,
    name: input.name,
    category: input.category,
    priceSatang: cheapest.priceSatang,
    originalPriceSatang: cheapest.originalPriceSatang,
    imageUrl: input.image,
    isOnSale: input.isOnSale,
    description: input.description,
    how2use: input.how2use,
    features: input.features,
    inStock: input.inStock && stockCount > 0,
    memberPoints: cheapest.memberPoints,
    isEligibleForPromotion: input.isEligibleForPromotion,
    codAllowed: input.codAllowed,
    vatExempt: input.vatExempt ?? isVatExempt(input.category),
    refusedCarriers: input.refusedCarriers,
  };
}

function sizeValues(productId: number, size: SizeColumns, position: number) {
  const { id: _id, ...columns } = size;
  return { ...columns, productId, position, archived: false };
}

/** Two sizes of one product with one label: the form's message on the label. */
function duplicateLabel(error: unknown): AppError | null {
  if (uniqueViolation(error) !== 'product_variants_live_label') return null;
  const message = adminMessages.packSizes.duplicateLabel;
  return new AppError('VALIDATION', message, { fields: { variants: message } });
}

/** Products as the back office reads them: the storefront's answer, each size with its line. */
async function adminAnswersOf(db: Executor, rows: readonly ProductRow[]): Promise<AdminProduct[]> {
  const [answers, sizes] = await readTogether(db, [
    () => toProducts(db, rows),
    async () =>
      rows.length === 0
        ? []
        : db
            .select({
              id: productVariants.id,
              lowStockThreshold: productVariants.lowStockThreshold,
            })
            .from(productVariants)
            .where(
              inArray(
                productVariants.productId,
                rows.map((row) => row.id),
              ),
            ),
  ]);
  const lines = new Map(sizes.map((size) => [size.id, size.lowStockThreshold]));
  return answers.map((product) => ({
    ...product,
    variants: product.variants.map((variant) => ({
      ...variant,
      lowStockThreshold: lines.get(variant.id) ?? 0,
    })),
  }));
}

async function answerOf(db: Executor, row: ProductRow): Promise<AdminProduct> {
  const [product] = await adminAnswersOf(db, [row]);
  return product as AdminProduct;
}

/** One product as the back office reads it to edit. */
export async function getAdminProduct(db: Executor, id: number): Promise<AdminProduct> {
  return answerOf(db, await savedRow(db, id));
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
    .select(productColumns)
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: await adminAnswersOf(db, rows),
    total: totalRow?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A product is sellable when it is in stock: only then may a banned substance stop it. */
const isSellable = (input: ProductInput, sizes: readonly SizeColumns[]) =>
  input.inStock && sizes.some((size) => size.stockCount > 0);

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

/**
 * A new product is on the storefront at once, with no rating and no reviews yet: with the sizes
 * sent, or one size of its own price, stock and points. One with a banned active ingredient is
 * refused while it would be sellable (409, nothing saved).
 */
export async function createAdminProduct(db: Executor, input: ProductInput): Promise<AdminProduct> {
  const sizes = input.variants ? sizesOf(input.variants) : [oneSizeOf(input)];
  try {
    return await db.transaction(async (tx) => {
      const label = labelFromInput(input, labelAsInput(undefined));
      const checked = label ? await checkLabel(tx, label, isSellable(input, sizes)) : undefined;
      const facts = checked?.facts ?? { labelWords: '', hasBannedSubstance: false };
      const [inserted] = await tx
        .insert(products)
        .values({ ...toColumns(input, sizes, facts), rating: 0, reviewCount: 0 })
        .returning({ id: products.id });
      if (!inserted) throw new Error('product not inserted');
      await tx
        .insert(productVariants)
        .values(sizes.map((size, position) => sizeValues(inserted.id, size, position)));
      if (checked) await writeLabel(tx, inserted.id, checked);
      return answerOf(tx, await savedRow(tx, inserted.id));
    });
  } catch (error) {
    throw duplicateLabel(error) ?? error;
  }
}

async function savedRow(db: Executor, id: number): Promise<ProductRow> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return row;
}

/**
 * Replaces what the admin form edits; rating and review count stay as they are. The sizes sent
 * replace the product's: those with an id are updated, those without added, and those left out
 * deleted, or archived when an order names them (the order keeps its line). Without sizes, the
 * product's price, stock and points are its one size: its first size keeps its label and takes
 * them, and any other goes. The label is replaced when the input names it, and checked again for
 * banned substances either way.
 */
export async function updateAdminProduct(
  db: Executor,
  id: number,
  input: ProductInput,
): Promise<AdminProduct> {
  try {
    return await db.transaction(async (tx) => {
      // The product's row first, as every stock path locks it before its sizes.
      const [locked] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!locked) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
      const live = await tx
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.productId, id), eq(productVariants.archived, false)))
        .orderBy(asc(productVariants.position), asc(productVariants.id));
      const sizes = input.variants ? sizesOf(input.variants) : [oneSizeOf(input, live[0])];
      const stored = labelAsInput((await labelsOf(tx, [id])).get(id));
      const label = labelFromInput(input, stored);
      const checked = await checkLabel(tx, label ?? stored, isSellable(input, sizes));
      const liveIds = new Set(live.map((size) => size.id));
      const fields: Record<string, string> = {};
      sizes.forEach((size, index) => {
        if (size.id !== undefined && !liveIds.has(size.id)) {
          fields[`variants.${index}.id`] = checkoutMessages.cart.unknownSize;
        }
      });
      if (Object.keys(fields).length > 0) {
        throw new AppError('VALIDATION', checkoutMessages.cart.unknownSize, { fields });
      }
      const keptIds = new Set(sizes.flatMap((size) => (size.id === undefined ? [] : [size.id])));
      const gone = live.filter((size) => !keptIds.has(size.id)).map((size) => size.id);
      if (gone.length > 0) {
        const ordered = await orderedVariants(tx, gone);
        // Archived first, so a new size may take a gone size's label.
        await tx
          .update(productVariants)
          .set({ archived: true, updatedAt: new Date() })
          .where(inArray(productVariants.id, gone));
        const unordered = gone.filter((variantId) => !ordered.has(variantId));
        if (unordered.length > 0) {
          await tx.delete(productVariants).where(inArray(productVariants.id, unordered));
        }
      }
      for (const [position, size] of sizes.entries()) {
        if (size.id === undefined) {
          await tx.insert(productVariants).values(sizeValues(id, size, position));
        } else {
          const { productId: _productId, ...columns } = sizeValues(id, size, position);
          await tx
            .update(productVariants)
            .set({ ...columns, updatedAt: new Date() })
            .where(eq(productVariants.id, size.id));
        }
      }
      await tx
        .update(products)
        .set(toColumns(input, sizes, checked.facts))
        .where(eq(products.id, id));
      // The sizes' trigger has the last word on price, stock and points.
      await tx.execute(sql`select catalog_roll_up_variants(${sql.param([id])}::integer[])`);
      if (label) await writeLabel(tx, id, checked);
      return answerOf(tx, await savedRow(tx, id));
    });
  } catch (error) {
    throw duplicateLabel(error) ?? error;
  }
}

/**
 * The sizes an order names, asked of the orders' own function (orders/sql/orders.sql
 * `orders_ordered_variants`): such a size is archived, never deleted.
 */
async function orderedVariants(db: Executor, variantIds: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .select({ variantId: sql<number>`variant_id` })
    .from(
      sql`orders_ordered_variants(p_variant_ids => ${sql.param([...variantIds])}::integer[]) AS ordered(variant_id)`,
    );
  return new Set(rows.map((row) => row.variantId));
}

/** Removes a product; order items that named it keep their copy of name and price. */
export async function deleteAdminProduct(db: Executor, id: number): Promise<void> {
  const deleted = await db
    .delete(products)
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
}
