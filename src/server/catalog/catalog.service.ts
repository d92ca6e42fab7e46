import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type {
  CategoryCount,
  Product,
  ProductListQuery,
  Recommendation,
} from '../../shared/contracts/catalog.ts';
import type { Page } from '../../shared/contracts/common.ts';
import type { ModeOfAction } from '../../shared/contracts/farm-fit.ts';
import { bannedSubstancesIn } from '../../shared/domain/banned-substances.ts';
import { CATEGORIES, type CategoryId } from '../../shared/domain/categories.ts';
import { farmerSearchTerms, type SearchTerm } from '../../shared/domain/farmer-search.ts';
import { bahtToSatang } from '../../shared/domain/money.ts';
import { productMessages } from '../../shared/product-messages.ts';
import { hasUseFor, usesFor } from '../agronomy/agronomy.service.ts';
import type { Executor } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { containsPattern } from '../db/sql-text.ts';
import { AppError } from '../http/errors.ts';
import { cropListingOrder, isCropListing } from './crop-listing.ts';
import { orderBy, sellableSubstances } from './listing-order.ts';
import { productColumns, readWholeProducts, toProducts } from './product.mapper.ts';

/**
 * A word matches a product when its name, description, one of its tags or its label words
 * (ingredients and their spellings, crops, pests) contain it, in any case: `search_text` holds
 * them in lower case, with a trigram index. A farmer's word for a kind of product ("ยาฆ่าหญ้า")
 * also matches that category.
 */
function wordCondition(term: SearchTerm): SQL {
  const inText = sql`${products.searchText} LIKE lower(${containsPattern(term.text)})`;
  return term.category ? sql`(${inText} OR ${products.category} = ${term.category})` : inText;
}

function listConditions(query: Omit<ProductListQuery, 'page' | 'pageSize' | 'sort'>) {
  const conditions: SQL[] = [sellableSubstances];
  if (query.category) conditions.push(eq(products.category, query.category));
  for (const term of farmerSearchTerms(query.q)) conditions.push(wordCondition(term));
  if (query.crop || query.target) {
    conditions.push(hasUseFor(products.id, query.crop, query.target));
  }
  if (query.tags && query.tags.length > 0)
    conditions.push(arrayContains(products.features, query.tags));
  if (query.minPrice !== undefined)
    conditions.push(gte(products.priceSatang, bahtToSatang(query.minPrice)));
  if (query.maxPrice !== undefined)
    conditions.push(lte(products.priceSatang, bahtToSatang(query.maxPrice)));
  if (query.onSale !== undefined) conditions.push(eq(products.isOnSale, query.onSale));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The page's ids and the matches' count, found in SQL on the narrow columns. */
async function pageInSql(
  db: Executor,
  query: ProductListQuery,
): Promise<{ ids: number[]; total: number }> {
  const where = listConditions(query);
  const fenced =
    farmerSearchTerms(query.q).length > 0 ||
    (query.tags?.length ?? 0) > 0 ||
    query.crop !== undefined ||
    query.target !== undefined;
  const [idRows, totals] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...orderBy(query.sort, fenced))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { ids: idRows.map((row) => row.id), total: totals[0]?.n ?? 0 };
}

/** The page's ids and the matches' count, from the crop × pest listing's order (crop-listing.ts). */
async function pageOfOrders(
  db: Executor,
  version: string,
  query: ProductListQuery,
): Promise<{ ids: number[]; total: number }> {
  const order = await cropListingOrder(db, version, query);
  const from = (query.page - 1) * query.pageSize;
  return { ids: order.slice(from, from + query.pageSize), total: order.length };
}

/**
 * The storefront listing: search (every word), tags (every tag), filters, sort and page, in SQL.
 * The page's ids are found on the narrow columns first, then only those products are read whole
 * (one statement). Given the catalogue's `version`, a crop × pest listing pages through orders
 * kept for that version instead.
 */
