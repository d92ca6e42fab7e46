import { useEffect, useRef, useState } from 'react';
import { checkoutMessages } from '../../../../shared/checkout-messages.ts';
import { orderStateOf } from '../../../../shared/contracts/orders.ts';
import { canMove } from '../../../../shared/domain/order-lifecycle.ts';
import { paymentMessages } from '../../../../shared/payment-messages.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { downloadReceipt, summaryFileName } from '../download-receipt.ts';
import type { CustomerOrder } from '../orders-api.ts';
import { Receipt } from '../receipt.tsx';
import { useShopDetails } from '../shop-details.ts';

const text = checkoutMessages.orderSuccess;

/** The close button stays disabled this long: 5 s. */
export const CLOSE_LOCK_SECONDS = 5;
/** The receipt saves itself when this countdown ends: from 8 s. */
export const RECEIPT_COUNTDOWN_SECONDS = 8;

type SaveState = 'waiting' | 'saving' | 'saved' | 'failed';

interface OrderSuccessModalProps {
  order: CustomerOrder;
  /** Said of the order: its address is not one the shop's list knows (placed all the same). */
  warning?: string | null;
  onClose(): void;
  /** To the order's payment page: offered when the order waits for a PromptPay or transfer slip. */
  onGoPay?(order: CustomerOrder): void;
}

/**
 * Order placed: the summary (how to pay included), one countdown, to saving it as an image, a
 * close button that waits the first seconds of it and, for an order paid by PromptPay or
 * transfer, the way to the payment page.
 */
export function OrderSuccessModal({ order, warning, onClose, onGoPay }: OrderSuccessModalProps) {
  const [elapsed, setElapsed] = useState(0);
  const [save, setSave] = useState<SaveState>('waiting');
  const receipt = useRef<HTMLDivElement>(null);
  const { shop } = useShopDetails();
  const started = useRef(false);
  const closeLocked = elapsed < CLOSE_LOCK_SECONDS;
  const remaining = Math.max(0, RECEIPT_COUNTDOWN_SECONDS - elapsed);

  useEffect(() => {
    const timer = setInterval(() => {
      setElapsed((seconds) => {
        if (seconds + 1 >= RECEIPT_COUNTDOWN_SECONDS) clearInterval(timer);
        return Math.min(seconds + 1, RECEIPT_COUNTDOWN_SECONDS);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, []);

  const saveReceipt = async () => {
    if (!receipt.current) return;
    started.current = true;
    setSave('saving');
    try {
      await downloadReceipt(receipt.current, order.id);
      setSave('saved');
    } catch (error) {
      console.error('Could not save the receipt:', error);
      setSave('failed');
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: saves once, when the countdown ends
  useEffect(() => {
    if (remaining === 0 && !started.current) void saveReceipt();
  }, [remaining]);

  const closeButton = useRef<HTMLButtonElement>(null);
  const goPayButton = useRef<HTMLButtonElement>(null);
  const payable = onGoPay && canMove(orderStateOf(order), 'submitSlip', 'customer');

  return (
    <Dialog
      title={text.title}
      onClose={closeLocked ? undefined : onClose}
      hideCloseButton
      initialFocus={payable ? goPayButton : closeButton}
      width="md"
      flush
      footer={
        <div className="space-y-2">
          <p role="status" className="text-center text-sm text-stone-700">
            {save === 'waiting'
              ? checkoutMessages.orderSummary.autoSaveIn(remaining)
              : save === 'saving'
                ? checkoutMessages.orderSummary.saving
                : save === 'saved'
                  ? checkoutMessages.orderSummary.saved(summaryFileName(order.id))
                  : ''}
          </p>
          {save === 'failed' ? (
            <p role="alert" className="text-center text-sm font-semibold text-red-700">
              {checkoutMessages.checkout.receiptFailed}
            </p>
          ) : null}
          {payable ? (
            <button
              ref={goPayButton}
              type="button"
              onClick={() => onGoPay(order)}
              className="h-12 w-full rounded-full bg-brand-700 text-lg font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {paymentMessages.page.goPay}
            </button>
          ) : null}
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => void saveReceipt()}
              disabled={save === 'saving'}
              className="h-11 flex-1 rounded-full border border-brand-700 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50"
            >
              {checkoutMessages.orderSummary.save}
            </button>
            <button
              ref={closeButton}
              type="button"
              onClick={onClose}
              disabled={closeLocked}
              className="h-11 flex-1 rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
            >
              {text.close}
            </button>
          </div>
        </div>
      }
    >
      <div className="bg-stone-100 p-3 sm:p-4">
        <p className="mb-3 text-center text-stone-700">{text.thanks}</p>
        {warning ? (
          <p className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            {warning}
          </p>
        ) : null}
        <div className="flex justify-center rounded-xl shadow-sm">
          <Receipt order={order} shop={shop} ref={receipt} />
        </div>
      </div>
    </Dialog>
  );
}
