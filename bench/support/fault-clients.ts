import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { slipPicture } from '../../src/testing/slip-pictures.ts';

/*
 * The clients of bench/fault-run.bench.ts, as real ones behave: customers ordering and sending
 * slips, staff approving them, new customers registering; an answer that says nothing of the
 * request's fate is asked again. The ledger keeps what they sent and heard.
 */

/** How many customers' clients order at once, each with customers of its own. */
export const BUYERS = Number(process.env.FAULT_BENCH_BUYERS ?? 8);
/** A client's pause between its actions (a bounded load on a 2-core machine shared with the shop). */
const THINK_MS = 40;
/** How often a request whose fate is unknown is asked again, and how long it waits before each. */
export const TRIES = 10;
const RETRY_PAUSE_MS = 300;
const REQUEST_TIMEOUT_MS = 15_000;
const PROMPTPAY_SHARE = 0.65;
const CODE_SHARE = 0.3;
/** The share of orders that also take the scarce product. */
const SCARCE_SHARE = 0.15;

export type Kind = 'order' | 'slip' | 'queue' | 'approve' | 'register' | 'health';
export type Status = number | 'network' | 'timeout';

export interface Answer {
  kind: Kind;
  status: Status;
  /** The contract's error code of a 4xx or 5xx, if the body had one. */
  code: string;
  sentAt: number;
  answeredAt: number;
}

export interface Customer {
  cookie: string;
}

export interface Fixture {
  customers: Customer[];
  staffCookie: string;
  plentyIds: number[];
  scarceId: number;
  code: string;
  promotionId: number;
  /** Each product's one size: its id and its stock before the run. */
  initialStock: Map<number, { variantId: number; stock: number }>;
}

/** What the clients sent and heard. */
export class Ledger {
  readonly answers: Answer[] = [];
  readonly firstErrors: string[] = [];
  /** Orders answered 201 (or 200, the same key's order), by id: what was asked. */
  readonly orders = new Map<string, { method: string; withCode: boolean }>();
  /** Slips answered 201: slip id → order id. */
  readonly slips = new Map<string, string>();
  /** Orders whose approval was answered 200. */
  readonly approvals = new Set<string>();
  /** Phones whose registration was answered 201. */
  readonly registrations = new Set<string>();
  /** Requests asked again until they were refused in a way that says the first one got in. */
  readonly settledByRetry: Record<Kind, number> = {
    order: 0,
    slip: 0,
    queue: 0,
    approve: 0,
    register: 0,
    health: 0,
  };
  /** Requests given up on after TRIES unknown answers. */
  readonly givenUp: Record<Kind, number> = {
    order: 0,
    slip: 0,
    queue: 0,
    approve: 0,
    register: 0,
    health: 0,
  };
  replayed = 0;

  note(kind: Kind, status: Status, code: string, sentAt: number, text: string) {
    this.answers.push({ kind, status, code, sentAt, answeredAt: Date.now() });
    const bad = typeof status === 'number' ? status >= 500 && status !== 503 : status === 'timeout';
    if (bad && this.firstErrors.length < 8) {
      this.firstErrors.push(`${kind} ${status} ${text.slice(0, 300)}`);
    }
  }
}

export interface Heard {
  status: Status;
  text: string;
  body: unknown;
}

const unknownFate = (heard: Heard) =>
  heard.status === 'network' || heard.status === 'timeout' || heard.status === 503;

export const errorCode = (heard: Heard) =>
  (heard.body as { error?: { code?: string } } | null)?.error?.code ?? '';

export async function send(
  ledger: Ledger,
  url: string,
  kind: Kind,
  pathname: string,
  init: RequestInit,
): Promise<Heard> {
  const sentAt = Date.now();
  try {
    const res = await fetch(`${url}${pathname}`, {
      ...init,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: counted by its status
    }
    const heard: Heard = { status: res.status, text, body };
    ledger.note(kind, res.status, res.status >= 400 ? errorCode(heard) : '', sentAt, text);
    if (res.status === 200 && res.headers.get('idempotent-replayed') === 'true') ledger.replayed++;
    return heard;
  } catch (error) {
    const timeout = (error as Error).name === 'TimeoutError';
    const text = String((error as Error).cause ?? error);
    ledger.note(kind, timeout ? 'timeout' : 'network', '', sentAt, text);
    return { status: timeout ? 'timeout' : 'network', text, body: null };
  }
}

/** Sends, and sends again while the answer says nothing of the request's fate (TRIES at most). */
export async function sendUntilKnown(
  ledger: Ledger,
  url: string,
  kind: Kind,
  pathname: string,
  init: () => RequestInit,
): Promise<{ heard: Heard; tries: number }> {
  let heard: Heard = { status: 'network', text: '', body: null };
  for (let tries = 1; tries <= TRIES; tries++) {
    heard = await send(ledger, url, kind, pathname, init());
    if (!unknownFate(heard)) return { heard, tries };
    await sleep(RETRY_PAUSE_MS * tries);
  }
  ledger.givenUp[kind] += 1;
  return { heard, tries: TRIES };
}

export const pictures: Buffer[] = [];
const nextPicture = async () => pictures.pop() ?? (await slipPicture());

const pickDistinct = (ids: readonly number[], howMany: number) => {
  const pool = [...ids];
  const chosen: number[] = [];
  while (chosen.length < howMany && pool.length > 0) {
    chosen.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0] as number);
  }
  return chosen;
};