export async function listProducts(
  db: Executor,
  query: ProductListQuery,
  version?: string,
): Promise<Page<Product>> {
  const { ids, total } =
    version !== undefined && isCropListing(query)
      ? await pageOfOrders(db, version, query)
      : await pageInSql(db, query);
  const byId = await readWholeProducts(db, ids);
  return {
    items: ids.flatMap((id) => {
      const whole = byId.get(id);
      return whole ? [whole.product] : [];
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A stored product, and whether it holds a banned substance. */
export interface StoredProduct {
  product: Product;
  /**
   * Its flag, written on save, or its label's names as they read now: a row written behind the
   * shop's back (or before names were read as they look) is caught here all the same.
   */
  banned: boolean;
}

/** One product as stored, public or not, read in one statement; null when there is none. */
export async function readProduct(db: Executor, id: number): Promise<StoredProduct | null> {
  const whole = (await readWholeProducts(db, [id])).get(id);
  if (!whole) return null;
  const { product, hasBannedSubstance } = whole;
  const banned = hasBannedSubstance || bannedSubstancesIn(product.activeIngredients).length > 0;
  return { product, banned };
}

/** One product for its page; a missing id, or a product with a banned substance, is a 404. */
export async function getProduct(db: Executor, id: number): Promise<Product> {
  const stored = await readProduct(db, id);
  if (!stored || stored.banned) throw new AppError('NOT_FOUND', productMessages.notFound);
  return stored.product;
}

/** Bestsellers are ranked by rating × review count, highest first. */
export async function listBestsellers(db: Executor, limit: number): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(sellableSubstances)
    .orderBy(
      desc(sql`${products.rating} * ${products.reviewCount}`),
      desc(products.reviewCount),
      asc(products.id),
    )
    .limit(limit);
  return toProducts(db, rows);
}

/** The six categories in the shop's order, each with how many products it lists. */
export async function listCategories(db: Executor): Promise<CategoryCount[]> {
  const rows = await db
    .select({ category: products.category, n: count() })
    .from(products)
    .where(sellableSubstances)
    .groupBy(products.category);
  const counts = new Map(rows.map((row) => [row.category, row.n]));
  return CATEGORIES.map((category) => ({
    id: category.id,
    name: category.name,
    count: counts.get(category.id) ?? 0,
  }));
}

/** Groups in the order a scheme numbers them: "2B" < "4A" < "4E" < "9B" < "16" < "16.1" < "M03". */
function moaOrder(a: ModeOfAction | null, b: ModeOfAction | null): number {
  if (!a || !b) return a ? -1 : b ? 1 : 0;
  if (a.scheme !== b.scheme) return a.scheme < b.scheme ? -1 : 1;
  return a.group.localeCompare(b.group, 'en', { numeric: true });
}

/**
 * Products labelled for a crop and target, grouped by mode of action so a farmer can rotate
 * groups (docs/agronomy-facts.md); a product with a banned substance is never among them.
 */
export async function recommend(
  db: Executor,
  crop: string,
  target: string,
): Promise<Recommendation[]> {
  const uses = await usesFor(db, crop, target);
  if (uses.length === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(
      and(
        sellableSubstances,
        inArray(
          products.id,
          uses.map((use) => use.productId),
        ),
      ),
    );
  const byId = new Map((await toProducts(db, rows)).map((product) => [product.id, product]));
  return uses
    .flatMap((use) => {
      const product = byId.get(use.productId);
      return product ? [{ product, use: use.use, moa: use.moa }] : [];
    })
    .sort(
      (a, b) =>
        moaOrder(a.moa, b.moa) ||
        Number(b.product.inStock) - Number(a.product.inStock) ||
        a.product.name.localeCompare(b.product.name, 'th') ||
        a.product.id - b.product.id,
    );
}

/** A product page as the sitemap names it: where it is and when it last changed. */
export interface ProductPageRef {
  id: number;
  category: CategoryId;
  updatedAt: Date;
}

/**
 * Every product the storefront's listing shows (none with a banned substance: the rule of
 * `listProducts`), by id, at most `limit`: the product pages of the sitemap.
 */
export async function listProductPages(db: Executor, limit: number): Promise<ProductPageRef[]> {
  if (limit <= 0) return [];
  return db
    .select({ id: products.id, category: products.category, updatedAt: products.updatedAt })
    .from(products)
    .where(sellableSubstances)
    .orderBy(asc(products.id))
    .limit(limit);
}
