import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createSession } from '../src/server/accounts/session.service.ts';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../src/server/db/client.ts';
import { seedDatabase } from '../src/server/db/seed/index.ts';
import { createUser } from '../src/testing/factories/accounts.ts';
import { createProduct } from '../src/testing/factories/catalog.ts';
import { createPromotion } from '../src/testing/factories/promotions.ts';
import { databaseUrl } from '../src/testing/global-setup.ts';
import { slipPicture } from '../src/testing/slip-pictures.ts';
import { freePort, percentile, type RunningServer, report, startShop } from './support/server.ts';

/**
 * The fault run (issue 35): the built shop on PostgreSQL under a mixed load from a bounded number
 * of clients on 127.0.0.1 (customers ordering by PromptPay or cash on delivery, some with a
 * discount code of limited uses, sending a slip picture with a verification QR for each PromptPay
 * order; staff approving the slips; new customers registering), while, three times each,
 * PostgreSQL ends every connection of the shop's database (pg_terminate_backend) and the shop is
 * killed (SIGKILL) and started again on the same database and port.
 *
 * Clients behave as real ones: an answer that says nothing (no answer, a reset connection, 503) is
 * asked again a few times, an order with the same Idempotency-Key, a slip with the same picture.
 * Afterwards the database is the judge: every acknowledged order, slip, approval and registration
 * is there; nothing is half-made (an order without its lines, its code use or its shop message, a
 * slip without its picture, a payment state its slips do not explain); stock and the code's uses
 * add up; the process never ended on its own; no answer was a 500, and no 503 came after the
 * database answered again. Shown, not budgeted: slip pictures left on disk by an upload killed
 * between storing its picture and committing its slip (slips.service.ts stores the picture
 * first; no slip points to such a file, so neither a customer nor the retention ever reaches it).
 */
const LOAD_MS = Number(process.env.FAULT_BENCH_SECONDS ?? 70) * 1000;
const BUYERS = Number(process.env.FAULT_BENCH_BUYERS ?? 8);
const STAFF = 2;
const REGISTRARS = 1;
const CUSTOMERS = 60;
/** The faults, in this order, the first after FIRST_FAULT_MS and then one every FAULT_EVERY_MS. */
const FAULTS = ['terminate', 'kill', 'terminate', 'kill', 'terminate', 'kill'] as const;
const FIRST_FAULT_MS = 8_000;
const FAULT_EVERY_MS = 10_000;
/** A client's pause between its actions (a bounded load on a 2-core machine shared with the shop). */
const THINK_MS = 40;
/** How often a request whose fate is unknown is asked again, and how long it waits before each. */
const TRIES = 10;
const RETRY_PAUSE_MS = 300;
const REQUEST_TIMEOUT_MS = 15_000;
const PROMPTPAY_SHARE = 0.65;
const CODE_SHARE = 0.3;
const PLENTY_PRODUCTS = 20;
const PLENTY_STOCK = 100_000;
/** Runs out during the run: refusals (409 OUT_OF_STOCK) and the never-below-zero rule. */
const SCARCE_STOCK = 40;
const SCARCE_SHARE = 0.15;
const CODE_MAX_USES = 25;
/** Pictures drawn before the load (more are drawn on demand). */
const PICTURES_AHEAD = 60;
const ROOT_PHONE = '0800000009';

type Kind = 'order' | 'slip' | 'queue' | 'approve' | 'register' | 'health';
type Status = number | 'network' | 'timeout';

interface Answer {
  kind: Kind;
  status: Status;
  /** The contract's error code of a 4xx or 5xx, if the body had one. */
  code: string;
  sentAt: number;
  answeredAt: number;
}

interface Customer {
  cookie: string;
}

interface Fixture {
  customers: Customer[];
  staffCookie: string;
  plentyIds: number[];
  scarceId: number;
  code: string;
  promotionId: number;
  /** Each product's one size: its id and its stock before the run. */
  initialStock: Map<number, { variantId: number; stock: number }>;
}

