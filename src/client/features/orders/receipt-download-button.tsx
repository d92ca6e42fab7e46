import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { paymentMessages } from '../../../shared/payment-messages.ts';
import { downloadReceipt } from './download-receipt.ts';
import type { CustomerOrder } from './orders-api.ts';
import { Receipt } from './receipt.tsx';
import { useShopDetails } from './shop-details.ts';

/** The receipt, its Thai words and its call: loaded on the first tap that saves one. */
const ReceiptSaver = lazy(() =>
  import('../payments/public.ts').then((payments) => ({ default: payments.ReceiptSaver })),
);

type SaveState = 'idle' | 'saving' | 'failed';

/** The order summary drawn off screen, headed by the shop's details, and saved as a picture. */
function SummarySaver({ order, onDone }: { order: CustomerOrder; onDone(saved: boolean): void }) {
  const picture = useRef<HTMLDivElement>(null);
  const { shop, settled } = useShopDetails();
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!settled || !picture.current) return;
    let cancelled = false;
    downloadReceipt(picture.current, order.id).then(
      () => !cancelled && done.current(true),
      (error: unknown) => {
        console.error('Could not save the receipt:', error);
        if (!cancelled) done.current(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [order.id, settled]);
  return settled ? (
    <div aria-hidden="true" className="fixed top-0 -left-[10000px] w-[420px]">
      <Receipt order={order} shop={shop} ref={picture} />
    </div>
  ) : null;
}

/**
 * Saves an order's picture again: the receipt (ใบเสร็จรับเงิน) once the order is paid and holds
 * one, the order summary before.
 */
export function ReceiptDownloadButton({ order }: { order: CustomerOrder }) {
  const [state, setState] = useState<SaveState>('idle');
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
  const onDone = (saved: boolean) => setState(saved ? 'idle' : 'failed');

  return (
    <div className="space-y-1">
      <button
        type="button"
        onClick={() => setState('saving')}
        disabled={state === 'saving'}
        className="min-h-10 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50"
      >
        {state === 'saving' ? labels.saving : labels.download}
      </button>
      {state === 'failed' ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {labels.failed}
        </p>
      ) : null}
      {state !== 'saving' ? null : isReceipt ? (
        <Suspense fallback={null}>
          <ReceiptSaver
            orderId={order.id}
            save={(node, fileName) => downloadReceipt(node, order.id, fileName)}
            onDone={onDone}
          />
        </Suspense>
      ) : (
        <SummarySaver order={order} onDone={onDone} />
      )}
    </div>
  );
}
