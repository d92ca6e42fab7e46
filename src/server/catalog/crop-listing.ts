import { sql } from 'drizzle-orm';
import type { ProductListQuery } from '../../shared/contracts/catalog.ts';
import { farmerSearchTerms } from '../../shared/domain/farmer-search.ts';
import { PRODUCT_SORTS, type ProductSort } from '../../shared/domain/listing.ts';
import { hasUseFor } from '../agronomy/agronomy.service.ts';
import type { Executor } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { products } from '../db/schema/catalog.ts';
import { orderBy, sellableSubstances } from './listing-order.ts';

/**
 * A listing by crop and/or pest and nothing else (no words, category, tags, prices or sale):
 * what a farmer opens from the crop × pest menu, paged and sorted every way.
 */
export function isCropListing(query: ProductListQuery): boolean {
  return (
    (query.crop !== undefined || query.target !== undefined) &&
    query.category === undefined &&
    farmerSearchTerms(query.q).length === 0 &&
    (query.tags?.length ?? 0) === 0 &&
    query.minPrice === undefined &&
    query.maxPrice === undefined &&
    query.onSale === undefined
  );
}

/**
 * One sort's order of the matches: the listing's own ORDER BY (listing-order.ts), unfenced, since
 * an aggregate's order is always a sort and never an index's walk. One statement per shape of the
 * filter (crop, pest, both) and sort, each prepared once per connection (db/prepared.ts).
 */
function orderQuery(sort: ProductSort, crop: boolean, target: boolean) {
  const shape = crop && target ? 'crop_pest' : crop ? 'crop' : 'pest';
  return preparedQuery((db) =>
    db
      .select({
        ids: sql<
          number[] | null
        >`array_agg(${products.id} ORDER BY ${sql.join(orderBy(sort, false), sql`, `)})`,
      })
      .from(products)
      .where(
        sql`${sellableSubstances} AND ${hasUseFor(
          products.id,
          crop ? sql.placeholder('crop') : undefined,
          target ? sql.placeholder('target') : undefined,
        )}`,
      )
      .prepare(`list_${shape}_order_${sort.replace('-', '_')}`),
  );
}

const orderQueries = new Map(
  PRODUCT_SORTS.flatMap((sort) =>
    [
      [true, false],
      [false, true],
      [true, true],
    ].map(([crop, target]) => [
      `${sort} ${crop} ${target}`,
      orderQuery(sort, crop as boolean, target as boolean),
    ]),
  ),
);

async function readOrder(
  db: Executor,
  sort: ProductSort,
  crop?: string,
  target?: string,
): Promise<readonly number[]> {
  const query = orderQueries.get(`${sort} ${crop !== undefined} ${target !== undefined}`);
  if (!query) throw new Error(`no order for ${sort}`);
  const [row] = await query(db).execute({ crop, target });
  return row?.ids ?? [];
}

/**
 * Orders kept, each under the catalogue's version it was read at; the least recently used goes
 * first. The largest (a crop on a third of 10,000 products) is 3,100 ids.
 */
const KEPT_ORDERS = 256;

/** Per database handle (db/prepared.ts): the orders read, or being read, by version and filter. */
const keptOrders = preparedQuery(() => new Map<string, Promise<readonly number[]>>());

/**
 * The ids a crop × pest listing lists, in the order of its sort, at the catalogue's `version`
 * (catalog-cache.ts): read once, in one statement, by the first request of that version; every
 * page after it is a slice, and the total the order's length, with no statement at all. Requests
 * arriving together share the read. A change to the catalogue is a new version, so a new read.
 */
export function cropListingOrder(
  db: Executor,
  version: string,
  query: Pick<ProductListQuery, 'crop' | 'target' | 'sort'>,
): Promise<readonly number[]> {
  const kept = keptOrders(db);
  const key = `${version}\n${query.crop ?? ''}\n${query.target ?? ''}\n${query.sort}`;
  const found = kept.get(key);
  if (found) {
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const reading = readOrder(db, query.sort, query.crop, query.target);
  kept.set(key, reading);
  reading.catch(() => {
    if (kept.get(key) === reading) kept.delete(key);
  });
  if (kept.size > KEPT_ORDERS) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  return reading;
}
