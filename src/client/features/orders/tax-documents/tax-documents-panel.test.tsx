import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderTaxDocuments, TaxDocument } from '../../../../shared/contracts/tax-documents.ts';
import { taxDocumentMessages } from '../../../../shared/tax-document-messages.ts';
import { mockApi } from '../../../../testing/api-mock.ts';
import { TaxDocumentsPanel } from './tax-documents-panel.tsx';

const text = taxDocumentMessages;
// Each test draws its own panel: the one before is taken down.
afterEach(cleanup);
const ORDER = 'TXN1796569662466';

const NONE: OrderTaxDocuments = {
  vatRegistered: true,
  taxInvoice: null,
  creditNotes: [],
  receiptPdfUrl: `/api/orders/${ORDER}/receipt.pdf`,
};

const INVOICE = {
  number: 'INV-2026-000007',
  pdfUrl: `/api/orders/${ORDER}/tax-invoice.pdf`,
} as TaxDocument;

const documents = (answer: OrderTaxDocuments) => ({
  method: 'get' as const,
  path: '/orders/:id/tax-documents',
  reply: answer,
});

async function openForm() {
  render(<TaxDocumentsPanel orderId={ORDER} paid />);
  await userEvent.click(await screen.findByRole('button', { name: text.form.open }));
  return screen.findByRole('dialog', { name: text.form.title });
}

describe('TaxDocumentsPanel', () => {
  it('asks for the full tax invoice with the buyer details, then links its PDF', async () => {
    const sent = mockApi(documents(NONE), {
      method: 'post',
      path: '/orders/:id/tax-invoice',
      reply: { taxInvoice: INVOICE },
      status: 201,
    });
    const dialog = await openForm();
    const form = within(dialog);
    await userEvent.type(form.getByLabelText(text.form.buyerName), 'สหกรณ์การเกษตรบางปะอิน จำกัด');
    await userEvent.type(form.getByLabelText(text.form.taxId), '0-1055-56123-45-3');
    await userEvent.click(form.getByRole('radio', { name: text.form.branch }));
    await userEvent.type(form.getByLabelText(text.form.branchNumber), '00012');
    await userEvent.type(form.getByLabelText(text.form.address), '99 หมู่ 4 ตำบลบ้านเลน');
    await userEvent.click(form.getByRole('button', { name: text.form.submit }));
    const link = await screen.findByRole('link', { name: text.links.taxInvoice(INVOICE.number) });
    expect(link).toHaveAttribute('href', INVOICE.pdfUrl);
    expect(screen.getByRole('link', { name: text.links.receipt })).toHaveAttribute(
      'href',
      NONE.receiptPdfUrl,
    );
    expect(screen.getByRole('status')).toHaveTextContent(INVOICE.number);
    expect(screen.queryByRole('button', { name: text.form.open })).toBeNull();
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      buyerName: 'สหกรณ์การเกษตรบางปะอิน จำกัด',
      taxId: '0105556123453',
      branch: '00012',
      address: '99 หมู่ 4 ตำบลบ้านเลน',
    });
  });

  it('says in Thai what is wrong and sends nothing: a wrong check digit, a 4-digit branch, no name', async () => {
    const sent = mockApi(documents(NONE));
    const dialog = await openForm();
    const form = within(dialog);
    await userEvent.type(form.getByLabelText(text.form.taxId), '0105556123454');
    await userEvent.click(form.getByRole('radio', { name: text.form.branch }));
    await userEvent.type(form.getByLabelText(text.form.branchNumber), '0001');
    await userEvent.click(form.getByRole('button', { name: text.form.submit }));
    expect(await form.findByText(text.errors.taxIdInvalid)).toBeVisible();
    expect(form.getByText(text.errors.branchInvalid)).toBeVisible();
    expect(form.getByText(text.errors.buyerNameRequired)).toBeVisible();
    expect(form.getByLabelText(text.form.taxId)).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);
    await userEvent.click(form.getByRole('button', { name: 'ปิด' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal above the form (already issued)", async () => {
    mockApi(documents(NONE), {
      method: 'post',
      path: '/orders/:id/tax-invoice',
      reply: { error: { code: 'ALREADY_ISSUED', message: text.errors.alreadyIssued } },
      status: 409,
    });
    const dialog = await openForm();
    const form = within(dialog);
    await userEvent.type(form.getByLabelText(text.form.buyerName), 'นายสมชาย ใจดี');
    await userEvent.type(form.getByLabelText(text.form.taxId), '0105556123453');
    await userEvent.type(form.getByLabelText(text.form.address), 'อยุธยา');
    await userEvent.click(form.getByRole('button', { name: text.form.submit }));
    expect(await form.findByText(text.errors.alreadyIssued)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'ปิด' }));
  });

  it('offers receipts only when the shop is not VAT-registered, and nothing before payment', async () => {
    mockApi(documents({ ...NONE, vatRegistered: false }));
    const { unmount } = render(<TaxDocumentsPanel orderId={ORDER} paid />);
    expect(await screen.findByRole('link', { name: text.links.receipt })).toBeVisible();
    expect(screen.queryByRole('button', { name: text.form.open })).toBeNull();
    unmount();
    render(<TaxDocumentsPanel orderId={ORDER} paid={false} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
