import { eq } from 'drizzle-orm';
import type { ShippingSettings, ShippingSettingsUpdate } from '../../shared/contracts/shipping.ts';
import { bahtToSatang, satangToBaht } from '../../shared/domain/money.ts';
import type { ShippingRules } from '../../shared/domain/shipping.ts';
import { shippingMessages } from '../../shared/shipping-messages.ts';
import { thaiProvinces } from '../addresses/subdistricts.ts';
import type { Executor } from '../db/client.ts';
import { freshRead } from '../db/fresh-read.ts';
import { shippingSettings } from '../db/schema/shipping.ts';
import { AppError } from '../http/errors.ts';

type ShippingSettingsRow = typeof shippingSettings.$inferSelect;

/** A shop that has not set fees: delivery is free. */
const UNSET: ShippingSettingsRow = {
  id: 1,
  flatFeeSatang: 0,
  freeFromSatang: null,
  remoteProvinces: [],
  remoteFeeSatang: 0,
  codFeeSatang: 0,
  codeWaivesFee: false,
  updatedAt: new Date(0),
};

export async function readShippingSettings(db: Executor): Promise<ShippingSettingsRow> {
  const [row] = await db.select().from(shippingSettings).where(eq(shippingSettings.id, 1));
  return row ?? UNSET;
}

/**
 * Whether the shop has said what delivery costs: its fees saved once, free delivery included. A
 * new shop has no row and charges nothing until then (the shop's setup, decision 0039).
 */
export async function shippingFeesSaved(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: shippingSettings.id })
    .from(shippingSettings)
    .where(eq(shippingSettings.id, 1));
  return row !== undefined;
}

/**
 * The fees as checkout and the quote use them: read at most once a second per database handle
 * (db/fresh-read.ts), as the payment settings are, so an order does not wait for one more round
 * trip. A change saved through this process applies at once; one saved by another process within
 * a second.
 */
const forCheckout = freshRead(async (db) => rulesOf(await readShippingSettings(db)), 1000);

/** The fees, with which save of them they are (shipping_settings_version, sql). */
export type VersionedShippingRules = ShippingRules & { version: number };

export function shippingRulesForCheckout(db: Executor): Promise<VersionedShippingRules> {
  return forCheckout.get(db);
}

/**
 * The fees an order is priced with: the ones last read, however old; place_order compares their
 * version with the database's, and the order is priced again after `forgetShippingRules`.
 */
export function shippingRulesForOrder(db: Executor): Promise<VersionedShippingRules> {
  return forCheckout.remembered(db);
}

export function forgetShippingRules(db: Executor): void {
  forCheckout.forget(db);
}

function rulesOf(row: ShippingSettingsRow): VersionedShippingRules {
  return {
    version: row.updatedAt.getTime(),
    flatFeeSatang: row.flatFeeSatang,
    freeFromSatang: row.freeFromSatang,
    remoteProvinces: row.remoteProvinces,
    remoteFeeSatang: row.remoteFeeSatang,
    codFeeSatang: row.codFeeSatang,
    codeWaivesFee: row.codeWaivesFee,
  };
}

export async function toShippingSettings(
  db: Executor,
  row: ShippingSettingsRow,
): Promise<ShippingSettings> {
  return {
    flatFee: satangToBaht(row.flatFeeSatang),
    freeFrom: row.freeFromSatang === null ? null : satangToBaht(row.freeFromSatang),
    remoteSurcharge: {
      provinces: [...row.remoteProvinces],
      fee: satangToBaht(row.remoteFeeSatang),
    },
    codFee: satangToBaht(row.codFeeSatang),
    codeWaivesFee: row.codeWaivesFee,
    provinceChoices: [...(await thaiProvinces(db))],
  };
}

/** Saves the fees (admin and root); a province the address data does not know is a 400. */
export async function saveShippingSettings(
  db: Executor,
  input: ShippingSettingsUpdate,
  /** The database handle checkout reads through, when `db` is a transaction of it. */
  handle: Executor = db,
): Promise<ShippingSettings> {
  const known = new Set(await thaiProvinces(db));
  const provinces = [...new Set(input.remoteSurcharge.provinces)];
  const unknown = provinces.find((province) => !known.has(province));
  if (unknown !== undefined) {
    const message = shippingMessages.settings.unknownProvince(unknown);
    throw new AppError('VALIDATION', message, { fields: { 'remoteSurcharge.provinces': message } });
  }
  const values = {
    flatFeeSatang: bahtToSatang(input.flatFee),
    freeFromSatang: input.freeFrom === null ? null : bahtToSatang(input.freeFrom),
    remoteProvinces: provinces,
    remoteFeeSatang: bahtToSatang(input.remoteSurcharge.fee),
    codFeeSatang: bahtToSatang(input.codFee),
    codeWaivesFee: input.codeWaivesFee,
  };
  const [row] = await db
    .insert(shippingSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shippingSettings.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('shipping_settings not saved');
  forCheckout.put(handle, rulesOf(row));
  return toShippingSettings(db, row);
}
