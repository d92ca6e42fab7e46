import { and, asc, desc, gte, lt } from 'drizzle-orm';
import { csvCell, csvRow, digitsText, UTF8_BOM } from '../../shared/domain/csv.ts';
import { taxDocumentMessages } from '../../shared/tax-document-messages.ts';
import type { Executor } from '../db/client.ts';
import { taxDocuments } from '../db/schema/tax-documents.ts';

/** The first moment of a Bangkok month and of the one after it ('2026-12'). */
export function bangkokMonth(month: string): { from: Date; to: Date } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const next = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
  return {
    from: new Date(`${month}-01T00:00:00+07:00`),
    to: new Date(`${next}-01T00:00:00+07:00`),
  };
}

const bangkokDate = new Intl.DateTimeFormat('th-TH-u-ca-buddhist-nu-latn', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Bangkok',
});

/** Baht with two decimals from satang, a credit note's negative: -70.00. */
function money(satang: number): string {
  const sign = satang < 0 ? '-' : '';
  const whole = Math.abs(satang);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * The month's sales tax report (รายงานภาษีขาย) as CSV for Excel: the BOM and the Thai header, then
 * every full tax invoice and credit note issued in the Bangkok month, invoices then credit notes,
 * each in number order: date (dd/mm/พ.ศ.), number, buyer, tax id, branch, taxable base, VAT, exempt
 * amount — a credit note's amounts negative, as it takes them off the month's sales.
 */
export async function salesTaxCsv(db: Executor, month: string): Promise<string> {
  const { from, to } = bangkokMonth(month);
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(and(gte(taxDocuments.issuedAt, from), lt(taxDocuments.issuedAt, to)))
    .orderBy(desc(taxDocuments.kind), asc(taxDocuments.year), asc(taxDocuments.sequence));
  let csv = UTF8_BOM + csvRow(taxDocumentMessages.report.headers);
  for (const row of rows) {
    const sign = row.kind === 'CN' ? -1 : 1;
    const cells = [
      csvCell(bangkokDate.format(row.issuedAt)),
      csvCell(row.number),
      csvCell(row.buyerName),
      csvCell(digitsText(row.buyerTaxId)),
      csvCell(digitsText(row.buyerBranch)),
      // Made here of digits, a point and a leading minus: not a formula, written as it is.
      money(sign * row.baseSatang),
      money(sign * row.vatSatang),
      money(sign * row.exemptSatang),
    ];
    csv += `${cells.join(',')}\r\n`;
  }
  return csv;
}
