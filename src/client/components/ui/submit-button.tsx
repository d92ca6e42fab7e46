import type { ReactNode } from 'react';

interface SubmitButtonProps {
  children: ReactNode;
  disabled?: boolean;
  busy?: boolean;
  /** The id of the form it sends, when it sits outside it (a dialog's footer). */
  form?: string;
  /** `danger`: red, for what cannot be undone (erasing an account). */
  tone?: 'brand' | 'danger';
}

const submitTones = {
  brand: 'bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-700',
  danger: 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700',
};

/** A storefront form's main button; named the same while busy so that nobody loses it. */
export function SubmitButton({
  children,
  disabled,
  busy,
  form,
  tone = 'brand',
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      form={form}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-base font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:bg-stone-400 ${submitTones[tone]}`}
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      ) : null}
      {children}
    </button>
  );
}
