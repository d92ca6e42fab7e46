import { paymentMessages } from '../../../shared/payment-messages.ts';
import { CopyButton } from '../../components/ui/copy-button.tsx';

const text = paymentMessages.page;
const copyTexts = { copy: text.copy, copied: text.copied, failed: text.copyFailed };

interface BankAccount {
  bank: string;
  accountName: string;
  accountNumber: string;
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
            <CopyButton
              value={account.accountNumber}
              label={text.copyAccount(account.accountNumber)}
              texts={copyTexts}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
