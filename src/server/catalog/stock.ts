import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';

export interface StockLine {
  productId: number;
  quantity: number;
}

/** A product that cannot give what was asked: what it has (the in_stock rule), null when gone. */
export interface StockShortfall {
  productId: number;
  available: number | null;
}

function byProduct(lines: readonly StockLine[]): { ids: number[]; quantities: number[] } {
  const totals = new Map<number, number>();
  for (const line of lines) {
    if (line.quantity === 0) continue;
    totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  }
  const ids = [...totals.keys()].sort((a, b) => a - b);
  return { ids, quantities: ids.map((id) => totals.get(id) as number) };
}

/**
 * Takes units from the shelf, all or nothing: answers the products short (none taken), or []
 * when every unit was taken. Products are locked in id order, as checkout locks them.
 */
export async function takeStock(
  tx: Executor,
  lines: readonly StockLine[],
): Promise<StockShortfall[]> {
  const { ids, quantities } = byProduct(lines);
  if (ids.length === 0) return [];
  const locked = await queryRows<{ id: number; available: number }>(
    tx,
    sql`
    select id, case when in_stock then stock_count else 0 end as available
    from products where id = any(${sql.param(ids)}::integer[]) order by id for update`,
  );
  const available = new Map(locked.map((row) => [Number(row.id), Number(row.available)]));
  const short: StockShortfall[] = [];
  ids.forEach((id, index) => {
    const has = available.get(id);
    if (has === undefined || has < (quantities[index] as number)) {
      short.push({ productId: id, available: has ?? null });
    }
  });
  if (short.length > 0) return short;
  await tx.execute(sql`
    update products p set stock_count = p.stock_count - line.quantity, updated_at = now()
    from unnest(${sql.param(ids)}::integer[], ${sql.param(quantities)}::integer[])
      as line(id, quantity)
    where p.id = line.id`);
  return [];
}

/** Puts units back on the shelf; a deleted product takes nothing back. */
export async function returnStock(tx: Executor, lines: readonly StockLine[]): Promise<void> {
  const { ids, quantities } = byProduct(lines);
  if (ids.length === 0) return;
  await tx.execute(sql`
    update products p set stock_count = p.stock_count + line.quantity, updated_at = now()
    from unnest(${sql.param(ids)}::integer[], ${sql.param(quantities)}::integer[])
      as line(id, quantity)
    where p.id = line.id`);
}
