import { Hono } from 'hono';
import type { Receipt } from '../../shared/contracts/payments.ts';
import {
  type OrderTaxDocuments,
  salesTaxQuerySchema,
  type TaxInvoiceAnswer,
  taxInvoiceRequestSchema,
} from '../../shared/contracts/tax-documents.ts';
import { can } from '../../shared/domain/roles.ts';
import { taxDocumentMessages } from '../../shared/tax-document-messages.ts';
import type { Database, Executor } from '../db/client.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError } from '../http/errors.ts';
import { jsonBody, queryOf } from '../http/input.ts';
import { ORDER_ID, paramFits } from '../http/params.ts';
import { requirePermission, requireSignedIn, requireUser } from '../http/session.ts';
import { documentPdf, receiptPdf } from './document-pdfs.ts';
import {
  creditNotesOfOrder,
  documentByNumber,
  invoiceOfOrder,
  type LockDocumentOrder,
  toTaxDocument,
} from './documents.ts';
import { salesTaxCsv } from './sales-tax-report.ts';
import { readShopLegalDetails } from './seams.ts';
import { issueTaxInvoice } from './tax-invoices.ts';

const text = taxDocumentMessages.errors;

/** What tax documents are given of the orders and payments domains (app.ts, decision 0037). */
export interface TaxDocumentDeps {
  lockOrder: LockDocumentOrder;
  receiptOf: (db: Executor, orderId: string) => Promise<Receipt | null>;
}

const orderId = paramFits('id', ORDER_ID, text.notFound);
const CREDIT_NOTE_PDF = /^(CN-\d{4}-\d{6})\.pdf$/;

/** A PDF kept by the browser for its user only: buyers' names and tax ids are on it. */
const PDF_HEADERS = (name: string) => ({
  'Content-Type': 'application/pdf',
  'Content-Disposition': `inline; filename="${name}.pdf"`,
  'Cache-Control': 'private, max-age=300',
});

/** The customer of the order, or staff on their behalf: the owner id to check, none for staff. */
function ownerOf(user: { id: string; role: Parameters<typeof can>[0] }): string | undefined {
  return can(user.role, 'transactions:manage') ? undefined : user.id;
}

/** Checks the order is the user's (or the user is staff); the order is locked only for the check. */
async function checkAccess(
  db: Database,
  deps: TaxDocumentDeps,
  id: string,
  ownerId: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    await deps.lockOrder(tx, id, ownerId);
  });
}

/** Full tax invoices, credit notes, their PDFs and the month's sales tax report. */
export function createTaxDocumentRoutes(deps: TaxDocumentDeps) {
  return new Hono<AppEnv>()
    .post(
      '/orders/:id/tax-invoice',
      requireSignedIn,
      orderId,
      jsonBody(taxInvoiceRequestSchema),
      async (c) => {
        const row = await issueTaxInvoice(c.var.db, deps.lockOrder, {
          orderId: c.req.param('id'),
          ownerId: ownerOf(requireUser(c)),
          buyer: c.req.valid('json'),
        });
        const answer: TaxInvoiceAnswer = { taxInvoice: toTaxDocument(row) };
        return c.json(answer, 201);
      },
    )
    .get('/orders/:id/tax-documents', requireSignedIn, orderId, async (c) => {
      const id = c.req.param('id');
      await checkAccess(c.var.db, deps, id, ownerOf(requireUser(c)));
      const [shop, invoice, notes, receipt] = await Promise.all([
        readShopLegalDetails(c.var.db),
        invoiceOfOrder(c.var.db, id),
        creditNotesOfOrder(c.var.db, id),
        deps.receiptOf(c.var.db, id),
      ]);
      const answer: OrderTaxDocuments = {
        vatRegistered: shop.vatRegistered,
        taxInvoice: invoice ? toTaxDocument(invoice) : null,
        creditNotes: notes.map(toTaxDocument),
        receiptPdfUrl: receipt ? `/api/orders/${id}/receipt.pdf` : null,
      };
      return c.json(answer);
    })
    .get('/orders/:id/tax-invoice.pdf', requireSignedIn, orderId, async (c) => {
      const id = c.req.param('id');
      await checkAccess(c.var.db, deps, id, ownerOf(requireUser(c)));
      const invoice = await invoiceOfOrder(c.var.db, id);
      if (!invoice) throw new AppError('NOT_FOUND', text.noInvoice);
      const pdf = await documentPdf(c.var.db, invoice);
      return c.body(new Uint8Array(pdf), 200, PDF_HEADERS(invoice.number));
    })
    .get('/orders/:id/receipt.pdf', requireSignedIn, orderId, async (c) => {
      const id = c.req.param('id');
      await checkAccess(c.var.db, deps, id, ownerOf(requireUser(c)));
      const receipt = await deps.receiptOf(c.var.db, id);
      if (!receipt) throw new AppError('NOT_FOUND', text.noReceipt);
      const pdf = await receiptPdf(c.var.db, receipt);
      return c.body(new Uint8Array(pdf), 200, PDF_HEADERS(receipt.label));
    })
    .get('/admin/credit-notes/:file', requirePermission('transactions:manage'), async (c) => {
      const number = CREDIT_NOTE_PDF.exec(c.req.param('file'))?.[1];
      const note = number ? await documentByNumber(c.var.db, number) : null;
      if (note?.kind !== 'CN') throw new AppError('NOT_FOUND', text.notFound);
      const pdf = await documentPdf(c.var.db, note);
      return c.body(new Uint8Array(pdf), 200, PDF_HEADERS(note.number));
    })
    .get(
      '/admin/reports/sales-tax.csv',
      requirePermission('reports:view'),
      queryOf(salesTaxQuerySchema),
      async (c) => {
        const { month } = c.req.valid('query');
        const csv = await salesTaxCsv(c.var.db, month);
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="sales-tax-${month}.csv"`,
          'Cache-Control': 'private, no-store',
        });
      },
    );
}
