import { useEffect, useState } from 'react';
import type { OrderTaxDocuments, TaxDocument } from '../../../../shared/contracts/tax-documents.ts';
import { taxDocumentMessages } from '../../../../shared/tax-document-messages.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { fetchTaxDocuments } from './tax-documents-api.ts';
import { TaxInvoiceForm } from './tax-invoice-form.tsx';

const text = taxDocumentMessages;

const linkClass =
  'inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-3 py-2 text-sm font-semibold leading-relaxed text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * A paid order's documents: the receipt's PDF, and for a VAT-registered shop the full tax invoice
 * — "ขอใบกำกับภาษีเต็มรูป" opening the buyer's form until it is issued, then its PDF — and the
 * credit notes (staff only: `creditNoteLinks`). Used by the customer's order page and the back
 * office's order detail (staff ask on the customer's behalf).
 */
export function TaxDocumentsPanel({
  orderId,
  paid,
  closeLabel,
  creditNoteLinks = false,
}: {
  orderId: string;
  paid: boolean;
  closeLabel?: string;
  creditNoteLinks?: boolean;
}) {
  const [documents, setDocuments] = useState<OrderTaxDocuments | null>(null);
  const [failed, setFailed] = useState(false);
  const [asking, setAsking] = useState(false);
  const [issued, setIssued] = useState<string | null>(null);

  useEffect(() => {
    if (!paid) return;
    let current = true;
    fetchTaxDocuments(orderId).then(
      (answer) => current && setDocuments(answer),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [orderId, paid]);

  if (!paid) return null;
  if (failed) return <p className="text-sm text-red-700">{text.form.loadFailed}</p>;
  if (!documents) return null;

  const onIssued = (invoice: TaxDocument) => {
    setDocuments({ ...documents, taxInvoice: invoice });
    setIssued(text.form.issued(invoice.number));
    setAsking(false);
  };
  const invoice = documents.taxInvoice;

  return (
    <section aria-labelledby={`documents-${orderId}`} className="space-y-2">
      <h3 id={`documents-${orderId}`} className="text-sm font-semibold text-stone-700">
        {text.links.heading}
      </h3>
      {issued ? (
        <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {issued}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {documents.receiptPdfUrl ? (
          <a href={documents.receiptPdfUrl} className={linkClass} target="_blank" rel="noopener">
            {text.links.receipt}
          </a>
        ) : null}
        {invoice ? (
          <a href={invoice.pdfUrl} className={linkClass} target="_blank" rel="noopener">
            {text.links.taxInvoice(invoice.number)}
          </a>
        ) : null}
        {documents.vatRegistered && !invoice ? (
          <button type="button" className={linkClass} onClick={() => setAsking(true)}>
            {text.form.open}
          </button>
        ) : null}
        {creditNoteLinks
          ? documents.creditNotes.map((note) => (
              <a
                key={note.number}
                href={note.pdfUrl}
                className={linkClass}
                target="_blank"
                rel="noopener"
              >
                {text.links.creditNote(note.number)}
              </a>
            ))
          : null}
      </div>
      {asking ? (
        <Dialog
          title={text.form.title}
          onClose={() => setAsking(false)}
          size="sheet"
          width="lg"
          {...(closeLabel ? { closeLabel } : {})}
        >
          <TaxInvoiceForm orderId={orderId} onIssued={onIssued} />
        </Dialog>
      ) : null}
    </section>
  );
}
