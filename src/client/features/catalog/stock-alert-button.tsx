import { useState } from 'react';
import { stockAlertScreenMessages as text } from '../../../shared/stock-alert-messages.ts';
import { BellIcon } from '../../components/ui/icons.tsx';
import { ApiError } from '../../lib/api.ts';
import { useAuthDialog, useSessionStore } from '../accounts/public.ts';
import { askStockAlert } from './stock-alerts-api.ts';

/**
 * On a sold-out pack size: "แจ้งเตือนเมื่อมีสินค้า". A visitor is asked to sign in first; a
 * customer's press is confirmed in words (asking again keeps the one alert).
 */
export function StockAlertButton({
  productId,
  variantId,
}: {
  productId: number;
  variantId?: number;
}) {
  const user = useSessionStore((state) => state.user);
  const openDialog = useAuthDialog((state) => state.open);
  const [state, setState] = useState<'idle' | 'asking' | 'done' | 'signIn'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function press() {
    if (!user) {
      setState('signIn');
      openDialog('login');
      return;
    }
    setState('asking');
    setError(null);
    try {
      await askStockAlert(productId, variantId);
      setState('done');
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : text.failed);
      setState('idle');
    }
  }

  if (state === 'done') {
    return (
      <p role="status" className="rounded-xl bg-brand-50 p-3 font-semibold text-brand-900">
        {text.confirmed}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={press}
        disabled={state === 'asking'}
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl border-2 border-brand-700 px-5 font-bold text-brand-800 hover:bg-brand-50 disabled:opacity-60 sm:w-auto"
      >
        <BellIcon className="size-5 shrink-0" />
        {state === 'asking' ? text.asking : text.button}
      </button>
      {state === 'signIn' ? (
        <p role="status" className="text-stone-700">
          {text.signInFirst}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