/** A customer's turn: an order (with the same key until its fate is known), then its slip. */
async function buyOnce(ledger: Ledger, url: string, fixture: Fixture, customer: Customer) {
  const ids = pickDistinct(fixture.plentyIds, 1 + Math.floor(Math.random() * 3));
  if (Math.random() < SCARCE_SHARE) ids.push(fixture.scarceId);
  const method = Math.random() < PROMPTPAY_SHARE ? 'promptpay' : 'cod';
  const withCode = Math.random() < CODE_SHARE;
  const key = randomUUID();
  const body = JSON.stringify({
    items: ids.map((productId) => ({ productId, quantity: 1 + Math.floor(Math.random() * 3) })),
    paymentMethod: method,
    ...(withCode ? { discountCode: fixture.code } : {}),
  });
  const { heard } = await sendUntilKnown(ledger, url, 'order', '/api/orders', () => ({
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: customer.cookie,
      'idempotency-key': key,
    },
    body,
  }));
  if (heard.status !== 201 && heard.status !== 200) return;
  const orderId = (heard.body as { order: { id: string } }).order.id;
  ledger.orders.set(orderId, { method, withCode });
  if (method !== 'promptpay') return;
  const picture = await nextPicture();
  const slip = await sendUntilKnown(ledger, url, 'slip', `/api/orders/${orderId}/slips`, () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'slip.jpg');
    return { method: 'POST', headers: { cookie: customer.cookie }, body: form };
  });
  if (slip.heard.status === 201) {
    const { slip: saved } = slip.heard.body as { slip: { id: string } };
    ledger.slips.set(saved.id, orderId);
  } else if (
    slip.tries > 1 &&
    (errorCode(slip.heard) === 'NOT_AWAITING_PAYMENT' ||
      errorCode(slip.heard) === 'SLIP_ALREADY_USED')
  ) {
    // An earlier try got in before its answer was lost.
    ledger.settledByRetry.slip += 1;
  }
}

export async function buyer(
  ledger: Ledger,
  url: string,
  fixture: Fixture,
  index: number,
  until: number,
) {
  // Each buyer has customers of its own: one customer never has two requests at once.
  const mine = fixture.customers.filter((_, i) => i % BUYERS === index);
  for (let turn = 0; Date.now() < until; turn++) {
    await buyOnce(ledger, url, fixture, mine[turn % mine.length] as Customer);
    await sleep(THINK_MS);
  }
}

/** Staff: the queue of slips waiting, each approved (the same approval again while unknown). */
export async function approver(
  ledger: Ledger,
  url: string,
  fixture: Fixture,
  claimed: Set<string>,
  until: number,
) {
  const headers = { 'content-type': 'application/json', cookie: fixture.staffCookie };
  while (Date.now() < until) {
    const queue = await send(ledger, url, 'queue', '/api/admin/payments?status=in_review', {
      headers,
    });
    const items =
      queue.status === 200
        ? (queue.body as { items: { order: { id: string } }[] }).items.map((item) => item.order.id)
        : [];
    const mine = items.filter((id) => !claimed.has(id)).slice(0, 5);
    for (const id of mine) claimed.add(id);
    for (const id of mine) {
      if (Date.now() >= until) break;
      const { heard } = await sendUntilKnown(
        ledger,
        url,
        'approve',
        `/api/admin/transactions/${id}/payment`,
        () => ({ method: 'POST', headers, body: JSON.stringify({ decision: 'approve' }) }),
      );
      if (heard.status === 200) ledger.approvals.add(id);
    }
    await sleep(mine.length === 0 ? 300 : THINK_MS);
  }
}

/** New customers registering, one after the other (the password hash is the costly part). */
export async function registrar(ledger: Ledger, url: string, prefix: string, until: number) {
  for (let n = 0; Date.now() < until; n++) {
    const phone = `${prefix}${String(n).padStart(4, '0')}`;
    const password = `nakhon-${n}-${randomBytes(3).toString('hex')}`;
    const body = JSON.stringify({
      firstName: 'มานี',
      lastName: `ทดสอบ${n}`,
      phone,
      password,
      confirmPassword: password,
      address: '99 หมู่ 4 ต.คลองหนึ่ง อ.คลองหลวง จ.ปทุมธานี 12120',
      acceptPrivacyNotice: true,
    });
    const { heard, tries } = await sendUntilKnown(
      ledger,
      url,
      'register',
      '/api/auth/register',
      () => ({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }),
    );
    if (heard.status === 201) ledger.registrations.add(phone);
    else if (tries > 1 && errorCode(heard) === 'PHONE_TAKEN') ledger.settledByRetry.register += 1;
    await sleep(150);
  }
}
