import { useEffect, useRef, useState } from 'react';
import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { downloadReceipt } from './download-receipt.ts';
import type { CustomerOrder } from './orders-api.ts';
import { Receipt } from './receipt.tsx';

/** Saves an earlier order's summary again: renders it off screen, then takes the picture. */
export function ReceiptDownloadButton({ order }: { order: CustomerOrder }) {
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const receipt = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state !== 'saving' || !receipt.current) return;
    let cancelled = false;
    downloadReceipt(receipt.current, order.id).then(
      () => !cancelled && setState('idle'),
      (error: unknown) => {
        console.error('Could not save the receipt:', error);
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [state, order.id]);

  return (
    <div className="space-y-1">
      <button
        type="button"
        onClick={() => setState('saving')}
        disabled={state === 'saving'}
        className="h-10 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50"
      >
        {state === 'saving'
          ? checkoutMessages.orderSummary.saving
          : checkoutMessages.orderSummary.download}
      </button>
      {state === 'failed' ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {checkoutMessages.checkout.receiptFailed}
        </p>
      ) : null}
      {state === 'saving' ? (
        <div aria-hidden="true" className="fixed top-0 -left-[10000px] w-[420px]">
          <Receipt order={order} ref={receipt} />
        </div>
      ) : null}
    </div>
  );
}
