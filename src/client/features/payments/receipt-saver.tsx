import { useEffect, useRef, useState } from 'react';
import { PaymentReceipt } from './payment-receipt.tsx';
import { fetchReceipt, type ReceiptInSatang } from './payments-api.ts';

interface ReceiptSaverProps {
  orderId: string;
  /** Takes the picture of the receipt drawn off screen, under this file name. */
  save(node: HTMLElement, fileName: string): Promise<void>;
  /** Once the picture is saved, or could not be. */
  onDone(saved: boolean): void;
}

/**
 * Saves a paid order's receipt as a picture: fetches it as issued, draws it off screen and has
 * its picture taken (`receipt-RC-000001.png`). Loaded only when a customer saves one, with the
 * Thai words of the amount.
 */
export function ReceiptSaver({ orderId, save, onDone }: ReceiptSaverProps) {
  const [receipt, setReceipt] = useState<ReceiptInSatang | null>(null);
  const picture = useRef<HTMLDivElement>(null);
  // The latest callbacks, so a parent's new functions do not fetch or save again.
  const calls = useRef({ save, onDone });
  calls.current = { save, onDone };

  useEffect(() => {
    const controller = new AbortController();
    fetchReceipt(orderId, controller.signal).then(setReceipt, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.error('Could not load the receipt:', error);
      calls.current.onDone(false);
    });
    return () => controller.abort();
  }, [orderId]);

  useEffect(() => {
    if (!receipt || !picture.current) return;
    let cancelled = false;
    calls.current.save(picture.current, `receipt-${receipt.label}.png`).then(
      () => !cancelled && calls.current.onDone(true),
      (error: unknown) => {
        console.error('Could not save the receipt:', error);
        if (!cancelled) calls.current.onDone(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [receipt]);

  return receipt ? (
    <div aria-hidden="true" className="fixed top-0 -left-[10000px] w-[420px]">
      <PaymentReceipt receipt={receipt} ref={picture} />
    </div>
  ) : null;
}
