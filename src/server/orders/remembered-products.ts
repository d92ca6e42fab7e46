import {
  type CartProductRow,
  type CartVariantRow,
  readCartProducts,
} from '../catalog/cart-products.ts';
import type { Executor } from '../db/client.ts';

/** What checkout prices a cart with; never stock, which only `place_order` decides. */
export type PricedProduct = Pick<
  CartProductRow,
  'id' | 'name' | 'priceSatang' | 'isEligibleForPromotion' | 'codAllowed' | 'refusedCarriers'
> & { variants: Pick<CartVariantRow, 'id' | 'label' | 'priceSatang'>[] };

/** More products than the shop sells: past it, the longest remembered are dropped first. */
const DEFAULT_CAPACITY = 10_000;

/**
 * The products checkout has priced, remembered between orders so that an order does not read its
 * products before `place_order` locks them (decision 0014). What is remembered is only a guess:
 * `place_order` compares every price, name, eligibility and COD allowance with the locked rows and answers
 * PRICES_CHANGED when one differs or a product or size is gone, whoever changed it (the admin, another
 * server process, psql). Checkout then forgets the cart's products and prices it again from the
 * database, so an order is never saved at a price the database does not have.
 */
export class RememberedProducts {
  readonly #rows = new Map<number, PricedProduct>();
  readonly #capacity: number;

  constructor(capacity = DEFAULT_CAPACITY) {
    this.#capacity = capacity;
  }

  get size(): number {
    return this.#rows.size;
  }

  /** The products of these ids that exist: remembered ones as remembered, the others read now. */
  async read(db: Executor, ids: readonly number[]): Promise<Map<number, PricedProduct>> {
    const found = new Map<number, PricedProduct>();
    const missing: number[] = [];
    for (const id of ids) {
      const row = this.#rows.get(id);
      if (row) found.set(id, row);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    for (const [id, row] of await readCartProducts(db, missing)) {
      const priced: PricedProduct = {
        id: row.id,
        name: row.name,
        priceSatang: row.priceSatang,
        isEligibleForPromotion: row.isEligibleForPromotion,
        codAllowed: row.codAllowed,
        refusedCarriers: row.refusedCarriers,
        variants: row.variants.map(({ id, label, priceSatang }) => ({ id, label, priceSatang })),
      };
      this.#remember(priced);
      found.set(id, priced);
    }
    return found;
  }

  /** Drops these products: the next read takes them from the database. */
  forget(ids: readonly number[]): void {
    for (const id of ids) this.#rows.delete(id);
  }

  #remember(row: PricedProduct): void {
    this.#rows.delete(row.id);
    if (this.#rows.size >= this.#capacity) {
      const oldest = this.#rows.keys().next();
      if (!oldest.done) this.#rows.delete(oldest.value);
    }
    this.#rows.set(row.id, row);
  }
}
