import { useState } from 'react';
import { formatBaht, type Satang } from '../../../shared/domain/money.ts';
import { formatPromptpayId } from '../../../shared/domain/payments.ts';
import { paymentMessages } from '../../../shared/payment-messages.ts';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { SHOP_NAME } from '../../lib/shop-identity.ts';
import { saveQrPicture, svgDataUrl } from './qr-picture.ts';

const text = paymentMessages.page;

interface PromptpayPanelProps {
  orderId: string;
  amountDue: Satang;
  promptpay: { svg: string; accountName: string; id: string };
}

/** The shop's PromptPay number, for a customer who types it in the bank's app rather than scans. */
function PromptpayNumber({ id }: { id: string }) {
  const shown = formatPromptpayId(id);
  return (
    <div className="flex w-full max-w-sm items-center justify-between gap-3 rounded-xl border border-stone-200 bg-stone-50 px-4 py-3 text-left">
      <dl className="min-w-0 leading-relaxed">
        <dt className="text-sm text-stone-700">{text.promptpayNumber}</dt>
        <dd className="text-xl font-bold tracking-wide text-stone-900 tabular-nums">{shown}</dd>
      </dl>
      <CopyButton
        value={id}
        label={text.copyPromptpayNumber(shown)}
        texts={{ copy: text.copy, copied: text.copied, failed: text.copyPromptpayFailed }}
      />
    </div>
  );
}

/**
 * The PromptPay QR for exactly the amount due (the server's SVG shown as a picture, never as
 * markup), the account the money goes to and its PromptPay number to copy, and the button that
 * saves the QR as a picture.
 */
export function PromptpayPanel({ orderId, amountDue, promptpay }: PromptpayPanelProps) {
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const save = () => {
    setState('saving');
    saveQrPicture({
      svg: promptpay.svg,
      amountLine: text.qrPictureAmount(formatBaht(amountDue)),
      nameLine: promptpay.accountName || SHOP_NAME,
      fileName: `promptpay-${orderId}.png`,
    }).then(
      () => setState('idle'),
      (error: unknown) => {
        console.error('Could not save the QR picture:', error);
        setState('failed');
      },
    );
  };

  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <img
        src={svgDataUrl(promptpay.svg)}
        alt={text.qrAlt(formatBaht(amountDue))}
        width={280}
        height={280}
        className="size-64 max-w-full rounded-xl border border-stone-200 bg-white p-2 sm:size-72"
      />
      <p className="leading-relaxed text-stone-700">
        {text.accountName}{' '}
        <span className="font-semibold text-stone-900">{promptpay.accountName}</span>
      </p>
      <PromptpayNumber id={promptpay.id} />
      <button
        type="button"
        onClick={save}
        disabled={state === 'saving'}
        className="min-h-12 w-full max-w-xs rounded-full border-2 border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50"
      >
        {text.saveQr}
      </button>
      <p className="text-sm leading-relaxed text-stone-600">{text.saveQrHint}</p>
      {state === 'failed' ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {text.saveQrFailed}
        </p>
      ) : null}
    </div>
  );
}
