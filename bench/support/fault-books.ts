import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { Fixture, Ledger } from './fault-clients.ts';

export interface Books {
  committedOrders: number;
  notAcknowledgedOrders: number;
  missingOrders: string[];
  missingSlips: string[];
  missingApprovals: string[];
  missingRegistrations: string[];
  notAcknowledgedSlips: number;
  halfMade: string[];
  stockWrong: string[];
  scarceLeft: number;
  codeWrong: string[];
  codeUses: number;
  outboxWrong: string[];
  outboxStates: string;
  orphanSlipFiles: number;
  duplicateKeys: number;
}

const asNumber = (value: unknown) => Number(value ?? 0);

/** The database as it is after the run, against what the clients were told. */
export async function checkBooks(
  client: pg.Client,
  fixture: Fixture,
  ledger: Ledger,
  slipsDir: string,
  phonePrefix: string,
): Promise<Books> {
  const halfMade: string[] = [];
  const half = (text: string) => {
    halfMade.push(text);
  };
  const orders = await client.query<{
    id: string;
    status: string;
    payment_method: string;
    payment_status: string;
    discount_code: string | null;
    total: number;
    discount: number;
    net: number;
    lines: number;
    lines_total: number;
    in_review: number;
    approved: number;
    slips: number;
    receipts: number;
    redemptions: number;
  }>(`
    SELECT t.id, t.status, t.payment_method, t.payment_status, t.discount_code,
      t.total_amount_satang AS total, t.discount_value_satang AS discount,
      t.net_amount_satang AS net,
      (SELECT count(*) FROM transaction_items i WHERE i.transaction_id = t.id)::int AS lines,
      (SELECT coalesce(sum(i.total_price_satang), 0) FROM transaction_items i
        WHERE i.transaction_id = t.id AND NOT i.is_cancelled)::int AS lines_total,
      (SELECT count(*) FROM payment_slips s
        WHERE s.transaction_id = t.id AND s.status = 'in_review')::int AS in_review,
      (SELECT count(*) FROM payment_slips s
        WHERE s.transaction_id = t.id AND s.status = 'approved')::int AS approved,
      (SELECT count(*) FROM payment_slips s WHERE s.transaction_id = t.id)::int AS slips,
      (SELECT count(*) FROM receipts r WHERE r.transaction_id = t.id)::int AS receipts,
      (SELECT count(*) FROM promotion_redemptions r WHERE r.transaction_id = t.id)::int AS redemptions
    FROM transactions t`);
  const byId = new Map(orders.rows.map((row) => [row.id, row]));
  for (const o of orders.rows) {
    if (o.lines < 1) half(`order ${o.id} has no lines`);
    if (asNumber(o.lines_total) !== asNumber(o.total))
      half(`order ${o.id}: lines ${o.lines_total} ≠ total ${o.total}`);
    if (asNumber(o.net) !== asNumber(o.total) - asNumber(o.discount))
      half(`order ${o.id}: net ${o.net} ≠ ${o.total} − ${o.discount}`);
    const holds = o.status !== 'cancelled';
    if (o.discount_code && holds && o.redemptions !== 1)
      half(`order ${o.id} used the code, ${o.redemptions} redemptions`);
    if (!o.discount_code && o.redemptions !== 0)
      half(`order ${o.id} has no code, ${o.redemptions} redemptions`);
    switch (o.payment_status) {
      case 'in_review':
        if (o.in_review !== 1 || o.approved !== 0)
          half(`order ${o.id} in review with ${o.in_review} slips in review`);
        break;
      case 'paid':
        if (o.approved !== 1 || o.in_review !== 0 || o.receipts !== 1)
          half(`order ${o.id} paid: ${o.approved} approved slips, ${o.receipts} receipts`);
        break;
      case 'awaiting':
      case 'cod':
        if (o.slips !== 0 || o.receipts !== 0)
          half(`order ${o.id} ${o.payment_status} with ${o.slips} slips`);
        break;
      default:
        half(`order ${o.id} payment ${o.payment_status} (no client rejects or refunds)`);
    }
  }

  const missingOrders: string[] = [];
  for (const [id, asked] of ledger.orders) {
    const row = byId.get(id);
    if (!row) missingOrders.push(`${id} (not in the database)`);
    else if (row.payment_method !== asked.method || Boolean(row.discount_code) !== asked.withCode)
      missingOrders.push(`${id} (saved as ${row.payment_method}, code ${row.discount_code})`);
  }
  const notAcknowledgedOrders = orders.rows.filter((row) => !ledger.orders.has(row.id)).length;

  const slips = await client.query<{
    id: string;
    transaction_id: string;
    status: string;
    storage_key: string;
  }>('SELECT id, transaction_id, status, storage_key FROM payment_slips');
  const slipById = new Map(slips.rows.map((row) => [row.id, row]));
  const missingSlips: string[] = [];
  for (const [id, orderId] of ledger.slips) {
    const row = slipById.get(id);
    if (!row) missingSlips.push(`${id} (not in the database)`);
    else if (row.transaction_id !== orderId) missingSlips.push(`${id} (on ${row.transaction_id})`);
  }
  const keys = new Set<string>();
  for (const row of slips.rows) {
    keys.add(row.storage_key);
    if (!existsSync(path.join(slipsDir, row.storage_key)))
      half(`slip ${row.id} has no picture (${row.storage_key})`);
  }
  const files = existsSync(slipsDir) ? readdirSync(slipsDir) : [];
  const orphanSlipFiles = files.filter((file) => !keys.has(file)).length;

  const missingApprovals: string[] = [];
  for (const id of ledger.approvals) {
    const row = byId.get(id);
    if (row?.payment_status !== 'paid' || row.approved !== 1 || row.receipts !== 1)
      missingApprovals.push(
        `${id} (${row ? `${row.payment_status}, ${row.receipts} receipts` : 'gone'})`,
      );
  }

  const users = await client.query<{ phone: string; consents: number; sessions: number }>(
    `SELECT u.phone,
       (SELECT count(*) FROM consents c
         WHERE c.user_id = u.id AND c.kind = 'privacy_notice' AND c.granted)::int AS consents,
       (SELECT count(*) FROM sessions s WHERE s.user_id = u.id)::int AS sessions
     FROM users u WHERE u.phone LIKE $1`,
    [`${phonePrefix}%`],
  );
  const registered = new Map(users.rows.map((row) => [row.phone, row]));
  const missingRegistrations = [...ledger.registrations].filter((phone) => !registered.has(phone));
  for (const row of users.rows) {
    if (row.consents !== 1 || row.sessions < 1)
      half(`member ${row.phone}: ${row.consents} privacy consents, ${row.sessions} sessions`);
  }

  const stockWrong: string[] = [];
  const stock = await client.query<{
    product_id: number;
    variant_stock: number;
    held: number;
  }>(
    `SELECT v.product_id, v.stock_count AS variant_stock,
       (SELECT coalesce(sum(i.quantity), 0) FROM transaction_items i
          JOIN transactions t ON t.id = i.transaction_id
         WHERE i.variant_id = v.id AND NOT i.is_cancelled AND t.status <> 'cancelled')::int AS held
     FROM product_variants v
     WHERE v.id = ANY($1::int[])`,
    [[...fixture.initialStock.values()].map((size) => size.variantId)],
  );
  let scarceLeft = -1;
  for (const row of stock.rows) {
    const initial = fixture.initialStock.get(row.product_id)?.stock ?? 0;
    if (row.product_id === fixture.scarceId) scarceLeft = row.variant_stock;
    if (row.variant_stock < 0 || row.variant_stock !== initial - row.held) {
      stockWrong.push(
        `product ${row.product_id}: ${initial} − held ${row.held} ≠ stock ${row.variant_stock}`,
      );
    }
  }

  const codeWrong: string[] = [];
  const code = await client.query<{
    current_uses: number;
    max_uses: number;
    redemptions: number;
    orders: number;
    loose: number;
  }>(
    `SELECT p.current_uses, p.max_uses,
       (SELECT count(*) FROM promotion_redemptions r WHERE r.promotion_id = p.id)::int AS redemptions,
       (SELECT count(*) FROM transactions t
         WHERE t.discount_code = p.discount_code AND t.status <> 'cancelled')::int AS orders,
       (SELECT count(*) FROM promotion_redemptions r WHERE r.promotion_id = p.id
         AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.id = r.transaction_id))::int AS loose
     FROM promotions p WHERE p.id = $1`,
    [fixture.promotionId],
  );
  const promo = code.rows[0];
  if (!promo) codeWrong.push('the code is gone');
  else if (
    promo.current_uses !== promo.orders ||
    promo.redemptions !== promo.orders ||
    promo.current_uses > promo.max_uses ||
    promo.loose !== 0
  ) {
    codeWrong.push(
      `current_uses ${promo.current_uses}, redemptions ${promo.redemptions} (${promo.loose} without an order), orders with it ${promo.orders}, max ${promo.max_uses}`,
    );
  }

  const outboxWrong: string[] = [];
  const outbox = await client.query<{ order_id: string; template: string; n: number }>(
    `SELECT payload->>'orderId' AS order_id, template, count(*)::int AS n
     FROM notification_outbox
     WHERE template IN ('shop.order_placed', 'shop.slip_waiting')
     GROUP BY 1, 2`,
  );
  const placedMessages = new Map<string, number>();
  const slipMessages = new Map<string, number>();
  for (const row of outbox.rows) {
    (row.template === 'shop.order_placed' ? placedMessages : slipMessages).set(row.order_id, row.n);
    if (!byId.has(row.order_id))
      outboxWrong.push(`${row.n} ${row.template} for ${row.order_id}, an order that is not`);
  }
  for (const o of orders.rows) {
    const placed = placedMessages.get(o.id) ?? 0;
    if (placed !== 1) outboxWrong.push(`order ${o.id}: ${placed} shop.order_placed messages`);
    const waiting = slipMessages.get(o.id) ?? 0;
    if (waiting !== o.slips)
      outboxWrong.push(`order ${o.id}: ${o.slips} slips, ${waiting} shop.slip_waiting messages`);
  }
  const states = await client.query<{ status: string; n: number }>(
    'SELECT status, count(*)::int AS n FROM notification_outbox GROUP BY status ORDER BY status',
  );
  const duplicates = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT user_id, idempotency_key FROM transactions
       WHERE idempotency_key IS NOT NULL GROUP BY 1, 2 HAVING count(*) > 1) d`,
  );

  return {
    committedOrders: orders.rows.length,
    notAcknowledgedOrders,
    missingOrders,
    missingSlips,
    missingApprovals,
    missingRegistrations,
    notAcknowledgedSlips: slips.rows.filter((row) => !ledger.slips.has(row.id)).length,
    halfMade,
    stockWrong,
    scarceLeft,
    codeWrong,
    codeUses: promo?.redemptions ?? -1,
    outboxWrong,
    outboxStates: states.rows.map((row) => `${row.status} ${row.n}`).join(', '),
    orphanSlipFiles,
    duplicateKeys: duplicates.rows[0]?.n ?? 0,
  };
}
