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
 * Ids kept across every order, at most: about 2 MB of the process's memory. The least recently
 * used order goes first. Every crop × pest × sort the shop knows (36 × 6) over 10,000 products is
 * about 110,000; the largest one order (a crop on a third of them) is 3,100.
 */
const KEPT_IDS = 250_000;

/** The orders read, or being read, by version and filter, and how many ids they hold. */
export class KeptOrders {
  readonly orders = new Map<string, Promise<readonly number[]>>();
  readonly #limit: number;
  readonly #sizes = new Map<string, number>();
  #ids = 0;

  constructor(limit = KEPT_IDS) {
    this.#limit = limit;
  }

  get(key: string): Promise<readonly number[]> | undefined {
    const found = this.orders.get(key);
    if (found) {
      this.orders.delete(key);
      this.orders.set(key, found);
    }
    return found;
  }

  add(key: string, reading: Promise<readonly number[]>): void {
    this.orders.set(key, reading);
    reading.then(
      (order) => {
        if (this.orders.get(key) !== reading) return;
        this.#sizes.set(key, order.length);
        this.#ids += order.length;
        this.#trim();
      },
      () => {
        if (this.orders.get(key) === reading) this.orders.delete(key);
      },
    );
  }

  /** How many ids are kept (for tests). */
  get ids(): number {
    return this.#ids;
  }

  #trim(): void {
    for (const key of this.orders.keys()) {
      if (this.#ids <= this.#limit || this.orders.size <= 1) return;
      this.orders.delete(key);
      this.#ids -= this.#sizes.get(key) ?? 0;
      this.#sizes.delete(key);
    }
  }
}

/** Per database handle (db/prepared.ts). */
const keptOrders = preparedQuery(() => new KeptOrders());

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
  if (found) return found;
  const reading = readOrder(db, query.sort, query.crop, query.target);
  kept.add(key, reading);
  return reading;
}
