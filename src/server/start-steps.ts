import { existsSync, readdirSync } from 'node:fs';
import type { SetupStep } from '../shared/contracts/settings-answers.ts';
import type { AppConfig } from './config.ts';
import { type DatabaseHandle, type Executor, migrateDatabase } from './db/client.ts';
import { type SeedResult, seedDatabase } from './db/seed/index.ts';
import { say } from './logger.ts';
import { lineChannelReady } from './notifications/notifications.service.ts';
import { shopSetupStatus } from './settings/shop-setup.ts';
import { shippingFeesSaved } from './shipping/shipping-settings.ts';

// What a start says while it works (README, Start): a first start builds, makes a database,
// migrates and seeds for half a minute or more, and each step names itself as it begins or ends.
// Held to the log's rules (docs/quality.md): the root's phone and password are never named here;
// the one line that shows a generated password is index.ts's, once.

/** Where the start's database is, for the line that says it is being opened. */
export function openingLine(config: Pick<AppConfig, 'DATABASE_URL' | 'PGLITE_DIR'>): string {
  // The URL carries the password and the database's name: only the kind is said.
  if (config.DATABASE_URL) return 'Opening the database: PostgreSQL…';
  const folder = config.PGLITE_DIR;
  if (folder.startsWith('memory://')) return 'Opening the database: PGlite in memory…';
  const isNew = !existsSync(folder) || readdirSync(folder).length === 0;
  return isNew
    ? `Opening the database: PGlite in ${folder}, a new one (creating it takes a few seconds)…`
    : `Opening the database: PGlite in ${folder}…`;
}

export function migrationsLine(applied: number): string {
  if (applied === 0) return 'Database migrations: up to date.';
  return `Database migrations: ${applied} applied.`;
}

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the seed added to an empty shop, or that the shop had its data already. */
export function seedLine(added: SeedResult['added']): string {
  const parts = [
    added.products > 0
      ? `${counted(added.products, 'product')} in ${counted(added.categories, 'category', 'categories')}`
      : '',
    added.articles > 0 ? counted(added.articles, 'article') : '',
    added.news > 0 ? counted(added.news, 'news item') : '',
    added.reviews > 0 ? counted(added.reviews, 'review') : '',
    ...added.promotions.map((code) => `the promotion ${code}`),
    added.demoEvents > 0 ? counted(added.demoEvents, 'demo analytics event') : '',
  ].filter(Boolean);
  if (parts.length === 0) return 'Demo shop: nothing to add, the shop has its own data.';
  return `Demo shop seeded: ${parts.join(', ')}.`;
}

/**
 * The root account's state, without its phone or password: made now from ROOT_PHONE and
 * ROOT_PASSWORD (or the default phone), made before (when the ROOT_* settings no longer count),
 * or not made because a customer holds the phone. A generated password is shown by index.ts.
 */
export function rootLine(
  result: Pick<SeedResult, 'root' | 'generatedRootPassword'>,
  settings: { phoneSet: boolean; passwordSet: boolean },
): string | null {
  const phone = settings.phoneSet ? 'the phone in ROOT_PHONE' : 'the default phone (README)';
  if (result.root === 'phone-taken') {
    return `No root account: ${settings.phoneSet ? 'the phone in ROOT_PHONE' : 'the default phone'} belongs to a customer. Start again with another ROOT_PHONE.`;
  }
  if (result.root === 'existing') {
    return settings.passwordSet
      ? 'Root account: made on an earlier start. ROOT_PHONE and ROOT_PASSWORD count only when the shop makes it, so they changed nothing.'
      : 'Root account: made on an earlier start.';
  }
  if (result.generatedRootPassword) return null;
  return `Root account created: sign in with ${phone} and the password in ROOT_PASSWORD.`;
}

/**
 * Migrates and seeds (one process after the other on a shared PostgreSQL), saying what was done.
 * `phoneSet`: ROOT_PHONE came from the environment rather than its default.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  config: Pick<AppConfig, 'ROOT_PHONE' | 'ROOT_PASSWORD' | 'DEMO_EVENTS'>,
  phoneSet: boolean,
): Promise<SeedResult> {
  const seeded = await handle.alone(async () => {
    say(migrationsLine(await migrateDatabase(handle)));
    return seedDatabase(handle.db, {
      rootPhone: config.ROOT_PHONE,
      rootPassword: config.ROOT_PASSWORD,
      demoEvents: config.DEMO_EVENTS,
    });
  });
  say(seedLine(seeded.added));
  const root = rootLine(seeded, { phoneSet, passwordSet: config.ROOT_PASSWORD !== undefined });
  if (root) say(root);
  return seeded;
}

/** The settings still to set, as the start names them (the back office's checklist, in English). */
const SETUP_NAMES: Record<SetupStep, string> = {
  shop: "the shop's own phone and email",
  taxId: 'its tax id',
  payments: 'its own PromptPay id or bank account',
  shipping: 'shipping fees (delivery is free until then)',
  line: 'the LINE channel that tells the shop of orders',
};

/**
 * What the shop must still set before it sells (decision 0039), and where the owner sets it; null
 * once every setting is set.
 */
export async function setupLine(db: Executor, adminUrl: string): Promise<string | null> {
  const status = await shopSetupStatus(db, { shippingFeesSaved, lineChannelReady });
  const missing = status.steps.filter((step) => !step.done).map((step) => SETUP_NAMES[step.step]);
  if (missing.length === 0) return null;
  return `Still to set before the shop sells: ${missing.join('; ')}. Sign in as root at ${adminUrl}: the back office lists them.`;
}
