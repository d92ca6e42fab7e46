import type { TaxInvoiceRequest } from '../../shared/contracts/tax-documents.ts';
import { saleVatSplit } from '../../shared/domain/payments.ts';
import { messages } from '../../shared/messages.ts';
import { taxDocumentMessages } from '../../shared/tax-document-messages.ts';
import type { Database } from '../db/client.ts';
import { taxDocuments } from '../db/schema/tax-documents.ts';
import { uniqueViolation } from '../db/unique-violation.ts';
import { AppError } from '../http/errors.ts';
import {
  invoiceOfOrder,
  type LockDocumentOrder,
  type StoredLine,
  type TaxDocumentRow,
} from './documents.ts';
import { nextDocumentNumber } from './numbering.ts';
import { readShopLegalDetails, VAT_RATE_BASIS_POINTS, vatExemptProducts } from './seams.ts';

const text = taxDocumentMessages.errors;

/** The buyer as checked by `taxInvoiceRequestSchema` (digits only, trimmed). */
export type Buyer = { [K in keyof TaxInvoiceRequest]-?: string };

/**
 * Issues the full tax invoice (ใบกำกับภาษีเต็มรูป) of a paid order of a VAT-registered shop, in one
 * transaction: the order locked (two requests for it queue, and the second finds the first's
 * invoice), its live lines with the exempt ones marked, the VAT split of the shared receipt rule
 * (the discount shared over the lines it applies to, the delivery taxable, VAT inside the taxable
 * part), and the next `INV` number of the year. Once per order: 409 `ALREADY_ISSUED`.
 */
export async function issueTaxInvoice(
  db: Database,
  lockOrder: LockDocumentOrder,
  request: { orderId: string; ownerId?: string; buyer: Buyer },
  now = new Date(),
): Promise<TaxDocumentRow> {
  try {
    return await db.transaction(async (tx) => {
      const order = await lockOrder(tx, request.orderId, request.ownerId);
      const shop = await readShopLegalDetails(tx);
      if (!shop.vatRegistered) throw new AppError('NOT_VAT_REGISTERED', text.notVatRegistered);
      if (order.paymentStatus !== 'paid')
        throw new AppError('ORDER_NOT_PAID', messages.orderNotPaid);
      if (await invoiceOfOrder(tx, order.id))
        throw new AppError('ALREADY_ISSUED', text.alreadyIssued);
      const exempt = await vatExemptProducts(
        tx,
        order.lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
      );
      const lines = order.lines.map((line) => ({
        ...line,
        vatExempt: line.productId !== null && exempt.has(line.productId),
      }));
      const split = saleVatSplit(
        lines,
        {
          codeDiscountSatang: order.discountSatang,
          pointsDiscountSatang: order.pointsDiscountSatang,
          shippingFeeSatang: order.shippingFeeSatang,
        },
        { registered: true, rateBasisPoints: VAT_RATE_BASIS_POINTS },
      );
      const { number, year, sequence } = await nextDocumentNumber(tx, 'INV', now);
      const stored: StoredLine[] = lines.map((line) => ({
        itemId: line.itemId,
        name: line.name,
        quantity: line.quantity,
        unitSatang: line.unitSatang,
        totalSatang: line.totalSatang,
        vatExempt: line.vatExempt,
      }));
      const [row] = await tx
        .insert(taxDocuments)
        .values({
          number,
          kind: 'INV',
          year,
          sequence,
          orderId: order.id,
          corrects: null,
          issuedAt: now,
          buyerName: request.buyer.buyerName,
          buyerTaxId: request.buyer.taxId,
          buyerBranch: request.buyer.branch,
          buyerAddress: request.buyer.address,
          shop: {
            legalName: shop.legalName,
            taxId: shop.taxId,
            branch: shop.branch,
            address: shop.address,
          },
          lines: stored,
          // The code's discount and what points paid, as the receipt shows them: one line.
          discountSatang: order.discountSatang + order.pointsDiscountSatang,
          shippingFeeSatang: order.shippingFeeSatang,
          exemptSatang: split.exemptSatang,
          taxableSatang: split.taxableSatang,
          baseSatang: split.taxableSatang - split.vatSatang,
          vatSatang: split.vatSatang,
          totalSatang: split.exemptSatang + split.taxableSatang,
        })
        .returning();
      if (!row) throw new Error('tax invoice not stored');
      return row;
    });
  } catch (error) {
    // The one-invoice index is the last word, should two requests pass the check together.
    if (uniqueViolation(error) === 'tax_documents_one_invoice_per_order')
      throw new AppError('ALREADY_ISSUED', text.alreadyIssued);
    throw error;
  }
}
