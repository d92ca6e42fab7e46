import { eq } from 'drizzle-orm';
import type { ShopSettingsUpdate } from '../../shared/contracts/admin-settings.ts';
import type { ShopLegal } from '../../shared/contracts/settings-answers.ts';
import { HEAD_OFFICE_BRANCH } from '../../shared/domain/thai-tax-id.ts';
import { legalMessages } from '../../shared/legal-messages.ts';
import type { Executor } from '../db/client.ts';
import { paymentSettings, shopSettings } from '../db/schema/settings.ts';
import { AppError } from '../http/errors.ts';

// The shop's legal details (decision 0056): its registered name and branch with its contact
// details, its tax id and VAT registration where receipts already read them (payment settings).

/** The shop's legal details as saved ('' and the head office until the owner gives them). */
export async function getShopLegal(db: Executor): Promise<ShopLegal> {
  const [shop] = await db
    .select({ legalName: shopSettings.legalName, branch: shopSettings.branch })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  const [payments] = await db
    .select({ taxId: paymentSettings.taxId, vatRegistered: paymentSettings.vatRegistered })
    .from(paymentSettings)
    .where(eq(paymentSettings.id, 1));
  return {
    legalName: shop?.legalName ?? '',
    branch: shop?.branch ?? HEAD_OFFICE_BRANCH,
    taxId: payments?.taxId ?? '',
    vatRegistered: payments?.vatRegistered ?? false,
  };
}

/**
 * Saves the legal details the form sent (each left out stays), in the caller's transaction; a
 * VAT-registered shop without a tax id is 400, as the payment settings refuse it.
 */
export async function saveShopLegal(tx: Executor, input: ShopSettingsUpdate): Promise<void> {
  const saved = await getShopLegal(tx);
  const next = {
    legalName: input.legalName ?? saved.legalName,
    branch: input.branch ?? saved.branch,
    taxId: input.taxId ?? saved.taxId,
    vatRegistered: input.vatRegistered ?? saved.vatRegistered,
  };
  if (next.vatRegistered && next.taxId === '') {
    throw new AppError('VALIDATION', legalMessages.taxIdRequired, {
      fields: { taxId: legalMessages.taxIdRequired },
    });
  }
  const now = new Date();
  await tx
    .update(shopSettings)
    .set({ legalName: next.legalName, branch: next.branch })
    .where(eq(shopSettings.id, 1));
  if (next.taxId !== saved.taxId || next.vatRegistered !== saved.vatRegistered) {
    await tx
      .update(paymentSettings)
      .set({ taxId: next.taxId, vatRegistered: next.vatRegistered, updatedAt: now })
      .where(eq(paymentSettings.id, 1));
  }
}
