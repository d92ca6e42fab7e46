import { eq } from 'drizzle-orm';
import type { Receipt } from '../../shared/contracts/payments.ts';
import { bahtToSatang } from '../../shared/domain/money.ts';
import { HEAD_OFFICE_BRANCH } from '../../shared/domain/thai-tax-id.ts';
import { taxDocumentMessages } from '../../shared/tax-document-messages.ts';
import type { Executor } from '../db/client.ts';
import { taxDocumentPdfs } from '../db/schema/tax-documents.ts';
import { creditedBefore } from './credit-notes.ts';
import { documentByNumber, type TaxDocumentRow } from './documents.ts';
import { type Paper, renderPaper } from './pdf-paper.ts';

const text = taxDocumentMessages.pdf;

/**
 * A document's PDF: made the first time it is asked for and kept by its number, since the document
 * never changes. Two first asks at once both make it; the first kept is the one served after.
 */
async function cachedPdf(
  db: Executor,
  number: string,
  paper: () => Promise<Paper>,
): Promise<Buffer> {
  const [kept] = await db
    .select({ pdf: taxDocumentPdfs.pdf })
    .from(taxDocumentPdfs)
    .where(eq(taxDocumentPdfs.number, number));
  if (kept) return kept.pdf;
  const pdf = await renderPaper(await paper());
  await db.insert(taxDocumentPdfs).values({ number, pdf }).onConflictDoNothing();
  return pdf;
}

function paperOf(row: TaxDocumentRow): Paper {
  return {
    title: row.kind === 'INV' ? text.taxInvoice : text.creditNote,
    subtitle: text.taxInvoiceSub,
    number: row.number,
    issuedAt: row.issuedAt,
    orderId: row.orderId,
    shop: row.shop,
    vatRegistered: true,
    buyer: {
      name: row.buyerName,
      taxId: row.buyerTaxId,
      branch: row.buyerBranch,
      address: row.buyerAddress,
    },
    lines: row.lines,
    discountSatang: row.discountSatang,
    shippingFeeSatang: row.shippingFeeSatang,
    exemptSatang: row.exemptSatang,
    baseSatang: row.baseSatang,
    vatSatang: row.vatSatang,
    totalSatang: row.totalSatang,
  };
}

/** A full tax invoice's or a credit note's PDF. */
export function documentPdf(db: Executor, row: TaxDocumentRow): Promise<Buffer> {
  return cachedPdf(db, row.number, async () => {
    if (row.kind === 'INV') return paperOf(row);
    const invoice = row.corrects ? await documentByNumber(db, row.corrects) : null;
    const original = (invoice?.totalSatang ?? 0) - (await creditedBefore(db, row));
    return {
      ...paperOf(row),
      corrects: row.corrects ?? undefined,
      reason: row.reason ?? undefined,
      credit: { originalSatang: original, correctSatang: original - row.totalSatang },
    };
  });
}

/** A receipt's PDF, as payments issued it when the order was paid. */
export function receiptPdf(db: Executor, receipt: Receipt): Promise<Buffer> {
  return cachedPdf(db, receipt.label, async () => {
    const exempt = bahtToSatang(receipt.exemptAmount);
    const taxable = bahtToSatang(receipt.taxableAmount);
    const vat = bahtToSatang(receipt.vat);
    return {
      title: text.receipt,
      number: receipt.label,
      issuedAt: new Date(receipt.issuedAt),
      orderId: receipt.orderId,
      shop: {
        legalName: receipt.shopName,
        taxId: receipt.taxId,
        branch: HEAD_OFFICE_BRANCH,
        address: receipt.shopAddress,
      },
      vatRegistered: receipt.vatRegistered,
      buyer: { name: receipt.customerName, address: receipt.customerAddress },
      lines: receipt.lines.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        unitSatang: bahtToSatang(line.unitPrice),
        totalSatang: bahtToSatang(line.totalPrice),
        vatExempt: line.vatExempt,
      })),
      discountSatang: bahtToSatang(receipt.discount),
      shippingFeeSatang: bahtToSatang(receipt.shippingFee),
      exemptSatang: exempt,
      baseSatang: taxable - vat,
      vatSatang: vat,
      totalSatang: bahtToSatang(receipt.amount),
    };
  });
}
