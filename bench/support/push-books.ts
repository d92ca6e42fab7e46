import pg from 'pg';
import type { FakeLineServer, ReceivedPush } from '../../src/testing/fake-line-server.ts';

/*
 * The books of bench/notify-delivery.bench.ts: the pushes the fake LINE received and delivered,
 * counted by order and by retry key, against the orders the database committed.
 */

/** The shop's push of a new order names the order first. */
const SHOP_TEXT = /^คำสั่งซื้อใหม่ (\S+)/;

export const orderOf = (push: ReceivedPush) => {
  const text = push.body.messages?.[0]?.text ?? '';
  return SHOP_TEXT.exec(text)?.[1];
};

/** Waits until every order named has a delivered push, or `ms`; answers whether they all did. */
export async function drain(
  fake: FakeLineServer,
  from: number,
  orderIds: Iterable<string>,
  ms: number,
) {
  const wanted = new Set(orderIds);
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const seen = new Set(fake.delivered.slice(from).map(orderOf));
    if ([...wanted].every((id) => seen.has(id))) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

export interface Tally {
  delivered: number;
  missing: number;
  duplicates: number;
  extra: number;
  duplicateKeys: number;
  refused409: number;
  lastAt: number;
}

/** One delivered shop push per order, none for another, no retry key delivered twice. */
export function tally(
  fake: FakeLineServer,
  from: { received: number; delivered: number },
  orderIds: Set<string>,
  earlier: Set<string> = new Set(),
): Tally {
  // Pushes for orders committed before the run (a backlog still draining) are not its.
  const ours = (push: ReceivedPush) => {
    const id = orderOf(push);
    return id !== undefined && !earlier.has(id);
  };
  const delivered = fake.delivered.slice(from.delivered).filter(ours);
  const byOrder = new Map<string, number>();
  const byKey = new Map<string, number>();
  for (const push of delivered) {
    const id = orderOf(push) as string;
    byOrder.set(id, (byOrder.get(id) ?? 0) + 1);
    const key = push.retryKey ?? '(none)';
    byKey.set(key, (byKey.get(key) ?? 0) + 1);
  }
  const received = fake.received.slice(from.received).filter(ours);
  return {
    delivered: delivered.length,
    missing: [...orderIds].filter((id) => !byOrder.has(id)).length,
    duplicates: [...byOrder.values()].reduce((n, count) => n + Math.max(0, count - 1), 0),
    extra: [...byOrder.keys()].filter((id) => !orderIds.has(id)).length,
    duplicateKeys: [...byKey.values()].reduce((n, count) => n + Math.max(0, count - 1), 0),
    refused409: received.filter((push) => push.status === 409).length,
    lastAt: Math.max(0, ...delivered.map((push) => push.at)),
  };
}

/** The database's clock: the orders of a run are those created after it. */
export async function databaseNow(url: string): Promise<Date> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ now: Date }>('SELECT clock_timestamp() AS now');
    return (rows[0] as { now: Date }).now;
  } finally {
    await client.end();
  }
}

/** The ids of the orders committed since `since` (or, with `before`, before it). */
export async function committed(url: string, since: Date, before = false): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `SELECT id FROM transactions WHERE created_at ${before ? '<' : '>='} $1`,
      [since],
    );
    return new Set(rows.map((row) => row.id));
  } finally {
    await client.end();
  }
}
