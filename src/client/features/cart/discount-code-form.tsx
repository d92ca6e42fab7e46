import { type FormEvent, useId, useState } from 'react';
import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { discountReasonMessage } from '../../../shared/domain/discount-reasons.ts';
import { hasEligibleLine } from '../../../shared/domain/pricing.ts';
import { ApiError } from '../../lib/api.ts';
import { ruleOf, validateDiscountCode } from './cart-api.ts';
import { useCartStore } from './cart-store.ts';

interface DiscountCodeFormProps {
  isLoggedIn: boolean;
  /** Why the server dropped the applied code (from the last quote). */
  serverError: string | null;
  onDismissServerError(): void;
}

/** Discount code: upper-cased as typed; applied → the input is locked and the button reads 'ใช้โค้ดแล้ว'. */
export function DiscountCodeForm({
  isLoggedIn,
  serverError,
  onDismissServerError,
}: DiscountCodeFormProps) {
  const items = useCartStore((state) => state.items);
  const appliedCode = useCartStore((state) => state.appliedCode);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const shownError = error ?? serverError;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || appliedCode) return;
    onDismissServerError();
    const code = value.trim().toUpperCase();
    if (!isLoggedIn || !code) return setError(checkoutMessages.discount.loginAndCode);
    if (!hasEligibleLine(items)) return setError(checkoutMessages.discount.noEligibleItems);
    setBusy(true);
    setError(null);
    try {
      const answer = await validateDiscountCode(code, items);
      const rule = ruleOf(answer);
      if (rule && answer.promotionId) {
        useCartStore.getState().applyCode({ code, promotionId: answer.promotionId, rule });
        setValue(code);
      } else {
        setError(answer.message ?? discountReasonMessage(answer.reason ?? ''));
      }
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 401
          ? checkoutMessages.discount.loginAndCode
          : checkoutMessages.discount.callFailed,
      );
    } finally {
      setBusy(false);
    }
  };

  const remove = () => {
    useCartStore.getState().removeCode();
    setValue('');
    setError(null);
  };

  return (
    <form onSubmit={apply} noValidate className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-semibold text-stone-700">
        โค้ดส่วนลด
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={appliedCode ? appliedCode.code : value}
          onChange={(event) => {
            setValue(event.target.value.toUpperCase());
            setError(null);
          }}
          readOnly={appliedCode !== null}
          aria-readonly={appliedCode !== null}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={50}
          placeholder="เช่น FARM10"
          className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 px-3 font-semibold tracking-wide text-stone-900 uppercase placeholder:font-normal placeholder:tracking-normal placeholder:normal-case read-only:bg-brand-50 read-only:text-brand-800 focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30"
        />
        <button
          type="submit"
          disabled={busy || appliedCode !== null}
          className="h-11 shrink-0 rounded-lg bg-harvest-400 px-4 font-semibold text-stone-900 hover:bg-harvest-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-stone-200 disabled:text-stone-600"
        >
          {appliedCode ? checkoutMessages.discount.applied : busy ? 'กำลังตรวจสอบ...' : 'ใช้โค้ด'}
        </button>
      </div>
      {shownError ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {shownError}
        </p>
      ) : null}
      {appliedCode ? (
        <button
          type="button"
          onClick={remove}
          className="text-sm text-stone-600 underline underline-offset-2 hover:text-stone-900"
        >
          ยกเลิกโค้ด
        </button>
      ) : null}
    </form>
  );
}
