import { createRequire } from 'node:module';
import { bahtInWords } from '../../shared/baht-words.ts';
import { formatThaiDate } from '../../shared/domain/dates.ts';
import { formatBaht } from '../../shared/domain/money.ts';
import { HEAD_OFFICE_BRANCH } from '../../shared/domain/thai-tax-id.ts';
import { taxDocumentMessages } from '../../shared/tax-document-messages.ts';
import type { DocumentLine, DocumentShop } from '../db/schema/tax-documents.ts';
import { mendThaiTextMap } from './pdf-thai-text.ts';

const text = taxDocumentMessages.pdf;

/** Sarabun's whole TrueType files (not the web subsets): every Thai glyph and its mark anchors. */
const fontFile = (name: string) =>
  createRequire(import.meta.url).resolve(`@expo-google-fonts/sarabun/${name}/Sarabun_${name}.ttf`);
const REGULAR = fontFile('400Regular');
const BOLD = fontFile('700Bold');

/** What one A4 page says, whatever the document. */
export interface Paper {
  title: string;
  subtitle?: string;
  number: string;
  issuedAt: Date;
  orderId: string;
  shop: DocumentShop;
  vatRegistered: boolean;
  buyer: { name: string; taxId?: string; branch?: string; address: string };
  corrects?: string;
  reason?: string;
  lines: readonly DocumentLine[];
  discountSatang: number;
  shippingFeeSatang: number;
  exemptSatang: number;
  baseSatang: number;
  vatSatang: number;
  totalSatang: number;
  /** A credit note's three values: the invoice's, the corrected one, the difference. */
  credit?: { originalSatang: number; correctSatang: number };
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const RIGHT = A4.width - MARGIN;
const COLUMNS = { name: MARGIN, quantity: 330, unit: 390, amount: 470 };

const branchText = (branch: string) =>
  branch === HEAD_OFFICE_BRANCH ? text.headOffice : text.branch(branch);

/**
 * The paper as an A4 PDF with Sarabun embedded (subset to the glyphs used). pdfkit is loaded
 * with the first PDF asked for, not with the server (lean-start.test.ts).
 */
export async function renderPaper(paper: Paper): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: REGULAR,
    info: { Title: `${paper.title} ${paper.number}`, Author: paper.shop.legalName },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // The heading: the shop on the left, the document's title, number and date on the right.
  doc.font('bold').fontSize(15).text(paper.shop.legalName, MARGIN, MARGIN, { width: 300 });
  doc.font('regular').fontSize(10).text(paper.shop.address, { width: 300 });
  if (paper.shop.taxId)
    doc.text(`${text.taxId} ${paper.shop.taxId}  ${branchText(paper.shop.branch)}`, { width: 300 });
  if (!paper.vatRegistered) doc.text(text.notVatRegistered, { width: 300 });
  const shopBottom = doc.y;
  doc
    .font('bold')
    .fontSize(17)
    .text(paper.title, 350, MARGIN, { width: RIGHT - 350, align: 'right' });
  doc.font('regular').fontSize(10);
  if (paper.subtitle) doc.text(paper.subtitle, { width: RIGHT - 350, align: 'right' });
  doc.text(`${text.number} ${paper.number}`, { width: RIGHT - 350, align: 'right' });
  doc.text(`${text.date} ${formatThaiDate(paper.issuedAt)}`, {
    width: RIGHT - 350,
    align: 'right',
  });
  doc.text(`${text.order} ${paper.orderId}`, { width: RIGHT - 350, align: 'right' });
  if (paper.corrects)
    doc.text(`${text.corrects} ${paper.corrects}`, { width: RIGHT - 350, align: 'right' });

