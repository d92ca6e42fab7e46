import { and, eq } from 'drizzle-orm';
import { vatInside } from '../../shared/domain/payments.ts';
import { taxDocumentMessages } from '../../shared/tax-document-messages.ts';
import type { Executor } from '../db/client.ts';
import { taxDocuments } from '../db/schema/tax-documents.ts';
import { AppError } from '../http/errors.ts';
import { creditNotesOfOrder, type StoredLine, type TaxDocumentRow } from './documents.ts';
import { nextDocumentNumber } from './numbering.ts';
import { VAT_RATE_BASIS_POINTS } from './seams.ts';

const text = taxDocumentMessages.errors;

export interface CreditNoteRequest {
  orderId: string;
  /** What is given back, in satang (VAT included on its taxable part). */
  amountSatang: number;
  /** The order lines (`transaction_items` ids) given back, when the refund names them. */
  lines?: readonly number[];
  reason: string;
}

/** The part of `amount` that is taxable, in proportion to `taxable` of `taxable + exempt`. */
function taxableShare(amount: number, taxable: number, exempt: number): number {
  const whole = taxable + exempt;
  if (whole <= 0) return 0;
  return Math.round((amount * taxable) / whole);
}

/**
 * Issues a credit note (ใบลดหนี้) for money given back on an order that has a full tax invoice, in
 * the caller's transaction (the refund's): the next `CN` number of the year, the invoice it
 * corrects, the buyer and shop as the invoice named them, and the amount split into exempt and
 * taxable parts — by the lines given back when named, else as the invoice was — with the VAT
 * inside the taxable part. Never more than the invoice still holds after earlier credit notes
 * (409 `CREDIT_TOO_LARGE`). Answers null when the order has no tax invoice: nothing to correct.
 */
export async function issueCreditNote(
  tx: Executor,
  request: CreditNoteRequest,
  now = new Date(),
): Promise<TaxDocumentRow | null> {
  if (!Number.isSafeInteger(request.amountSatang) || request.amountSatang <= 0)
    throw new RangeError(`credit note amount must be positive satang: ${request.amountSatang}`);
  // The invoice's row locked: two credit notes for one invoice are counted one after the other.
  const [invoice] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, request.orderId), eq(taxDocuments.kind, 'INV')))
    .for('update');
  if (!invoice) return null;
  const earlier = await creditNotesOfOrder(tx, request.orderId);
  const leftTaxable = invoice.taxableSatang - sum(earlier.map((note) => note.taxableSatang));
  const leftExempt = invoice.exemptSatang - sum(earlier.map((note) => note.exemptSatang));
  if (request.amountSatang > leftTaxable + leftExempt)
    throw new AppError('CREDIT_TOO_LARGE', text.creditTooLarge);

  const invoiceLines = invoice.lines as StoredLine[];
  const named = request.lines
    ? invoiceLines.filter(
        (line) => line.itemId !== undefined && request.lines?.includes(line.itemId),
      )
    : [];
  const basis =
    named.length > 0
      ? {
          taxable: sum(named.filter((l) => !l.vatExempt).map((l) => l.totalSatang)),
          exempt: sum(named.filter((l) => l.vatExempt).map((l) => l.totalSatang)),
        }
      : { taxable: leftTaxable, exempt: leftExempt };
  // Within what each part still holds: the rest of the amount goes to the other part.
  let taxable = Math.min(
    leftTaxable,
    taxableShare(request.amountSatang, basis.taxable, basis.exempt),
  );
  let exempt = request.amountSatang - taxable;
  if (exempt > leftExempt) {
    exempt = leftExempt;
    taxable = request.amountSatang - exempt;
  }
  const vat = vatInside(taxable, VAT_RATE_BASIS_POINTS);
  const { number, year, sequence } = await nextDocumentNumber(tx, 'CN', now);
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      number,
      kind: 'CN',
      year,
      sequence,
      orderId: invoice.orderId,
      corrects: invoice.number,
      issuedAt: now,
      buyerName: invoice.buyerName,
      buyerTaxId: invoice.buyerTaxId,
      buyerBranch: invoice.buyerBranch,
      buyerAddress: invoice.buyerAddress,
      shop: invoice.shop,
      lines: named,
      exemptSatang: exempt,
      taxableSatang: taxable,
      baseSatang: taxable - vat,
      vatSatang: vat,
      totalSatang: request.amountSatang,
      reason: request.reason,
    })
    .returning();
  if (!row) throw new Error('credit note not stored');
  return row;
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** What the credit notes before this one gave back (the PDF's original and corrected values). */
export async function creditedBefore(tx: Executor, note: TaxDocumentRow): Promise<number> {
  const notes = await creditNotesOfOrder(tx, note.orderId);
  return sum(
    notes
      .filter((other) => other.year * 1e7 + other.sequence < note.year * 1e7 + note.sequence)
      .map((other) => other.totalSatang),
  );
}
