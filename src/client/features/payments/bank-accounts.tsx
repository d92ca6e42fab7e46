import { useEffect, useState } from 'react';
import { paymentMessages } from '../../../shared/payment-messages.ts';

const text = paymentMessages.page;

interface BankAccount {
  bank: string;
  accountName: string;
  accountNumber: string;
}

/** Copies an account number; says so for a moment, and how to copy by hand when it cannot. */
function CopyButton({ value }: { value: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 3000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    if (!navigator.clipboard) {
      setState('failed');
      return;
    }
    navigator.clipboard.writeText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <div className="flex shrink-0 flex-col items-end gap-1">
      <button
        type="button"
        onClick={copy}
        aria-label={text.copyAccount(value)}
        className="min-h-11 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {text.copy}
      </button>
      <span role="status" className="min-h-5 text-xs font-semibold text-green-800">
        {state === 'copied' ? text.copied : ''}
      </span>
      {state === 'failed' ? (
        <span role="alert" className="max-w-40 text-right text-xs text-red-700">
          {text.copyFailed}
        </span>
      ) : null}
    </div>
  );
}

/** The shop's bank accounts to transfer to: bank, name and number, each number with a copy button. */
export function BankAccounts({ accounts }: { accounts: readonly BankAccount[] }) {
  return (
    <section aria-labelledby="bank-accounts" className="space-y-2">
      <h2 id="bank-accounts" className="font-bold text-stone-900">
        {text.bankAccounts}
      </h2>
      <ul className="space-y-2">
        {accounts.map((account) => (
          <li
            key={`${account.bank}-${account.accountNumber}`}
            className="flex items-center justify-between gap-3 rounded-xl border border-stone-200 bg-stone-50 px-4 py-3"
          >
            <dl className="min-w-0 leading-relaxed">
              <dt className="sr-only">{text.bank}</dt>
              <dd className="font-semibold text-stone-900">{account.bank}</dd>
              <dt className="sr-only">{text.accountName}</dt>
              <dd className="text-sm text-stone-700">{account.accountName}</dd>
              <dt className="sr-only">{text.accountNumber}</dt>
              <dd className="text-xl font-bold tracking-wide text-stone-900 tabular-nums">
                {account.accountNumber}
              </dd>
            </dl>
            <CopyButton value={account.accountNumber} />
          </li>
        ))}
      </ul>
    </section>
  );
}
