import { and, asc, eq } from 'drizzle-orm';
import { bahtInWords } from '../../shared/baht-words.ts';
import type { TaxDocument } from '../../shared/contracts/tax-documents.ts';
import { satangToBaht } from '../../shared/domain/money.ts';
import type { PaymentStatus } from '../../shared/domain/order-states.ts';
import type { Executor } from '../db/client.ts';
import type { DocumentLine } from '../db/schema/tax-documents.ts';
import { taxDocuments } from '../db/schema/tax-documents.ts';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/** What tax documents need of an order; orders/order-for-documents.ts gives it (through app.ts). */
export interface DocumentOrder {
  id: string;
  paymentStatus: PaymentStatus;
  customerName: string;
  address: string;
  discountSatang: number;
  /** What member points paid of the net (0 when none). */
  pointsDiscountSatang: number;
  shippingFeeSatang: number;
  lines: readonly {
    itemId: number;
    productId: number | null;
    name: string;
    quantity: number;
    unitSatang: number;
    totalSatang: number;
    discounted: boolean;
  }[];
}

/** Locks an order for the transaction; with `ownerId` only that customer's (404 otherwise). */
export type LockDocumentOrder = (
  tx: Executor,
  orderId: string,
  ownerId?: string,
) => Promise<DocumentOrder>;

/** A line as stored, with the order line it came from (a credit note names lines by it). */
export type StoredLine = DocumentLine & { itemId?: number };

export function pdfPathOf(row: Pick<TaxDocumentRow, 'kind' | 'number' | 'orderId'>): string {
  return row.kind === 'INV'
    ? `/api/orders/${row.orderId}/tax-invoice.pdf`
    : `/api/admin/credit-notes/${row.number}.pdf`;
}

/** A stored document as the API answers it (baht). */
export function toTaxDocument(row: TaxDocumentRow): TaxDocument {
  return {
    number: row.number,
    kind: row.kind === 'INV' ? 'tax_invoice' : 'credit_note',
    issuedAt: row.issuedAt.toISOString(),
    orderId: row.orderId,
    corrects: row.corrects,
    buyer: {
      name: row.buyerName,
      taxId: row.buyerTaxId,
      branch: row.buyerBranch,
      address: row.buyerAddress,
    },
    shop: row.shop,
    lines: row.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitPrice: satangToBaht(line.unitSatang),
      total: satangToBaht(line.totalSatang),
      vatExempt: line.vatExempt,
    })),
    discount: satangToBaht(row.discountSatang),
    shippingFee: satangToBaht(row.shippingFeeSatang),
    exemptAmount: satangToBaht(row.exemptSatang),
    taxableAmount: satangToBaht(row.taxableSatang),
    taxBase: satangToBaht(row.baseSatang),
    vat: satangToBaht(row.vatSatang),
    total: satangToBaht(row.totalSatang),
    totalInWords: bahtInWords(row.totalSatang),
    reason: row.reason,
    pdfUrl: pdfPathOf(row),
  };
}

/** The full tax invoice of an order; null when it has none. */
export async function invoiceOfOrder(
  tx: Executor,
  orderId: string,
): Promise<TaxDocumentRow | null> {
  const [row] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'INV')));
  return row ?? null;
}

/** The credit notes of an order, in number order. */
export async function creditNotesOfOrder(tx: Executor, orderId: string): Promise<TaxDocumentRow[]> {
  return tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'CN')))
    .orderBy(asc(taxDocuments.year), asc(taxDocuments.sequence));
}

export async function documentByNumber(
  tx: Executor,
  number: string,
): Promise<TaxDocumentRow | null> {
  const [row] = await tx.select().from(taxDocuments).where(eq(taxDocuments.number, number));
  return row ?? null;
}