function line(text: string) {
  process.stdout.write(`${text}\n`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function prepare(handle: DatabaseHandle): Promise<Fixture> {
  await migrateDatabase(handle);
  await seedDatabase(handle.db, {
    rootPhone: ROOT_PHONE,
    rootPassword: `bench-${randomBytes(6).toString('hex')}`,
    demoEvents: false,
  });
  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const user = await createUser(handle.db);
    const { token } = await createSession(handle.db, user.id);
    customers.push({ cookie: `sid=${token}` });
  }
  const staff = await createUser(handle.db, { role: 'admin', firstName: 'แอดมิน' });
  const { token: staffToken } = await createSession(handle.db, staff.id);
  const initialStock = new Map<number, { variantId: number; stock: number }>();
  const plentyIds: number[] = [];
  // Cheap enough that cash on delivery is never over the shop's limit.
  for (let i = 0; i < PLENTY_PRODUCTS; i++) {
    const row = await createProduct(handle.db, {
      name: `สินค้าทดสอบความทนทาน ${i + 1}`,
      category: 'others',
      priceSatang: 5_000 + i * 250,
      stockCount: PLENTY_STOCK,
      isEligibleForPromotion: i % 3 !== 0,
    });
    plentyIds.push(row.id);
    initialStock.set(row.id, { variantId: row.variantId, stock: PLENTY_STOCK });
  }
  const scarce = await createProduct(handle.db, { price: 79, stockCount: SCARCE_STOCK });
  initialStock.set(scarce.id, { variantId: scarce.variantId, stock: SCARCE_STOCK });
  const promotion = await createPromotion(handle.db, { maxUses: CODE_MAX_USES });
  return {
    customers,
    staffCookie: `sid=${staffToken}`,
    plentyIds,
    scarceId: scarce.id,
    code: promotion.discountCode,
    promotionId: promotion.id,
    initialStock,
  };
}

/**
 * The shop's process, killed and started again by the fault loop; an exit nobody asked for is
 * counted (and the shop started again, so the run goes on and says so).
 */
class Keeper {
  current!: RunningServer;
  readonly exitsOnItsOwn: string[] = [];
  private readonly expected = new WeakSet<object>();
  private restarting: Promise<void> | null = null;
  private stopping = false;

  private readonly env: Record<string, string>;
  readonly port: number;

  constructor(env: Record<string, string>, port: number) {
    this.env = env;
    this.port = port;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    this.current = await startShop(this.env, this.port);
    const child = this.current.process;
    child.once('exit', (code, signal) => {
      if (this.expected.has(child) || this.stopping) return;
      this.exitsOnItsOwn.push(`code ${code}, signal ${signal}`);
      line(`  THE SHOP EXITED ON ITS OWN (code ${code}, signal ${signal}): starting it again`);
      void this.restart();
    });
  }

  restart(): Promise<void> {
    this.restarting ??= (async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          await this.start();
          return;
        } catch (error) {
          if (attempt >= 3) throw error;
          await sleep(500);
        }
      }
    })().finally(() => {
      this.restarting = null;
    });
    return this.restarting;
  }

  /** SIGKILL, then the same shop on the same database and port; answers the time it was down. */
  async kill(): Promise<number> {
    await this.restarting;
    const child = this.current.process;
    this.expected.add(child);
    const at = Date.now();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    await this.restart();
    return Date.now() - at;
  }

  running(): boolean {
    const child = this.current.process;
    return child.exitCode === null && child.signalCode === null;
  }

  async stop() {
    this.stopping = true;
    await this.restarting?.catch(() => {});
    await this.current?.stop();
  }
}

