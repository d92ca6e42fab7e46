import { isVatExempt } from '../../shared/domain/payments.ts';
import { HEAD_OFFICE_BRANCH } from '../../shared/tax-id.ts';
import { categoriesOf } from '../catalog/stock.ts';
import type { Executor } from '../db/client.ts';
import type { DocumentShop } from '../db/schema/tax-documents.ts';
import { readPaymentSettings } from '../settings/payment-settings.ts';
import { getShopSettings } from '../settings/settings.service.ts';

// What tax documents read of other domains, each in one function, so that where the shop keeps
// them can change in one place: the shop's legal details (the contract's `legalName`, `taxId`,
// `branch`, `vatRegistered`, `address` of `GET/PUT /api/admin/settings/shop`) and which goods
// carry no VAT.

/** The shop as a tax document names it, and whether it is VAT-registered. */
export interface ShopLegalDetails extends DocumentShop {
  vatRegistered: boolean;
}

/**
 * The shop's legal details. Until the shop's settings keep a legal name and a branch of their own,
 * the legal name is the shop's name and the branch the head office; the tax id and the VAT
 * registration are the payment settings' (printed on receipts since decision 0024).
 */
export async function readShopLegalDetails(tx: Executor): Promise<ShopLegalDetails> {
  const [shop, payment] = await Promise.all([getShopSettings(tx), readPaymentSettings(tx)]);
  return {
    legalName: shop.name,
    taxId: payment.taxId,
    branch: HEAD_OFFICE_BRANCH,
    address: shop.address,
    vatRegistered: payment.vatRegistered,
  };
}

/**
 * Which of the products carry no VAT: fertiliser and plant protection (Revenue Code s. 81(1)(c),
 * (e); shared/domain/payments.ts `VAT_EXEMPT_CATEGORIES`); tools and equipment carry 7 %. A
 * product deleted since is taxable: the cautious reading, as receipts do.
 */
export async function vatExemptProducts(
  tx: Executor,
  productIds: readonly number[],
): Promise<Set<number>> {
  const categories = await categoriesOf(tx, productIds);
  const exempt = new Set<number>();
  for (const [id, category] of categories) if (isVatExempt(category)) exempt.add(id);
  return exempt;
}

/** The VAT rate of full tax invoices and credit notes, in basis points (7 %). */
export const VAT_RATE_BASIS_POINTS = 700;
