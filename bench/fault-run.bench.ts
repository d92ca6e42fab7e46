import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
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
import { type Books, checkBooks } from './support/fault-books.ts';
import {
  type Answer,
  approver,
  BUYERS,
  buyer,
  type Customer,
  type Fixture,
  type Kind,
  Ledger,
  pictures,
  registrar,
  send,
  TRIES,
} from './support/fault-clients.ts';
import { faultLoop, Keeper } from './support/fault-injection.ts';
import { freePort, percentile, report } from './support/server.ts';

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
const STAFF = 2;
const REGISTRARS = 1;
const CUSTOMERS = 60;
const PLENTY_PRODUCTS = 20;
const PLENTY_STOCK = 100_000;
/** Runs out during the run: refusals (409 OUT_OF_STOCK) and the never-below-zero rule. */
const SCARCE_STOCK = 40;
const CODE_MAX_USES = 25;
/** Pictures drawn before the load (more are drawn on demand). */
const PICTURES_AHEAD = 60;
const ROOT_PHONE = '0800000009';

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
