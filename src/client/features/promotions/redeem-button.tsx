import { useState } from 'react';
import { messages } from '../../../shared/messages.ts';
import { call, client } from '../../lib/api.ts';
import { useCartStore } from '../cart/public.ts';

const text = messages.promotions;
const labels = text.redeem;

/** Spec section 4: idle, loading, then success, already redeemed or an error message. */
type RedeemState =
  | { status: 'idle' | 'loading' | 'redeemed' }
  | { status: 'success'; code: string | null }
  | { status: 'error'; message: string };

function labelOf(state: RedeemState): string {
  switch (state.status) {
    case 'loading':
      return labels.loading;
    case 'success':
      return labels.success;
    case 'redeemed':
      return labels.redeemed;
    case 'error':
      return state.message;
    default:
      return labels.idle;
  }
}

const toneOf: Record<RedeemState['status'], string> = {
  idle: 'bg-brand-700 text-white hover:bg-brand-800',
  loading: 'bg-brand-700 text-white',
  success: 'bg-brand-100 text-brand-900',
  redeemed: 'bg-stone-200 text-stone-700',
  error: 'bg-red-50 text-red-800 ring-1 ring-red-200 hover:bg-red-100',
};

interface RedeemButtonProps {
  promotionId: number;
  /** The code the dialog shows, in case the answer does not name it. */
  code: string;
  /** Closes the dialog before the cart opens over it. */
  onOpenCart(): void;
}

/**
 * Checks with the server that the signed-in customer may use the code and puts it into their cart,
 * applied; nothing is used up here (only an order takes a use).
 */
export function RedeemButton({ promotionId, code, onOpenCart }: RedeemButtonProps) {
  const [state, setState] = useState<RedeemState>({ status: 'idle' });

  const redeem = async () => {
    setState({ status: 'loading' });
    try {
      const answer = await call(
        client.promotions[':id'].redeem.$post({ param: { id: String(promotionId) } }),
      );
      if (answer.result === 'SUCCESS') {
        const applied = (answer.code ?? code).trim().toUpperCase();
        if (applied) useCartStore.getState().applyCode({ code: applied, promotionId, rule: null });
        setState({ status: 'success', code: applied || null });
      } else if (answer.result === 'ALREADY_REDEEMED') setState({ status: 'redeemed' });
      else if (answer.result === 'UNAVAILABLE') {
        setState({ status: 'error', message: labels.unavailable });
      } else setState({ status: 'error', message: labels.failed });
    } catch {
      setState({ status: 'error', message: labels.unexpected });
    }
  };

  const busy = state.status === 'loading';
  const done = state.status === 'success' || state.status === 'redeemed';
  return (
    <div aria-live="polite" className="space-y-2">
      <button
        type="button"
        disabled={busy || done}
        aria-busy={busy || undefined}
        onClick={() => void redeem()}
        className={`inline-flex min-h-12 w-full items-center justify-center rounded-xl px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed ${toneOf[state.status]}`}
      >
        {labelOf(state)}
      </button>
      {state.status === 'success' && state.code ? (
        <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-brand-900">
          <span>{text.appliedToCart(state.code)}</span>
          <button
            type="button"
            onClick={() => {
              onOpenCart();
              useCartStore.getState().open();
            }}
            className="min-h-11 rounded-lg px-2 font-semibold text-brand-800 underline underline-offset-2 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {text.openCart}
          </button>
        </p>
      ) : null}
    </div>
  );
}
