import { eq } from 'drizzle-orm';
import type { PaymentSettings, PaymentSettingsUpdate } from '../../shared/contracts/payments.ts';
import { bahtToSatang, satangToBaht } from '../../shared/domain/money.ts';
import { MAX_UNPAID_ORDERS_DEFAULT, type PaymentChoices } from '../../shared/domain/payments.ts';
import type { Executor } from '../db/client.ts';
import { freshRead } from '../db/fresh-read.ts';
import { paymentSettings } from '../db/schema/settings.ts';

// How the shop is paid (decision 0024): a setting that checkout (orders), the parcel's terms
// (shipping) and payments all read. It lives with the shop's settings, below those domains, so
// payments may act on orders without orders reading payments back (decision 0037).

export type PaymentSettingsRow = typeof paymentSettings.$inferSelect;

/** A shop that has not set up payments yet: no PromptPay id, no accounts, cash on delivery. */
const UNSET: PaymentSettingsRow = {
  id: 1,
  promptpayId: '',
  promptpayName: '',
  bankAccounts: [],
  promptpayEnabled: true,
  transferEnabled: true,
  codEnabled: true,
  codMaxSatang: 500_000,
  defaultMethod: 'promptpay',
  paymentWindowSeconds: 86_400,
  maxUnpaidOrders: MAX_UNPAID_ORDERS_DEFAULT,
  vatRegistered: false,
  taxId: '',
  updatedAt: new Date(0),
};

/** The shop's payment settings (the defaults until the owner saves them). */
export async function readPaymentSettings(tx: Executor): Promise<PaymentSettingsRow> {
  const [row] = await tx.select().from(paymentSettings).where(eq(paymentSettings.id, 1));
  return row ?? UNSET;
}

/**
 * The settings as checkout and the quote use them: read at most once a second per database
 * handle (db/fresh-read.ts), so an order does not wait for one more round trip. A change saved
 * through this process applies at once (`savePaymentSettings` stores the saved row); one saved by
 * another process within a second.
 */
const forCheckout = freshRead(readPaymentSettings, 1000);

export function paymentSettingsForCheckout(db: Executor): Promise<PaymentSettingsRow> {
  return forCheckout.get(db);
}

/**
 * The settings an order is priced with: the ones last read, however old; place_order compares
 * their version (`settingsVersion`) with the database's and the order is priced again after
 * `forgetPaymentSettings` when they differ, so an order costs no read of them.
 */
export function paymentSettingsForOrder(db: Executor): Promise<PaymentSettingsRow> {
  return forCheckout.remembered(db);
}

export function forgetPaymentSettings(db: Executor): void {
  forCheckout.forget(db);
}

/** Which save of the settings a row is, as payments_settings_version (sql) answers it. */
export function settingsVersion(row: { updatedAt: Date }): number {
  return row.updatedAt.getTime();
}

/** What the checkout may offer. */
export function choicesOf(row: PaymentSettingsRow): PaymentChoices {
  return {
    promptpayEnabled: row.promptpayEnabled,
    transferEnabled: row.transferEnabled,
    codEnabled: row.codEnabled,
    codMaxSatang: row.codMaxSatang,
    defaultMethod: row.defaultMethod,
    hasPromptpayId: row.promptpayId !== '',
    hasBankAccount: row.bankAccounts.length > 0,
  };
}

export function toPaymentSettings(row: PaymentSettingsRow): PaymentSettings {
  return {
    promptpayId: row.promptpayId,
    promptpayName: row.promptpayName,
    bankAccounts: row.bankAccounts.map(({ bank, accountName, accountNumber }) => ({
      bank,
      accountName,
      accountNumber,
    })),
    promptpayEnabled: row.promptpayEnabled,
    transferEnabled: row.transferEnabled,
    codEnabled: row.codEnabled,
    codMaxAmount: satangToBaht(row.codMaxSatang),
    defaultMethod: row.defaultMethod,
    paymentWindowHours: row.paymentWindowSeconds / 3600,
    maxUnpaidOrders: row.maxUnpaidOrders,
    vatRegistered: row.vatRegistered,
    taxId: row.taxId,
  };
}

/** Saves the settings (admin and root) and answers them as saved. */
export async function savePaymentSettings(
  tx: Executor,
  input: PaymentSettingsUpdate,
  /** The database handle checkout reads through, when `tx` is a transaction of it. */
  handle: Executor = tx,
): Promise<PaymentSettings> {
  const values = {
    promptpayId: input.promptpayId,
    promptpayName: input.promptpayName,
    bankAccounts: input.bankAccounts,
    promptpayEnabled: input.promptpayEnabled,
    transferEnabled: input.transferEnabled,
    codEnabled: input.codEnabled,
    codMaxSatang: bahtToSatang(input.codMaxAmount),
    defaultMethod: input.defaultMethod,
    paymentWindowSeconds: Math.max(1, Math.round(input.paymentWindowHours * 3600)),
    // Left out by a client that does not know it: the limit stays as it was.
    ...(input.maxUnpaidOrders !== undefined ? { maxUnpaidOrders: input.maxUnpaidOrders } : {}),
    vatRegistered: input.vatRegistered,
    taxId: input.taxId,
  };
  const [row] = await tx
    .insert(paymentSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: paymentSettings.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('payment_settings not saved');
  forCheckout.put(handle, row);
  return toPaymentSettings(row);
}
