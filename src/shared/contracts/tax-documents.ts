import { z } from 'zod';
import { isBranchNumber, isThaiTaxId } from '../domain/thai-tax-id.ts';
import { taxDocumentMessages } from '../tax-document-messages.ts';

const text = taxDocumentMessages.errors;

/** Digits only once spaces and dashes people type are gone (0-1055-56123-45-3). */
const digits = (value: string) => value.replace(/[\s-]/g, '');

/** `POST /api/orders/:id/tax-invoice`: who the full tax invoice is made out to. */
export const taxInvoiceRequestSchema = z.object({
  buyerName: z
    .string({ error: text.buyerNameRequired })
    .trim()
    .min(1, text.buyerNameRequired)
    .max(200, text.buyerNameTooLong),
  taxId: z
    .string({ error: text.taxIdInvalid })
    .max(30, text.taxIdInvalid)
    .transform(digits)
    .refine(isThaiTaxId, text.taxIdInvalid),
  branch: z
    .string({ error: text.branchInvalid })
    .max(10, text.branchInvalid)
    .transform((value) => value.trim())
    .refine(isBranchNumber, text.branchInvalid),
  address: z
    .string({ error: text.addressRequired })
    .trim()
    .min(1, text.addressRequired)
    .max(500, text.addressTooLong),
});
export type TaxInvoiceRequest = z.input<typeof taxInvoiceRequestSchema>;

/** `GET /api/admin/reports/sales-tax.csv?month=YYYY-MM`. */
export const salesTaxQuerySchema = z.object({
  month: z
    .string({ error: text.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, text.monthInvalid)
    .refine((month) => Number(month.slice(0, 4)) >= 2000, text.monthInvalid),
});

/** A line of a tax document, in baht. */
export interface TaxDocumentLine {
  name: string;
  quantity: number;
  unitPrice: number;
  total: number;
  vatExempt: boolean;
}

/** A full tax invoice (`INV-2026-000001`) or a credit note (`CN-2026-000001`), in baht. */
export interface TaxDocument {
  number: string;
  kind: 'tax_invoice' | 'credit_note';
  issuedAt: string;
  orderId: string;
  /** The invoice a credit note corrects; null on an invoice. */
  corrects: string | null;
  buyer: { name: string; taxId: string; branch: string; address: string };
  shop: { legalName: string; taxId: string; branch: string; address: string };
  lines: TaxDocumentLine[];
  discount: number;
  shippingFee: number;
  exemptAmount: number;
  /** The taxable amount with its VAT; `taxBase` + `vat`. */
  taxableAmount: number;
  taxBase: number;
  vat: number;
  total: number;
  totalInWords: string;
  reason: string | null;
  /** Where its PDF is. */
  pdfUrl: string;
}

/** `POST /api/orders/:id/tax-invoice` → 201. */
export interface TaxInvoiceAnswer {
  taxInvoice: TaxDocument;
}

/** `GET /api/orders/:id/tax-documents` and `GET /api/admin/transactions/:id/tax-documents`. */
export interface OrderTaxDocuments {
  /** Whether the shop issues full tax invoices (it is VAT-registered). */
  vatRegistered: boolean;
  taxInvoice: TaxDocument | null;
  creditNotes: TaxDocument[];
  /** Where the order's receipt PDF is; null before the order has a receipt. */
  receiptPdfUrl: string | null;
}
