import { useId, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import type { Receipt } from '../../../../shared/contracts/payments-answers.ts';
import { formatBaht } from '../../../../shared/domain/money.ts';
import { shownPaymentStatus } from '../../../../shared/domain/order-lifecycle.ts';
import { paymentMessages } from '../../../../shared/payment-messages.ts';
import { FormError } from '../../../components/ui/form-field.tsx';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import { call, client } from '../../../lib/api.ts';
import { type InSatang, inSatang } from '../../../lib/money.ts';
import { useCall } from '../../../lib/use-call.ts';
import { TaxDocumentsPanel } from '../tax-documents/tax-documents-panel.tsx';
import type { OrderDetail } from './orders-api.ts';

const text = paymentMessages.admin;
const words = paymentMessages.receipt;

const RECEIPT_AMOUNTS = ['amount', 'vat'] as const;
type ReceiptShown = InSatang<Receipt, (typeof RECEIPT_AMOUNTS)[number]>;

async function fetchReceipt(orderId: string, signal: AbortSignal): Promise<ReceiptShown> {
  const receipt = await call(
    client.admin.transactions[':id'].receipt.$get(
      { param: { id: encodeURIComponent(orderId) } },
      { init: { signal } },
    ),
  );
  return inSatang(receipt, RECEIPT_AMOUNTS);
}

const methodOf = (method: OrderDetail['paymentMethod']) =>
  method ? paymentMessages.methods[method] : text.noMethod;

/** How the order is paid, and its receipt once it has one (shown on asking). */
export function OrderPayment({ order }: { order: OrderDetail }) {
  const [shown, setShown] = useState(false);
  const panelId = useId();
  return (
    <section lang="th" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-base font-bold text-stone-900">{text.payment}</h3>
        {order.receiptNumber !== null ? (
          <button
            type="button"
            aria-expanded={shown}
            aria-controls={panelId}
            onClick={() => setShown((current) => !current)}
            className="inline-flex min-h-9 items-center rounded-md border border-stone-300 px-2.5 text-sm font-semibold text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {shown ? text.hideReceipt : text.viewReceipt}
          </button>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-500">{text.method}</dt>
        <dd className="font-semibold text-stone-900">{methodOf(order.paymentMethod)}</dd>
        <dt className="text-stone-500">{text.paymentStatus}</dt>
        <dd className="font-semibold text-stone-900">
          {text.shownPaymentStatuses[shownPaymentStatus(order)]}
        </dd>
      </dl>
      {shown ? (
        <div id={panelId}>
          <ReceiptFacts orderId={order.id} />
        </div>
      ) : null}
      <TaxDocumentsPanel
        orderId={order.id}
        paid={order.paymentStatus === 'paid'}
        closeLabel={adminMessages.dialog.close}
        creditNoteLinks
      />
    </section>
  );
}

function ReceiptFacts({ orderId }: { orderId: string }) {
  const loaded = useCall((signal) => fetchReceipt(orderId, signal), [orderId]);
  if (loaded.error) return <FormError message={text.receiptFailed} />;
  const receipt = loaded.data;
  if (!receipt) {
    return (
      <p role="status" className="text-sm text-stone-500">
        {text.receiptLoading}
      </p>
    );
  }
  return (
    <dl
      aria-label={words.title}
      className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm"
    >
      <dt className="text-stone-500">{words.number}</dt>
      <dd className="font-mono font-semibold text-stone-900">{receipt.label}</dd>
      <dt className="text-stone-500">{words.issuedAt}</dt>
      <dd>{formatAdminDateTime(receipt.issuedAt)}</dd>
      <dt className="text-stone-500">{words.method}</dt>
      <dd>{methodOf(receipt.paymentMethod)}</dd>
      {receipt.transferRef ? (
        <>
          <dt className="text-stone-500">{words.transferRef}</dt>
          <dd className="font-mono break-all">{receipt.transferRef}</dd>
        </>
      ) : null}
      {receipt.vatRegistered ? (
        <>
          <dt className="text-stone-500">{words.taxId}</dt>
          <dd className="font-mono">{receipt.taxId}</dd>
          <dt className="text-stone-500">{words.vat(String(receipt.vatRate))}</dt>
          <dd className="tabular-nums">{formatBaht(receipt.vat)}</dd>
        </>
      ) : null}
      <dt className="text-stone-500">{words.total}</dt>
      <dd className="font-bold text-stone-900 tabular-nums">{formatBaht(receipt.amount)}</dd>
    </dl>
  );
}
