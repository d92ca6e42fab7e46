import { useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import {
  type ShippingSettingsInput,
  shippingSettingsSchema,
} from '../../../../shared/contracts/shipping.ts';
import type { ShippingSettings } from '../../../../shared/contracts/shipping-answers.ts';
import { shippingMessages } from '../../../../shared/shipping-messages.ts';
import { FormError, NumberField } from '../../../components/ui/form-field.tsx';
import { CheckboxField } from '../../../components/ui/toggle-fields.tsx';
import { call, client } from '../../../lib/api.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { SavedSettings, SettingsCard } from './saved-settings.tsx';
import { SettingsFormFooter } from './settings-form-footer.tsx';

const text = shippingMessages.settings;
const settings = client.admin.settings.shipping;

interface ShippingSettingsValues {
  flatFee: string;
  freeFrom: string;
  remoteFee: string;
  remoteProvinces: string[];
  codFee: string;
  codeWaivesFee: boolean;
}

const toValues = (saved: ShippingSettings): ShippingSettingsValues => ({
  flatFee: String(saved.flatFee),
  freeFrom: saved.freeFrom === null ? '' : String(saved.freeFrom),
  remoteFee: String(saved.remoteSurcharge.fee),
  remoteProvinces: saved.remoteSurcharge.provinces,
  codFee: String(saved.codFee),
  codeWaivesFee: saved.codeWaivesFee,
});

const toBody = (values: ShippingSettingsValues): ShippingSettingsInput => ({
  flatFee: Number(values.flatFee),
  freeFrom: values.freeFrom.trim() === '' ? null : Number(values.freeFrom),
  remoteSurcharge: { provinces: values.remoteProvinces, fee: Number(values.remoteFee) },
  codFee: Number(values.codFee),
  codeWaivesFee: values.codeWaivesFee,
});

const BAHT = /^\d+(\.\d{1,2})?$/;

/** Amounts typed as text: baht with at most two decimals, or the form says why. */
function checkTyped(values: ShippingSettingsValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['flatFee', 'remoteFee', 'codFee'] as const) {
    if (!BAHT.test(values[field].trim())) errors[field] = text.amountInvalid;
  }
  const free = values.freeFrom.trim();
  if (free !== '' && !BAHT.test(free)) errors.freeFrom = text.freeFromInvalid;
  return errors;
}

/** Where a path of the API's schema lands in the form. */
const fieldOf = (path: string) =>
  path.startsWith('remoteSurcharge.provinces')
    ? 'remoteProvinces'
    : path === 'remoteSurcharge.fee'
      ? 'remoteFee'
      : path;

/** What delivery costs the customer (admin and root): loaded, then edited in one form. */
export function ShippingSettingsSection() {
  return (
    <SavedSettings
      load={(signal) => call(settings.$get({}, { init: { signal } }))}
      loadFailed={text.loadFailed}
    >
      {(saved) => <ShippingSettingsForm saved={saved} />}
    </SavedSettings>
  );
}

function ShippingSettingsForm({ saved }: { saved: ShippingSettings }) {
  const [done, setDone] = useState(false);
  const form = useSchemaForm({
    initial: () => toValues(saved),
    schema: shippingSettingsSchema,
    toBody,
    fieldOf,
    check: checkTyped,
    send: async (body) => {
      const answer = await call(settings.$put({ json: body }));
      form.reset(toValues(answer));
      setDone(true);
    },
    failed: adminMessages.adminForm.saveFailed,
    formErrorWithFields: true,
  });
  const { values } = form;
  const change = <K extends keyof ShippingSettingsValues>(
    field: K,
    value: ShippingSettingsValues[K],
  ) => {
    setDone(false);
    form.set(field, value);
  };
  const bind = (field: 'flatFee' | 'freeFrom' | 'remoteFee' | 'codFee') => ({
    ...form.bind(field),
    onChange: (value: string) => change(field, value),
  });
  const chosen = new Set(values.remoteProvinces);

  return (
    <SettingsCard form={form}>
      <section className="grid gap-4 sm:grid-cols-2">
        <h2 className="text-lg font-bold text-stone-900 sm:col-span-2">{text.title}</h2>
        <NumberField
          label={text.flatFee}
          type="text"
          inputMode="decimal"
          required
          {...bind('flatFee')}
        />
        <NumberField
          label={text.freeFrom}
          type="text"
          inputMode="decimal"
          hint={text.freeFromHint}
          {...bind('freeFrom')}
        />
        <NumberField
          label={text.codFee}
          type="text"
          inputMode="decimal"
          required
          {...bind('codFee')}
        />
        <NumberField
          label={text.remoteFee}
          type="text"
          inputMode="decimal"
          required
          {...bind('remoteFee')}
        />
        <div className="sm:col-span-2">
          <CheckboxField
            label={text.codeWaivesFee}
            checked={values.codeWaivesFee}
            onChange={(checked) => change('codeWaivesFee', checked)}
          />
        </div>
      </section>

      <fieldset className="space-y-2">
        <legend className="text-lg font-bold text-stone-900">{text.remoteProvinces}</legend>
        <p className="text-sm text-stone-600">{text.remoteProvincesHint}</p>
        <p className="text-sm text-stone-800" aria-live="polite">
          {text.chosenProvinces(
            saved.provinceChoices.filter((province) => chosen.has(province)).join(', ') ||
              text.noProvinces,
          )}
        </p>
        <FormError message={form.errors.remoteProvinces} />
        <div className="grid max-h-72 grid-cols-2 gap-x-4 overflow-y-auto rounded-lg border border-stone-200 p-3 sm:grid-cols-3 lg:grid-cols-4">
          {saved.provinceChoices.map((province) => (
            <CheckboxField
              key={province}
              label={province}
              checked={chosen.has(province)}
              onChange={(checked) =>
                change(
                  'remoteProvinces',
                  checked
                    ? [...values.remoteProvinces, province]
                    : values.remoteProvinces.filter((other) => other !== province),
                )
              }
            />
          ))}
        </div>
      </fieldset>

      <SettingsFormFooter form={form} saved={done ? text.saved : null} save={text.save} />
    </SettingsCard>
  );
}
