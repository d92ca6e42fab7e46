import { useState } from 'react';
import type { RedeemResponse } from '../../../shared/contracts/promotions.ts';
import { messages } from '../../../shared/messages.ts';
import { api } from '../../lib/api.ts';

const labels = messages.promotions.redeem;

/** Spec section 4: idle, loading, then success, already redeemed or an error message. */
type RedeemState =
  | { status: 'idle' | 'loading' | 'success' | 'redeemed' }
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

/** Takes one use of the promotion for the signed-in customer (one per customer, server-checked). */
export function RedeemButton({ promotionId }: { promotionId: number }) {
  const [state, setState] = useState<RedeemState>({ status: 'idle' });

  const redeem = async () => {
    setState({ status: 'loading' });
    try {
      const { result } = await api.post<RedeemResponse>(`/promotions/${promotionId}/redeem`);
      if (result === 'SUCCESS') setState({ status: 'success' });
      else if (result === 'ALREADY_REDEEMED') setState({ status: 'redeemed' });
      else if (result === 'UNAVAILABLE') setState({ status: 'error', message: labels.unavailable });
      else setState({ status: 'error', message: labels.failed });
    } catch {
      setState({ status: 'error', message: labels.unexpected });
    }
  };

  const busy = state.status === 'loading';
  const done = state.status === 'success' || state.status === 'redeemed';
  return (
    <div aria-live="polite">
      <button
        type="button"
        disabled={busy || done}
        aria-busy={busy || undefined}
        onClick={() => void redeem()}
        className={`inline-flex min-h-12 w-full items-center justify-center rounded-xl px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed ${toneOf[state.status]}`}
      >
        {labelOf(state)}
      </button>
    </div>
  );
}
