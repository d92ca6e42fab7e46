import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { orders } from './orders.ts';

/** Bytes as PostgreSQL keeps them; Drizzle has no bytea column of its own. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The shop as it named itself on a document the day it was issued. */
export interface DocumentShop {
  legalName: string;
  taxId: string;
  branch: string;
  address: string;
}

/** A line as a tax document prints it, fixed when it is issued. */
export interface DocumentLine {
  name: string;
  quantity: number;
  unitSatang: number;
  totalSatang: number;
  /** Fertiliser and plant protection (Revenue Code s. 81(1)(c), (e)): listed apart, no VAT. */
  vatExempt: boolean;
}

/**
 * The last number given out per document kind and year (`INV` 2026 → 41): bumped by
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` in the transaction that issues the document, so
 * the row stays locked until it ends and a rolled-back issue gives its number back (decision 0052).
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    kind: varchar({ length: 3 }).notNull(),
    year: integer().notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.year] }),
    check('tax_document_counters_kind', sql`${t.kind} IN ('INV', 'CN')`),
    check('tax_document_counters_positive', sql`${t.lastNumber} > 0`),
  ],
);

/**
 * A full tax invoice (ใบกำกับภาษีเต็มรูป, `INV-2026-000001`) or a credit note (ใบลดหนี้,
 * `CN-2026-000001`): written once and never changed (a trigger refuses UPDATE and DELETE). A credit
 * note names the invoice it corrects. Amounts are in satang; `taxableSatang` includes its VAT.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    number: varchar({ length: 20 }).primaryKey(),
    kind: varchar({ length: 3 }).notNull(),
    year: integer().notNull(),
    sequence: integer().notNull(),
    orderId: varchar({ length: 32 })
      .notNull()
      .references(() => orders.id),
    /** The invoice a credit note corrects; null on an invoice. */
    corrects: varchar({ length: 20 }),
    issuedAt: timestamptz().notNull(),
    buyerName: varchar({ length: 200 }).notNull(),
    buyerTaxId: varchar({ length: 13 }).notNull(),
    buyerBranch: varchar({ length: 5 }).notNull(),
    buyerAddress: varchar({ length: 500 }).notNull(),
    shop: jsonb().$type<DocumentShop>().notNull(),
    lines: jsonb().$type<DocumentLine[]>().notNull(),
    discountSatang: integer().notNull().default(0),
    shippingFeeSatang: integer().notNull().default(0),
    exemptSatang: integer().notNull(),
    taxableSatang: integer().notNull(),
    baseSatang: integer().notNull(),
    vatSatang: integer().notNull(),
    totalSatang: integer().notNull(),
    /** Why a credit note was issued. */
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('tax_documents_kind', sql`${t.kind} IN ('INV', 'CN')`),
    check(
      'tax_documents_credit_note_corrects',
      sql`(${t.kind} = 'CN') = (${t.corrects} IS NOT NULL)`,
    ),
    check(
      'tax_documents_amounts',
      sql`${t.exemptSatang} >= 0 AND ${t.baseSatang} >= 0 AND ${t.vatSatang} >= 0 AND ${t.taxableSatang} = ${t.baseSatang} + ${t.vatSatang} AND ${t.totalSatang} = ${t.exemptSatang} + ${t.taxableSatang}`,
    ),
    uniqueIndex('tax_documents_kind_year_sequence').on(t.kind, t.year, t.sequence),
    // One full tax invoice per order: a second request, even at the same moment, is refused.
    uniqueIndex('tax_documents_one_invoice_per_order').on(t.orderId).where(sql`${t.kind} = 'INV'`),
    index('tax_documents_issued_at_idx').on(t.issuedAt),
    index('tax_documents_order_idx').on(t.orderId),
  ],
);

/** A document's PDF, made on first asking and kept by its number (`INV-…`, `CN-…`, `RC-…`). */
export const taxDocumentPdfs = pgTable('tax_document_pdfs', {
  number: varchar({ length: 20 }).primaryKey(),
  pdf: bytes().notNull(),
  createdAt: createdAt(),
});
