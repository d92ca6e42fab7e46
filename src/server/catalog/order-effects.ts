import { adminMessages } from '../../shared/admin-messages.ts';
import { checkoutMessages } from '../../shared/checkout-messages.ts';
import type { StockShortage } from '../../shared/contracts/orders.ts';
import { nameWithSize } from '../../shared/domain/pack-sizes.ts';
import type { Executor } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { returnStock, type StockShortfall, takeStock } from './stock.ts';

// What catalog does for an order's moves (the lifecycle's `returnStock` and `takeStock`,
// shared/domain/order-lifecycle.ts): the app hands these to orders (orders/order-effects.ts), so
// orders runs them without importing catalog for it (decision 0037).

const text = adminMessages.transactions;

/** A line as an order names it, for the message about what is short. */
export interface NamedLine {
  productId: number;
  variantId?: number | null;
  variantLabel?: string | null;
  quantity: number;
  name: string;
}

/** The lines short, named as the order names them: 409 OUT_OF_STOCK, or a product gone. */
export function shortageError(
  short: readonly StockShortfall[],
  wanted: readonly NamedLine[],
): AppError {
  const linesOf = (line: StockShortfall) =>
    wanted.filter(
      (candidate) =>
        candidate.productId === line.productId &&
        (line.variantId === null ||
          candidate.variantId == null ||
          candidate.variantId === line.variantId),
    );
  const nameOf = (line: StockShortfall) => {
    const [named] = linesOf(line);
    return named ? nameWithSize(named.name, named.variantLabel) : String(line.productId);
  };
  const gone = short.find((line) => line.available === null);
  if (gone) return new AppError('CONFLICT', text.productGone(nameOf(gone)));
  const shortages: StockShortage[] = short.map((line) => ({
    productId: line.productId,
    ...(line.variantId !== null ? { variantId: line.variantId } : {}),
    name: nameOf(line),
    requested: linesOf(line).reduce((sum, named) => sum + named.quantity, 0),
    available: line.available ?? 0,
  }));
  return new AppError(
    'OUT_OF_STOCK',
    checkoutMessages.checkout.outOfStock(shortages.map((shortage) => shortage.name).join(', ')),
    { extra: { products: shortages } },
  );
}

/** A line of an order, as its stock is taken or given back: lines of deleted products hold none. */
interface OrderedLine {
  productId: number | null;
  variantId: number | null;
  variantLabel: string | null;
  productName: string;
  quantity: number;
}

const heldLines = (lines: readonly OrderedLine[]) =>
  lines.flatMap((line) =>
    line.productId === null
      ? []
      : [{ productId: line.productId, variantId: line.variantId, quantity: line.quantity }],
  );

/** The order's stock effects, by the lifecycle's names. */
export const stockEffects = {
  /** Every unit the order's live lines hold goes back on the shelf. */
  async returnStock(tx: Executor, order: { lines: readonly OrderedLine[] }) {
    const lines = heldLines(order.lines);
    await returnStock(tx, lines);
    return { unitsReturned: lines.reduce((sum, line) => sum + line.quantity, 0) };
  },
  /** The live lines' units are taken again, all or none: 409 OUT_OF_STOCK naming the lines short. */
  async takeStock(tx: Executor, order: { lines: readonly OrderedLine[] }) {
    const short = await takeStock(tx, heldLines(order.lines));
    if (short.length > 0) {
      throw shortageError(
        short,
        order.lines.flatMap((line) =>
          line.productId === null
            ? []
            : [
                {
                  productId: line.productId,
                  variantId: line.variantId,
                  variantLabel: line.variantLabel,
                  quantity: line.quantity,
                  name: line.productName,
                },
              ],
        ),
      );
    }
    return {};
  },
};
