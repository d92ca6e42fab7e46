import { useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import {
  type LineSettingsInput,
  lineSettingsSchema,
} from '../../../../shared/contracts/notifications.ts';
import type { LineSettingsAnswer } from '../../../../shared/contracts/notifications-answers.ts';
import { lineSettingsMessages } from '../../../../shared/notification-messages.ts';
import { primaryButtonClass } from '../../../components/ui/admin-list-toolbar.tsx';
import {
  FormError,
  FormSuccess,
  PasswordField,
  TextareaField,
} from '../../../components/ui/form-field.tsx';
import { call, client } from '../../../lib/api.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { SavedSettings, SettingsCard } from './saved-settings.tsx';

const text = lineSettingsMessages;
const settings = client.admin.settings.line;
const MAX_RECIPIENTS = 10;

interface LineSettingsValues {
  /** Never filled from the server: empty keeps the saved secret. */
  channelAccessToken: string;
  channelSecret: string;
  /** One LINE id a line. */
  shopRecipients: string;
}

/** The secrets start empty whatever is saved: the server never answers them. */
const toValues = (saved: LineSettingsAnswer): LineSettingsValues => ({
  channelAccessToken: '',
  channelSecret: '',
  shopRecipients: saved.shopRecipients.join('\n'),
});

const recipientsOf = (typed: string) =>
  typed
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const toBody = (values: LineSettingsValues): LineSettingsInput => ({
  channelAccessToken: values.channelAccessToken,
  channelSecret: values.channelSecret,
  shopRecipients: recipientsOf(values.shopRecipients),
});

const checkTyped = (values: LineSettingsValues): FieldErrors =>
  recipientsOf(values.shopRecipients).length > MAX_RECIPIENTS
    ? { shopRecipients: text.tooManyRecipients }
    : {};

/** Every recipient's message lands on the one text box. */
const fieldOf = (path: string) => (path.startsWith('shopRecipients') ? 'shopRecipients' : path);

/** The shop's LINE channel (admin and root): write-only secrets and who of the shop is told. */
export function LineSettingsSection() {
  return (
    <SavedSettings
      load={(signal) => call(settings.$get({}, { init: { signal } }))}
      loadFailed={text.loadFailed}
    >
      {(saved) => <LineSettingsForm saved={saved} />}
    </SavedSettings>
  );
}

function LineSettingsForm({ saved }: { saved: LineSettingsAnswer }) {
  const [answer, setAnswer] = useState(saved);
  const [done, setDone] = useState(false);
  const form = useSchemaForm({
    initial: () => toValues(saved),
    schema: lineSettingsSchema,
    toBody,
    fieldOf,
    check: checkTyped,
    send: async (body) => {
      const next = await call(settings.$put({ json: body }));
      setAnswer(next);
      form.reset(toValues(next));
      setDone(true);
    },
    failed: adminMessages.adminForm.saveFailed,
    formErrorWithFields: true,
  });
  const bind = (field: keyof LineSettingsValues) => ({
    ...form.bind(field),
    onChange: (value: string) => {
      setDone(false);
      form.set(field, value);
    },
  });

  return (
    <SettingsCard form={form}>
      <section className="grid gap-4 sm:grid-cols-2">
        <h2 className="text-lg font-bold text-stone-900 sm:col-span-2">{text.channel}</h2>
        <PasswordField
          label={text.channelAccessToken}
          autoComplete="new-password"
          maxLength={1000}
          hint={<SecretHint set={answer.channelAccessTokenSet} />}
          {...bind('channelAccessToken')}
        />
        <PasswordField
          label={text.channelSecret}
          autoComplete="new-password"
          maxLength={200}
          hint={<SecretHint set={answer.channelSecretSet} />}
          {...bind('channelSecret')}
        />
      </section>
      <TextareaField
        label={text.recipients}
        rows={5}
        autoComplete="off"
        hint={text.recipientsHint}
        {...bind('shopRecipients')}
      />
      <FormError message={form.formError} />
      <FormSuccess message={done ? text.saved : null} />
      <div className="flex justify-end border-t border-stone-200 pt-4">
        <button
          type="submit"
          disabled={form.hasErrors || form.saving}
          aria-busy={form.saving || undefined}
          className={primaryButtonClass}
        >
          {text.save}
        </button>
      </div>
    </SettingsCard>
  );
}

/** Whether a secret is saved (its value never comes back), and what an empty box does. */
function SecretHint({ set }: { set: boolean }) {
  return (
    <>
      <span
        className={`mr-2 inline-flex rounded-full px-2.5 py-0.5 font-semibold ${
          set ? 'bg-green-100 text-green-800' : 'bg-stone-100 text-stone-700'
        }`}
      >
        {set ? text.isSet : text.notSet}
      </span>
      {set ? text.keepHint : text.newHint}
    </>
  );
}
