import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { discountReasonMessage } from '../../../shared/domain/discount-reasons.ts';
import { hasEligibleLine } from '../../../shared/domain/pricing.ts';
import { Field } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { ruleOf, validateDiscountCode } from './cart-api.ts';
import { useCartStore } from './cart-store.ts';

const text = checkoutMessages.discount;

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
  const form = useSchemaForm({
    initial: { code: '' },
    toBody: (values) => values.code.trim().toUpperCase(),
    check: (values): FieldErrors => {
      if (!isLoggedIn || !values.code.trim()) return { code: text.loginAndCode };
      if (!hasEligibleLine(items)) return { code: text.noEligibleItems };
      return {};
    },
    send: async (code) => {
      const answer = await validateDiscountCode(code, items);
      const rule = ruleOf(answer);
      if (rule && answer.promotionId) {
        useCartStore.getState().applyCode({ code, promotionId: answer.promotionId, rule });
        form.reset({ code });
      } else {
        form.setFieldError('code', answer.message ?? discountReasonMessage(answer.reason ?? ''));
      }
    },
    failed: text.callFailed,
    onFailure: (failure) => {
      form.setFieldError(
        'code',
        failure instanceof ApiError && failure.status === 401 ? text.loginAndCode : text.callFailed,
      );
      return true;
    },
    blocked: appliedCode !== null,
  });
  const shownError = form.errors.code ?? serverError ?? undefined;

  const remove = () => {
    useCartStore.getState().removeCode();
    form.reset({ code: '' });
  };

  return (
    <form
      id={form.id}
      noValidate
      onSubmit={(event) => {
        onDismissServerError();
        void form.submit(event);
      }}
      className="space-y-1.5"
    >
      <Field label={text.label} error={shownError} announce>
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              value={appliedCode ? appliedCode.code : form.values.code}
              onChange={(event) => form.set('code', event.target.value.toUpperCase())}
              readOnly={appliedCode !== null}
              aria-readonly={appliedCode !== null}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={50}
              placeholder={text.placeholder}
              className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 px-3 font-semibold tracking-wide text-stone-900 uppercase placeholder:font-normal placeholder:tracking-normal placeholder:normal-case read-only:bg-brand-50 read-only:text-brand-800 focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30 aria-invalid:border-red-600"
            />
            <button
              type="submit"
              disabled={form.saving || appliedCode !== null}
              className="h-11 shrink-0 rounded-lg bg-harvest-400 px-4 font-semibold text-stone-900 hover:bg-harvest-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-stone-200 disabled:text-stone-600"
            >
              {appliedCode ? text.applied : form.saving ? text.checking : text.apply}
            </button>
          </div>
        )}
      </Field>
      {appliedCode ? (
        <button
          type="button"
          onClick={remove}
          className="text-sm text-stone-600 underline underline-offset-2 hover:text-stone-900"
        >
          {text.remove}
        </button>
      ) : null}
    </form>
  );
}
