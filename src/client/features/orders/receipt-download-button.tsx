import { useEffect, useRef, useState } from 'react';
import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { paymentMessages } from '../../../shared/payment-messages.ts';
import { downloadReceipt } from './download-receipt.ts';
import type { CustomerOrder } from './orders-api.ts';
import { Receipt } from './receipt.tsx';

type Payments = typeof import('../payments/public.ts');

/** The receipt of a paid order, with what draws it: both fetched on the first tap. */
interface IssuedReceipt {
  PaymentReceipt: Payments['PaymentReceipt'];
  receipt: Awaited<ReturnType<Payments['fetchReceipt']>>;
}

async function loadReceipt(orderId: string): Promise<IssuedReceipt> {
  const payments = import('../payments/public.ts');
  const [{ PaymentReceipt }, receipt] = await Promise.all([
    payments,
    payments.then(({ fetchReceipt }) => fetchReceipt(orderId)),
  ]);
  return { PaymentReceipt, receipt };
}

type SaveState = 'idle' | 'loading' | 'saving' | 'failed';

/**
 * Saves an order's picture again: the receipt (ใบเสร็จรับเงิน) once the order is paid and holds
 * one, the order summary before. Renders it off screen, then takes the picture.
 */
export function ReceiptDownloadButton({ order }: { order: CustomerOrder }) {
  const [state, setState] = useState<SaveState>('idle');
  const [issued, setIssued] = useState<IssuedReceipt | null>(null);
  const picture = useRef<HTMLDivElement>(null);
  const isReceipt = order.receiptNumber !== null;
  const labels = isReceipt
    ? {
        download: paymentMessages.receipt.download,
        saving: paymentMessages.receipt.saving,
        failed: paymentMessages.receipt.failed,
      }
    : {
        download: checkoutMessages.orderSummary.download,
        saving: checkoutMessages.orderSummary.saving,
        failed: checkoutMessages.checkout.receiptFailed,
      };

  const start = () => {
    if (!isReceipt) {
      setState('saving');
      return;
    }
    setState('loading');
    loadReceipt(order.id).then(
      (loaded) => {
        setIssued(loaded);
        setState('saving');
      },
      (error: unknown) => {
        console.error('Could not load the receipt:', error);
        setState('failed');
      },
    );
  };

  useEffect(() => {
    if (state !== 'saving' || !picture.current) return;
    let cancelled = false;
    const saved = issued
      ? downloadReceipt(picture.current, order.id, `receipt-${issued.receipt.label}.png`)
      : downloadReceipt(picture.current, order.id);
    saved.then(
      () => !cancelled && setState('idle'),
      (error: unknown) => {
        console.error('Could not save the receipt:', error);
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [state, order.id, issued]);

  return (
    <div className="space-y-1">
      <button
        type="button"
        onClick={start}
        disabled={state === 'loading' || state === 'saving'}
        className="min-h-10 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50"
      >
        {state === 'loading' || state === 'saving' ? labels.saving : labels.download}
      </button>
      {state === 'failed' ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {labels.failed}
        </p>
      ) : null}
      {state === 'saving' ? (
        <div aria-hidden="true" className="fixed top-0 -left-[10000px] w-[420px]">
          {isReceipt && issued ? (
            <issued.PaymentReceipt receipt={issued.receipt} ref={picture} />
          ) : (
            <Receipt order={order} ref={picture} />
          )}
        </div>
      ) : null}
    </div>
  );
}
