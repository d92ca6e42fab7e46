import { type ReactNode, useRef, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import {
  type PaymentSettingsInput,
  paymentSettingsSchema,
} from '../../../../shared/contracts/payments.ts';
import type { PaymentSettings } from '../../../../shared/contracts/payments-answers.ts';
import { satangToBaht } from '../../../../shared/domain/money.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/domain/order-lifecycle.ts';
import {
  MAX_UNPAID_ORDERS_LIMIT,
  PAYMENT_WINDOW_MAX_HOURS,
  PAYMENT_WINDOW_MIN_HOURS,
} from '../../../../shared/domain/payments.ts';
import { paymentMessages } from '../../../../shared/payment-messages.ts';
import { secondaryButtonClass } from '../../../components/ui/admin-list-toolbar.tsx';
import { NumberField, SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { CheckboxField } from '../../../components/ui/toggle-fields.tsx';
import { call, client } from '../../../lib/api.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import { type InSatang, inSatang } from '../../../lib/money.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { SavedSettings } from './saved-settings.tsx';
import { SettingsFormFooter } from './settings-form-footer.tsx';

const text = paymentMessages.admin;

/** The shop's bank accounts a customer may transfer to: at most this many. */
const MAX_ACCOUNTS = 5;
const COD_MAX_BAHT = 1_000_000;

type SavedPayments = InSatang<PaymentSettings, 'codMaxAmount'>;

const settings = client.admin.settings.payments;
const inSatangOf = (answer: PaymentSettings): SavedPayments => inSatang(answer, ['codMaxAmount']);

interface AccountRow {
  /** The row's identity while edited (rows are added and removed). */
  key: number;
  bank: string;
  accountName: string;
  accountNumber: string;
}

interface PaymentSettingsValues {
  promptpayId: string;
  promptpayName: string;
  bankAccounts: AccountRow[];
  promptpayEnabled: boolean;
  transferEnabled: boolean;
  codEnabled: boolean;
  codMaxAmount: string;
  defaultMethod: PaymentMethod;
  paymentWindowHours: string;
  maxUnpaidOrders: string;
  vatRegistered: boolean;
  taxId: string;
}

let rowKeys = 0;
const rowOf = (account: Omit<AccountRow, 'key'>): AccountRow => ({ key: ++rowKeys, ...account });

const toValues = (saved: SavedPayments): PaymentSettingsValues => ({
  promptpayId: saved.promptpayId,
  promptpayName: saved.promptpayName,
  bankAccounts: saved.bankAccounts.map(rowOf),
  promptpayEnabled: saved.promptpayEnabled,
  transferEnabled: saved.transferEnabled,
  codEnabled: saved.codEnabled,
  codMaxAmount: String(satangToBaht(saved.codMaxAmount)),
  defaultMethod: saved.defaultMethod,
  paymentWindowHours: String(saved.paymentWindowHours),
  maxUnpaidOrders: String(saved.maxUnpaidOrders),
  vatRegistered: saved.vatRegistered,
  taxId: saved.taxId,
});

const toBody = (values: PaymentSettingsValues): PaymentSettingsInput => ({
  ...values,
  bankAccounts: values.bankAccounts.map(({ key: _key, ...account }) => account),
  codMaxAmount: Number(values.codMaxAmount),
  paymentWindowHours: Number(values.paymentWindowHours),
  maxUnpaidOrders: Number(values.maxUnpaidOrders),
});

/** Amounts typed as text: a number the schema can read, in its range, or the form says why. */
function checkTyped(values: PaymentSettingsValues): FieldErrors {
  const errors: FieldErrors = {};
  const cod = values.codMaxAmount.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(cod) || Number(cod) > COD_MAX_BAHT) {
    errors.codMaxAmount = text.invalidCodMax;
  }
  const hours = values.paymentWindowHours.trim();
  if (
    !/^\d+(\.\d+)?$/.test(hours) ||
    Number(hours) < PAYMENT_WINDOW_MIN_HOURS ||
    Number(hours) > PAYMENT_WINDOW_MAX_HOURS
  ) {
    errors.paymentWindowHours = text.invalidPaymentWindow;
  }
  const unpaid = values.maxUnpaidOrders.trim();
  if (!/^\d+$/.test(unpaid) || Number(unpaid) < 1 || Number(unpaid) > MAX_UNPAID_ORDERS_LIMIT) {
    errors.maxUnpaidOrders = text.invalidMaxUnpaid;
  }
  return errors;
}

const METHOD_SWITCHES = [
  ['promptpayEnabled', 'promptpay'],
  ['transferEnabled', 'bank_transfer'],
  ['codEnabled', 'cod'],
] as const;

/** How customers pay the shop (admin and root): loaded, then edited in one form. */
export function PaymentSettingsSection() {
  return (
    <SavedSettings
      load={async (signal) => inSatangOf(await call(settings.$get({}, { init: { signal } })))}
      loadFailed={adminMessages.adminForm.loadFailed}
    >
      {(saved) => <PaymentSettingsForm saved={saved} />}
    </SavedSettings>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 sm:grid-cols-2">
      <h2 className="text-lg font-bold text-stone-900 sm:col-span-2">{title}</h2>
      {children}
    </section>
  );
}

function PaymentSettingsForm({ saved }: { saved: SavedPayments }) {
  const [done, setDone] = useState(false);
  const form = useSchemaForm({
    initial: () => toValues(saved),
    schema: paymentSettingsSchema,
    toBody,
    sendParsed: true,
    check: checkTyped,
    send: async (body) => {
      const answer = await call(settings.$put({ json: body }));
      form.reset(toValues(inSatangOf(answer)));
      setDone(true);
    },
    failed: adminMessages.adminForm.saveFailed,
    formErrorWithFields: true,
  });
  const { values } = form;
  const addButton = useRef<HTMLButtonElement>(null);

  const change = <K extends keyof PaymentSettingsValues>(
    field: K,
    value: PaymentSettingsValues[K],
  ) => {
    setDone(false);
    form.set(field, value);
  };
  const bind = (
    field:
      | 'promptpayId'
      | 'promptpayName'
      | 'codMaxAmount'
      | 'paymentWindowHours'
      | 'maxUnpaidOrders'
      | 'taxId',
  ) => ({
    ...form.bind(field),
    onChange: (value: string) => change(field, value),
  });
  const setAccounts = (rows: AccountRow[]) => change('bankAccounts', rows);
  const editAccount = (
    key: number,
    field: 'bank' | 'accountName' | 'accountNumber',
    value: string,
  ) =>
    setAccounts(
      values.bankAccounts.map((row) => (row.key === key ? { ...row, [field]: value } : row)),
    );
  const accountError = (index: number, field: string) =>
    form.errors[`bankAccounts.${index}.${field}`];
  const full = values.bankAccounts.length >= MAX_ACCOUNTS;

  return (
    <form
      id={form.id}
      noValidate
      onSubmit={form.submit}
      className="space-y-8 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <Section title={text.promptpay}>
        <TextField
          label={text.promptpayId}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          {...bind('promptpayId')}
        />
        <TextField
          label={text.promptpayName}
          autoComplete="off"
          maxLength={100}
          {...bind('promptpayName')}
        />
      </Section>

      <section className="space-y-4">
        <h2 className="text-lg font-bold text-stone-900">{text.bankAccounts}</h2>
        {values.bankAccounts.length === 0 ? (
          <p className="text-sm text-stone-600">{text.noAccounts}</p>
        ) : null}
        {values.bankAccounts.map((row, index) => (
          <fieldset
            key={row.key}
            className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start sm:p-4"
          >
            <legend className="px-1 text-sm font-semibold text-stone-700">
              {text.account(index + 1)}
            </legend>
            <TextField
              label={text.bank}
              required
              maxLength={100}
              value={row.bank}
              error={accountError(index, 'bank')}
              onChange={(value) => editAccount(row.key, 'bank', value)}
            />
            <TextField
              label={text.accountName}
              required
              maxLength={100}
              value={row.accountName}
              error={accountError(index, 'accountName')}
              onChange={(value) => editAccount(row.key, 'accountName', value)}
            />
            <TextField
              label={text.accountNumber}
              required
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              value={row.accountNumber}
              error={accountError(index, 'accountNumber')}
              onChange={(value) => editAccount(row.key, 'accountNumber', value)}
            />
            <button
              type="button"
              aria-label={text.removeAccountOf(index + 1)}
              onClick={() => {
                setAccounts(values.bankAccounts.filter((other) => other.key !== row.key));
                addButton.current?.focus();
              }}
              className={`${secondaryButtonClass} border-red-300 text-red-700 hover:bg-red-50 sm:mt-6`}
            >
              {text.removeAccount}
            </button>
          </fieldset>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <button
            ref={addButton}
            type="button"
            disabled={full}
            onClick={() =>
              setAccounts([
                ...values.bankAccounts,
                rowOf({ bank: '', accountName: '', accountNumber: '' }),
              ])
            }
            className={`${secondaryButtonClass} disabled:cursor-not-allowed disabled:opacity-50`}
          >
            + {text.addAccount}
          </button>
          <span className="text-sm text-stone-500">{text.maxAccounts(MAX_ACCOUNTS)}</span>
        </div>
      </section>

      <Section title={text.methodsEnabled}>
        <fieldset className="sm:col-span-2">
          <legend className="sr-only">{text.methodsEnabled}</legend>
          <div className="flex flex-col gap-x-6 sm:flex-row sm:flex-wrap">
            {METHOD_SWITCHES.map(([field, method]) => (
              <CheckboxField
                key={field}
                label={paymentMessages.methods[method]}
                checked={values[field]}
                onChange={(checked) => change(field, checked)}
              />
            ))}
          </div>
        </fieldset>
        <SelectField
          label={text.defaultMethod}
          value={values.defaultMethod}
          onChange={(method) => change('defaultMethod', method)}
          options={PAYMENT_METHODS.map((method) => ({
            value: method,
            label: paymentMessages.methods[method],
          }))}
        />
        <NumberField
          label={text.codMax}
          type="text"
          inputMode="decimal"
          required
          {...bind('codMaxAmount')}
        />
        <NumberField
          label={text.paymentWindow}
          type="text"
          inputMode="decimal"
          required
          hint={text.paymentWindowHint}
          {...bind('paymentWindowHours')}
        />
        <NumberField
          label={text.maxUnpaidOrders}
          type="text"
          inputMode="numeric"
          required
          hint={text.maxUnpaidOrdersHint}
          {...bind('maxUnpaidOrders')}
        />
      </Section>

      <Section title={text.vat}>
        <div className="sm:col-span-2">
          <CheckboxField
            label={text.vatRegistered}
            checked={values.vatRegistered}
            onChange={(checked) => change('vatRegistered', checked)}
          />
        </div>
        <TextField
          label={text.taxId}
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
          required={values.vatRegistered}
          {...bind('taxId')}
        />
      </Section>

      <SettingsFormFooter
        form={form}
        saved={done ? text.saved : null}
        save={text.save}
        saving={text.saving}
      />
    </form>
  );
}
