import { productTaxOf } from '../catalog/product-tax.ts';
import type { Executor } from '../db/client.ts';
import type { DocumentShop } from '../db/schema/tax-documents.ts';
import { getShopSettings } from '../settings/settings.service.ts';
import { getShopLegal } from '../settings/shop-legal.ts';

// What tax documents read of other domains, each in one function, so that where the shop keeps
// them can change in one place: the shop's legal details (the contract's `legalName`, `taxId`,
// `branch`, `vatRegistered`, `address` of `GET/PUT /api/admin/settings/shop`) and which goods
// carry no VAT.

/** The shop as a tax document names it, and whether it is VAT-registered. */
export interface ShopLegalDetails extends DocumentShop {
  vatRegistered: boolean;
}

/**
 * The shop's legal details as the owner saved them (decision 0056): the registered name (the
 * shop's name until one is given), tax id, branch and VAT registration, and the shop's address.
 */
export async function readShopLegalDetails(tx: Executor): Promise<ShopLegalDetails> {
  const [shop, legal] = await Promise.all([getShopSettings(tx), getShopLegal(tx)]);
  return {
    legalName: legal.legalName || shop.name,
    taxId: legal.taxId,
    branch: legal.branch,
    address: shop.address,
    vatRegistered: legal.vatRegistered,
  };
}

/**
 * Which of the products carry no VAT, as each product says (`vatExempt`: fertiliser and plant
 * protection, Revenue Code s. 81(1)(c), (e); tools and equipment carry 7 %). A product deleted
 * since is taxable: the cautious reading, as receipts do.
 */
export async function vatExemptProducts(
  tx: Executor,
  productIds: readonly number[],
): Promise<Set<number>> {
  const tax = await productTaxOf(tx, productIds);
  return new Set([...tax].flatMap(([id, product]) => (product.vatExempt ? [id] : [])));
}

/** The VAT rate of full tax invoices and credit notes, in basis points (7 %). */
export const VAT_RATE_BASIS_POINTS = 700;
