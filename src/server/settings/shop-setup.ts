import {
  SETUP_STEPS,
  type SetupStatus,
  type SetupStep,
} from '../../shared/contracts/settings-answers.ts';
import type { Executor } from '../db/client.ts';
import { defaultPaymentSettings } from '../db/seed/payment-settings.ts';
import { defaultShopSettings } from '../db/seed/shop-settings.ts';
import { type PaymentSettingsRow, readPaymentSettings } from './payment-settings.ts';
import { getShopSettings } from './settings.service.ts';

/**
 * What the shop's setup asks of the domains that own the other settings (shipping's fees,
 * notifications' LINE channel): the app hands them in (src/server/app.ts), since those domains
 * import settings and may not be imported back (decision 0037).
 */
export interface SetupReaders {
  shippingFeesSaved(db: Executor): Promise<boolean>;
  lineChannelReady(db: Executor): Promise<boolean>;
}

const DEMO_ACCOUNTS = new Set(
  (defaultPaymentSettings.bankAccounts ?? []).map((account) => account.accountNumber),
);

/**
 * Every way of being paid ahead that the shop offers has the shop's own details: a PromptPay id
 * and bank accounts that are not the demo's placeholders (db/seed/payment-settings.ts), and some
 * way of being paid at all.
 */
function paidToTheShop(row: PaymentSettingsRow): boolean {
  const promptpay =
    row.promptpayId !== '' && row.promptpayId !== defaultPaymentSettings.promptpayId;
  const accounts =
    row.bankAccounts.length > 0 &&
    row.bankAccounts.every((account) => !DEMO_ACCOUNTS.has(account.accountNumber));
  return (
    (row.promptpayEnabled || row.transferEnabled || row.codEnabled) &&
    (!row.promptpayEnabled || promptpay) &&
    (!row.transferEnabled || accounts)
  );
}

/**
 * Which settings a shop must set before it sells are set (decision 0039). The demo's values that
 * a new shop opens with (db/seed) are placeholders, never the shop's: its contact details count
 * once the phone and email are no longer the demo's.
 */
export async function shopSetupStatus(db: Executor, readers: SetupReaders): Promise<SetupStatus> {
  const [shop, payments, shipping, line] = await Promise.all([
    getShopSettings(db),
    readPaymentSettings(db),
    readers.shippingFeesSaved(db),
    readers.lineChannelReady(db),
  ]);
  const done: Record<SetupStep, boolean> = {
    shop: shop.phone !== defaultShopSettings.phone && shop.email !== defaultShopSettings.email,
    taxId: payments.taxId !== '',
    payments: paidToTheShop(payments),
    shipping,
    line,
  };
  const steps = SETUP_STEPS.map((step) => ({ step, done: done[step] }));
  return { steps, complete: steps.every((step) => step.done) };
}