/** What the clients sent and heard. */
class Ledger {
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

interface Heard {
  status: Status;
  text: string;
  body: unknown;
}

const unknownFate = (heard: Heard) =>
  heard.status === 'network' || heard.status === 'timeout' || heard.status === 503;

const errorCode = (heard: Heard) =>
  (heard.body as { error?: { code?: string } } | null)?.error?.code ?? '';

async function send(
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
async function sendUntilKnown(
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

const pictures: Buffer[] = [];
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

async function buyer(ledger: Ledger, url: string, fixture: Fixture, index: number, until: number) {
  // Each buyer has customers of its own: one customer never has two requests at once.
  const mine = fixture.customers.filter((_, i) => i % BUYERS === index);
  for (let turn = 0; Date.now() < until; turn++) {
    await buyOnce(ledger, url, fixture, mine[turn % mine.length] as Customer);
    await sleep(THINK_MS);
  }
}

/** Staff: the queue of slips waiting, each approved (the same approval again while unknown). */
async function approver(
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
async function registrar(ledger: Ledger, url: string, prefix: string, until: number) {
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

interface FaultRecord {
  kind: 'terminate' | 'kill';
  at: number;
  /** terminate: backends ended, whether the process still ran, when the database answered again. */
  ended?: number;
  runningAfter?: boolean;
  answeringAt?: number;
  /** kill: how long the shop was down. */
  downMs?: number;
}

/** Ends every backend of the shop's database; the process must go on and be answering again. */
async function terminate(
  admin: pg.Client,
  name: string,
  keeper: Keeper,
  ledger: Ledger,
): Promise<FaultRecord> {
  const exitsBefore = keeper.exitsOnItsOwn.length;
  const at = Date.now();
  const { rows } = await admin.query<{ ended: boolean }>(
    'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [name],
  );
  const record: FaultRecord = {
    kind: 'terminate',
    at,
    ended: rows.filter((row) => row.ended).length,
  };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const heard = await send(ledger, keeper.url, 'health', '/api/health/database', {});
    if (heard.status === 200) {
      record.answeringAt = Date.now();
      break;
    }
    await sleep(20);
  }
  // Long enough for a crash from a lost connection to have happened.
  await sleep(1_000);
  record.runningAfter = keeper.exitsOnItsOwn.length === exitsBefore && keeper.running();
  return record;
}

async function faultLoop(
  admin: pg.Client,
  name: string,
  keeper: Keeper,
  ledger: Ledger,
  start: number,
): Promise<FaultRecord[]> {
  const records: FaultRecord[] = [];
  for (const [i, kind] of FAULTS.entries()) {
    const due = start + FIRST_FAULT_MS + i * FAULT_EVERY_MS;
    await sleep(Math.max(0, due - Date.now()));
    if (kind === 'terminate') {
      records.push(await terminate(admin, name, keeper, ledger));
    } else {
      const at = Date.now();
      records.push({ kind, at, downMs: await keeper.kill() });
    }
  }
  return records;
}

interface Books {
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
async function checkBooks(
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
    product_stock: number;
    held: number;
  }>(
    `SELECT v.product_id, v.stock_count AS variant_stock, p.stock_count AS product_stock,
       (SELECT coalesce(sum(i.quantity), 0) FROM transaction_items i
          JOIN transactions t ON t.id = i.transaction_id
         WHERE i.variant_id = v.id AND NOT i.is_cancelled AND t.status <> 'cancelled')::int AS held
     FROM product_variants v JOIN products p ON p.id = v.product_id
     WHERE v.id = ANY($1::int[])`,
    [[...fixture.initialStock.values()].map((size) => size.variantId)],
  );
  let scarceLeft = -1;
  for (const row of stock.rows) {
    const initial = fixture.initialStock.get(row.product_id)?.stock ?? 0;
    if (row.product_id === fixture.scarceId) scarceLeft = row.variant_stock;
    if (
      row.variant_stock < 0 ||
      row.variant_stock !== initial - row.held ||
      row.product_stock !== row.variant_stock
    ) {
      stockWrong.push(
        `product ${row.product_id}: ${initial} − held ${row.held} ≠ stock ${row.variant_stock} (product row ${row.product_stock})`,
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

function histogram(answers: readonly Answer[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const key = answer.code ? `${answer.status} ${answer.code}` : String(answer.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status} ×${n}`)
    .join(', ');
}

function details(label: string, items: readonly string[]) {
  for (const item of items.slice(0, 10)) line(`  ${label}: ${item}`);
  if (items.length > 10) line(`  ${label}: … and ${items.length - 10} more`);
}

const postgresUrl = process.env.BENCH_DATABASE_URL;
if (!postgresUrl) {
  line('BENCH_DATABASE_URL is not set: fault-run runs on PostgreSQL only, skipped.');
  process.exit(0);
}

let ok = true;
const name = `bench_fault_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: postgresUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const url = databaseUrl(postgresUrl, name);
const folder = mkdtempSync(path.join(tmpdir(), 'bench-fault-'));
const slipsDir = path.join(folder, 'slips');
let keeper: Keeper | undefined;
try {
  const setupStarted = Date.now();
  const setup = await openDatabase({ kind: 'postgres', url });
  let fixture: Fixture;
  try {
    fixture = await prepare(setup);
  } finally {
    await setup.close();
  }
  for (let i = 0; i < PICTURES_AHEAD; i++) pictures.push(await slipPicture());
  line(
    `  setup: ${CUSTOMERS} customers, ${PLENTY_PRODUCTS + 1} products, ${PICTURES_AHEAD} slip pictures in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`,
  );
  const env = {
    DATABASE_URL: url,
    UPLOADS_DIR: path.join(folder, 'uploads'),
    SLIPS_DIR: slipsDir,
    // Registrations from one address all run long: the limit (10 an hour) times 1000.
    RATE_LIMIT_FACTOR: '1000',
    DEMO_EVENTS: 'false',
    PRERENDER_PAGES: 'false',
    // The lost connections and the 503s are expected here; a 500's cause is still printed.
    LOG_LEVEL: 'error',
  };
  keeper = new Keeper(env, await freePort());
  await keeper.start();
  await sleep(300);
  if (!keeper.running()) throw new Error('the shop did not start');

  // The machine's baseline beside the result: GET /api/health, one at a time, before the load.
  const baseline: number[] = [];
  for (let i = 0; i < 50; i++) {
    const sent = performance.now();
    await (await fetch(`${keeper.url}/api/health`)).text();
    baseline.push(performance.now() - sent);
  }
  baseline.sort((a, b) => a - b);
  line(
    `  machine: GET /api/health p50 ${percentile(baseline, 50).toFixed(1)} ms, p95 ${percentile(baseline, 95).toFixed(1)} ms; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );

  const ledger = new Ledger();
  const phonePrefix = `06${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  const start = Date.now();
  const until = start + LOAD_MS;
  const claimed = new Set<string>();
  const shopUrl = keeper.url;
  const clients = [
    ...Array.from({ length: BUYERS }, (_, i) => buyer(ledger, shopUrl, fixture, i, until)),
    ...Array.from({ length: STAFF }, () => approver(ledger, shopUrl, fixture, claimed, until)),
    ...Array.from({ length: REGISTRARS }, () => registrar(ledger, shopUrl, phonePrefix, until)),
  ];
  const faults = await faultLoop(admin, name, keeper, ledger, start);
  await Promise.all(clients);
  const loadSeconds = (Date.now() - start) / 1000;

  // The shop serves after it all, then stops; the database is read on its own connection.
  const after = await send(ledger, keeper.url, 'health', '/api/health/database', {});
  const servingAfter = after.status === 200 && keeper.running();
  await keeper.stop();

  for (const [i, fault] of faults.entries()) {
    const when = ((fault.at - start) / 1000).toFixed(1);
    if (fault.kind === 'terminate') {
      line(
        `  fault ${i + 1} at ${when} s: pg_terminate_backend ended ${fault.ended} backends; ` +
          `process ${fault.runningAfter ? 'still running' : 'NOT RUNNING'}; ` +
          `/api/health/database 200 again after ${fault.answeringAt ? `${fault.answeringAt - fault.at} ms` : 'NEVER (20 s)'}`,
      );
    } else {
      line(
        `  fault ${i + 1} at ${when} s: SIGKILL, the shop started again on the same database and port, answering after ${fault.downMs} ms`,
      );
    }
  }

  const answers = ledger.answers;
  const work = answers.filter((answer) => answer.kind !== 'health');
  const byKind = (kind: Kind) => histogram(answers.filter((answer) => answer.kind === kind));
  line(
    `  load average after: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(
        ' ',
      )}; load: ${loadSeconds.toFixed(0)} s, ${BUYERS} customers' clients, ${STAFF} staff, ${REGISTRARS} registering; ${work.length} requests`,
  );
  for (const kind of ['order', 'slip', 'queue', 'approve', 'register', 'health'] as const) {
    line(`  answers to ${kind}: ${byKind(kind) || 'none'}`);
  }
  // From each fault until 2 s after the shop answered again.
  const windows = faults.map((fault) => [
    fault.at,
    (fault.kind === 'terminate'
      ? (fault.answeringAt ?? Infinity)
      : fault.at + (fault.downMs ?? 0)) + 2_000,
  ]);
  const duringFaults = answers.filter((answer) =>
    windows.some(([from = 0, to = 0]) => answer.answeredAt >= from && answer.answeredAt <= to),
  );
  line(`  answers during the faults: ${histogram(duringFaults) || 'none'}`);
  line(
    `  acknowledged: ${ledger.orders.size} orders (${ledger.replayed} of them a repeat's 200), ${ledger.slips.size} slips, ` +
      `${ledger.approvals.size} approvals, ${ledger.registrations.size} registrations; ` +
      `settled by a retry's refusal: ${ledger.settledByRetry.slip} slips, ${ledger.settledByRetry.register} registrations; ` +
      `given up after ${TRIES} unknown answers: ${
        Object.entries(ledger.givenUp)
          .filter(([, n]) => n > 0)
          .map(([kind, n]) => `${kind} ${n}`)
          .join(', ') || 'none'
      }`,
  );
  for (const error of ledger.firstErrors) line(`  error: ${error}`);

  // A 503 is the answer to a request in flight when the connections were ended, or sent before
  // the database answered again; any other is one too many.
  const terminates = faults.filter((fault) => fault.kind === 'terminate');
  const late503 = answers.filter(
    (answer) =>
      answer.status === 503 &&
      answer.kind !== 'health' &&
      !terminates.some(
        (fault) =>
          answer.answeredAt >= fault.at && answer.sentAt <= (fault.answeringAt ?? Infinity),
      ),
  );
  const fivehundreds = answers.filter(
    (answer) => typeof answer.status === 'number' && answer.status >= 500 && answer.status !== 503,
  ).length;
  const timeouts = answers.filter((answer) => answer.status === 'timeout').length;
  // Every request the clients send is well-formed and theirs to make: a refusal other than a 409
  // (stock, the code, a slip or a phone that got in on an earlier try) is a wrong answer.
  const wrongRefusals = answers.filter(
    (answer) =>
      typeof answer.status === 'number' &&
      answer.status >= 400 &&
      answer.status < 500 &&
      answer.status !== 409,
  );

  const check = new pg.Client({ connectionString: url });
  await check.connect();
  let books: Books;
  try {
    books = await checkBooks(check, fixture, ledger, slipsDir, phonePrefix);
  } finally {
    await check.end();
  }
  line(
    `  database: ${books.committedOrders} orders committed (${books.notAcknowledgedOrders} never acknowledged to their client, each whole), ` +
      `${books.notAcknowledgedSlips} slips committed but not acknowledged; scarce product stock ${books.scarceLeft} of ${SCARCE_STOCK}; ` +
      `code used ${books.codeUses}/${CODE_MAX_USES}; outbox ${books.outboxStates}; ` +
      `slip pictures left by a killed upload (file without a slip) ${books.orphanSlipFiles}`,
  );
  details('missing order', books.missingOrders);
  details('missing slip', books.missingSlips);
  details('missing approval', books.missingApprovals);
  details('missing registration', books.missingRegistrations);
  details('half-made', books.halfMade);
  details('stock', books.stockWrong);
  details('code', books.codeWrong);
  details('outbox', books.outboxWrong);
  for (const answer of wrongRefusals.slice(0, 5)) {
    line(
      `  wrong refusal: ${answer.kind} ${answer.status} ${answer.code} sent ${((answer.sentAt - start) / 1000).toFixed(2)} s`,
    );
  }
  for (const answer of late503.slice(0, 5)) {
    line(
      `  late 503: ${answer.kind} sent ${((answer.sentAt - start) / 1000).toFixed(2)} s, answered ${((answer.answeredAt - start) / 1000).toFixed(2)} s`,
    );
  }

  const checks: [string, number, string][] = [
    [
      'fault-run shop exits on its own (only the SIGKILLs end it)',
      keeper.exitsOnItsOwn.length + (servingAfter ? 0 : 1),
      'exits',
    ],
    [
      'fault-run terminates the process did not survive',
      terminates.filter((f) => !f.runningAfter || !f.answeringAt).length,
      'terminates',
    ],
    ['fault-run acknowledged orders missing', books.missingOrders.length, 'orders'],
    ['fault-run acknowledged slips missing', books.missingSlips.length, 'slips'],
    ['fault-run acknowledged approvals missing', books.missingApprovals.length, 'approvals'],
    ['fault-run acknowledged registrations missing', books.missingRegistrations.length, 'members'],
    ['fault-run half-made records', books.halfMade.length + books.duplicateKeys, 'records'],
    ['fault-run products whose stock does not add up', books.stockWrong.length, 'products'],
    [
      'fault-run code uses not matching its orders or over its limit',
      books.codeWrong.length,
      'codes',
    ],
    [
      'fault-run orders without exactly one shop message (one per order, one per slip)',
      books.outboxWrong.length,
      'orders',
    ],
    ['fault-run answers 500 (or another 5xx but 503)', fivehundreds, 'answers'],
    ['fault-run requests unanswered in 15 s', timeouts, 'requests'],
    ['fault-run good requests refused (4xx but 409)', wrongRefusals.length, 'answers'],
    ['fault-run 503s after the database answered again', late503.length, 'answers'],
  ];
  for (const [label, figure, unit] of checks) ok = report(label, figure, unit, 0, true, 0) && ok;
  // The run proves something only if every kind of write got through between the faults.
  ok = report('fault-run orders acknowledged', ledger.orders.size, 'orders', 1, false, 0) && ok;
  ok = report('fault-run slips acknowledged', ledger.slips.size, 'slips', 1, false, 0) && ok;
  ok =
    report('fault-run approvals acknowledged', ledger.approvals.size, 'approvals', 1, false, 0) &&
    ok;
  ok =
    report(
      'fault-run registrations acknowledged',
      ledger.registrations.size,
      'members',
      1,
      false,
      0,
    ) && ok;
} finally {
  await keeper?.stop();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  rmSync(folder, { recursive: true, force: true });
}

process.exit(ok ? 0 : 1);