  // The buyer.
  let y = Math.max(shopBottom, doc.y) + 14;
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.5).stroke();
  y += 8;
  doc.font('bold').fontSize(11).text(text.buyer, MARGIN, y);
  doc
    .font('regular')
    .fontSize(10)
    .text(paper.buyer.name, { width: RIGHT - MARGIN });
  doc.text(paper.buyer.address, { width: RIGHT - MARGIN });
  if (paper.buyer.taxId)
    doc.text(
      `${text.taxId} ${paper.buyer.taxId}  ${branchText(paper.buyer.branch ?? HEAD_OFFICE_BRANCH)}`,
    );
  if (paper.reason) doc.text(`${text.reason}: ${paper.reason}`, { width: RIGHT - MARGIN });

  // The lines: taxable goods first, exempt goods apart under their own heading.
  y = doc.y + 12;
  // A credit note for an amount names no lines: the amounts alone.
  if (paper.lines.length > 0) y = tableHead(doc, y);
  const taxable = paper.lines.filter((line) => !line.vatExempt);
  const exempt = paper.lines.filter((line) => line.vatExempt);
  if (taxable.length > 0 && paper.vatRegistered) y = section(doc, y, text.taxableHeading, taxable);
  else if (taxable.length > 0) y = section(doc, y, '', taxable);
  if (exempt.length > 0) y = section(doc, y, paper.vatRegistered ? text.exemptHeading : '', exempt);
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.5).stroke();
  y += 6;

  // The amounts.
  const rows: [string, number, boolean?][] = [];
  if (paper.discountSatang > 0) rows.push([text.discount, -paper.discountSatang]);
  if (paper.shippingFeeSatang > 0) rows.push([text.shipping, paper.shippingFeeSatang]);
  if (paper.credit) {
    rows.push([text.originalValue, paper.credit.originalSatang]);
    rows.push([text.correctValue, paper.credit.correctSatang]);
    rows.push([text.difference, paper.totalSatang]);
  }
  if (paper.vatRegistered) {
    rows.push([text.exemptAmount, paper.exemptSatang]);
    rows.push([text.taxBase, paper.baseSatang]);
    rows.push([text.vat, paper.vatSatang]);
  }
  rows.push([text.total, paper.totalSatang, true]);
  for (const [label, satang, strong] of rows) {
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 12 : 10);
    doc.text(label, 300, y, { width: 160, align: 'right' });
    doc.text(formatBaht(satang), COLUMNS.amount, y, {
      width: RIGHT - COLUMNS.amount,
      align: 'right',
    });
    y = doc.y + 3;
  }
  doc.font('regular').fontSize(10);
  doc.text(`(${bahtInWords(paper.totalSatang)})`, MARGIN, y + 4, {
    width: RIGHT - MARGIN,
    align: 'right',
  });
  if (paper.vatRegistered) doc.fontSize(9).text(text.pricesIncludeVat, MARGIN, doc.y + 6);
  mendThaiTextMap(doc);
  doc.end();
  return done;
}

function tableHead(doc: PDFKit.PDFDocument, y: number): number {
  doc
    .rect(MARGIN, y, RIGHT - MARGIN, 20)
    .fillColor('#eeeeee')
    .fill()
    .fillColor('black');
  doc.font('bold').fontSize(10);
  doc.text(text.item, COLUMNS.name + 4, y + 4);
  doc.text(text.quantity, COLUMNS.quantity, y + 4, { width: 50, align: 'right' });
  doc.text(text.unitPrice, COLUMNS.unit, y + 4, { width: 70, align: 'right' });
  doc.text(text.amount, COLUMNS.amount, y + 4, {
    width: RIGHT - COLUMNS.amount - 4,
    align: 'right',
  });
  return y + 24;
}

function section(
  doc: PDFKit.PDFDocument,
  top: number,
  heading: string,
  lines: readonly DocumentLine[],
): number {
  let y = top;
  if (heading) {
    doc
      .font('bold')
      .fontSize(10)
      .text(heading, COLUMNS.name + 4, y, { width: RIGHT - MARGIN - 8 });
    y = doc.y + 2;
  }
  doc.font('regular').fontSize(10);
  for (const line of lines) {
    if (y > A4.height - 200) {
      doc.addPage();
      y = MARGIN;
    }
    doc.text(line.name, COLUMNS.name + 4, y, { width: COLUMNS.quantity - COLUMNS.name - 12 });
    const bottom = doc.y;
    doc.text(String(line.quantity), COLUMNS.quantity, y, { width: 50, align: 'right' });
    doc.text(formatBaht(line.unitSatang), COLUMNS.unit, y, { width: 70, align: 'right' });
    doc.text(formatBaht(line.totalSatang), COLUMNS.amount, y, {
      width: RIGHT - COLUMNS.amount - 4,
      align: 'right',
    });
    y = Math.max(bottom, doc.y) + 3;
  }
  return y + 4;
}
