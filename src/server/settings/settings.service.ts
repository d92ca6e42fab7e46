import { eq } from 'drizzle-orm';
import type { ShopSettingsUpdate } from '../../shared/contracts/admin-settings.ts';
import type { ShopSettings } from '../../shared/contracts/settings.ts';
import type { AdminShopSettings } from '../../shared/contracts/settings-answers.ts';
import { auditedWrite, type StaffActor } from '../audit/staff-audit.ts';
import type { Database, Executor } from '../db/client.ts';
import { newsletterSubscribers, shopSettings } from '../db/schema/settings.ts';
import { AppError } from '../http/errors.ts';
import { logger } from '../logger.ts';
import { currentNotice } from '../privacy/notice.ts';
import { getShopLegal, saveShopLegal } from './shop-legal.ts';

/** A cached answer younger than this is served as it is. */
const FRESH_MS = 1000;
/** Older than this, a request waits for a fresh read instead of being served the old answer. */
const MAX_STALE_MS = 10_000;

interface CachedSettings {
  value: ShopSettings;
  readAt: number;
  refreshing: boolean;
  /** Bumped by every update through this server: a read begun before it must not overwrite it. */
  generation: number;
}

/** Per database handle (tests run many apps in one process). */
const settingsCache = new WeakMap<object, CachedSettings>();

async function readIntoCache(
  db: Database,
  entry: CachedSettings | undefined,
): Promise<ShopSettings> {
  const generation = entry?.generation ?? 0;
  const value = await getShopSettings(db);
  const current = settingsCache.get(db);
  if ((current?.generation ?? 0) === generation) {
    settingsCache.set(db, { value, readAt: Date.now(), refreshing: false, generation });
  }
  return value;
}

/**
 * The contact details for the storefront (every public page asks), from memory: the read is a
 * database round trip the page would otherwise wait for, and the details change a few times a
 * year. A change made through this server shows at once (`updateShopSettings` replaces the
 * cached answer); one made elsewhere (another server, psql) shows within about a second while
 * pages are being served (an answer older than 1 s is served once more while it is read again
 * in the background) and at once after 10 s without visitors.
 */
export async function getShopSettingsForStorefront(db: Database): Promise<ShopSettings> {
  const entry = settingsCache.get(db);
  const age = entry ? Date.now() - entry.readAt : Number.POSITIVE_INFINITY;
  if (!entry || age > MAX_STALE_MS) return readIntoCache(db, entry);
  if (age > FRESH_MS && !entry.refreshing) {
    entry.refreshing = true;
    readIntoCache(db, entry).catch((error: unknown) => {
      entry.refreshing = false;
      logger.warn('shop settings not refreshed', { error });
    });
  }
  return entry.value;
}

/** The shop's contact details, as the storefront's contact section and footer show them. */
export async function getShopSettings(db: Executor): Promise<ShopSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Shop settings are missing');
  return {
    name: row.name,
    address: row.address,
    email: row.email,
    phone: row.phone,
    hours: row.hours,
    lineQrImage: row.lineQrImageUrl,
    lineId: row.lineId,
    lineUrl: row.lineUrl,
  };
}

/** The back office's read: the contact details and the shop's legal details. */
export async function getAdminShopSettings(db: Executor): Promise<AdminShopSettings> {
  return { ...(await getShopSettings(db)), ...(await getShopLegal(db)) };
}

/**
 * The owner edits the contact details and the legal details; the storefront's contact section
 * and footer follow. A LINE link or a legal detail left out keeps the saved one.
 */
export async function updateShopSettings(
  db: Database,
  input: ShopSettingsUpdate,
  actor: StaffActor,
): Promise<AdminShopSettings> {
  const values = {
    name: input.name,
    address: input.address,
    email: input.email,
    phone: input.phone,
    hours: input.hours,
    lineQrImageUrl: input.lineQrImage,
    lineId: input.lineId,
    ...(input.lineUrl === undefined ? {} : { lineUrl: input.lineUrl }),
  };
  const saved = await auditedWrite(db, actor, {
    action: 'settings.shop',
    entity: 'settings',
    entityId: 'shop',
    before: (tx) => getAdminShopSettings(tx).catch(() => null),
    write: async (tx) => {
      await tx
        .insert(shopSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: shopSettings.id, set: { ...values, updatedAt: new Date() } });
      await saveShopLegal(tx, input);
      return getAdminShopSettings(tx);
    },
    after: (settings) => settings,
  });
  const { legalName: _name, taxId: _taxId, branch: _branch, vatRegistered: _vat, ...shop } = saved;
  const generation = (settingsCache.get(db)?.generation ?? 0) + 1;
  settingsCache.set(db, { value: shop, readAt: Date.now(), refreshing: false, generation });
  return saved;
}

/**
 * Stores a newsletter address once, with the privacy notice in force: subscribing is consent to
 * the shop's marketing mail (decision 0029). A second subscription of the same address changes
 * nothing.
 */
export async function subscribeToNewsletter(
  db: Executor,
  email: string,
): Promise<{ alreadySubscribed: boolean }> {
  const { version } = await currentNotice(db);
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email, noticeVersion: version })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { alreadySubscribed: inserted.length === 0 };
}
