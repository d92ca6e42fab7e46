import { useState } from 'react';
import {
  type PrivacySettings,
  type PrivacySettingsUpdate,
  privacySettingsUpdateSchema,
} from '../../../../shared/contracts/privacy.ts';
import { privacyMessages } from '../../../../shared/privacy-messages.ts';
import { NumberField, TextareaField } from '../../../components/ui/form-field.tsx';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import { call, client } from '../../../lib/api.ts';
import { SavedSettings, SettingsCard } from './saved-settings.tsx';
import { SettingsFormFooter } from './settings-form-footer.tsx';
import { useSettingsForm } from './use-settings-form.ts';

const text = privacyMessages.settings;
const settings = client.admin.settings.privacy;

interface PrivacySettingsValues {
  noticeHtml: string;
  /** Whole days typed as text: anything typed stays, and the schema says why it is wrong. */
  eventRetentionDays: string;
  slipRetentionDays: string;
}

const toValues = (saved: PrivacySettings): PrivacySettingsValues => ({
  noticeHtml: saved.notice.html,
  eventRetentionDays: String(saved.eventRetentionDays),
  slipRetentionDays: String(saved.slipRetentionDays),
});

/** "12a", "" or "1e3" are no whole number of days: NaN, which the schema refuses with its range. */
const daysOf = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

const toBody = (values: PrivacySettingsValues): PrivacySettingsUpdate => ({
  noticeHtml: values.noticeHtml,
  eventRetentionDays: daysOf(values.eventRetentionDays),
  slipRetentionDays: daysOf(values.slipRetentionDays),
});

/** The privacy notice customers accept and how long the shop keeps what it collects (admin, root). */
export function PrivacySettingsSection() {
  return (
    <SavedSettings
      load={(signal) => call(settings.$get({}, { init: { signal } }))}
      loadFailed={text.loadFailed}
    >
      {(saved) => <PrivacySettingsForm saved={saved} />}
    </SavedSettings>
  );
}

function PrivacySettingsForm({ saved }: { saved: PrivacySettings }) {
  const [notice, setNotice] = useState(saved.notice);
  const { form, bind, said } = useSettingsForm({
    saved: toValues(saved),
    schema: privacySettingsUpdateSchema,
    toBody,
    save: async (body) => {
      const answer = await call(settings.$put({ json: body }));
      setNotice(answer.notice);
      return {
        values: toValues(answer),
        // A changed text is published as a new version; the same text only saves the days.
        said:
          answer.notice.version !== notice.version
            ? text.published(answer.notice.version)
            : text.saved,
      };
    },
  });

  return (
    <SettingsCard form={form}>
      <section className="space-y-3">
        <h2 className="text-lg font-bold text-stone-900">{text.noticeTitle}</h2>
        <p className="text-sm font-medium text-stone-700">
          {text.inForce(notice.version, formatAdminDateTime(notice.publishedAt))}
        </p>
        <TextareaField
          label={text.notice}
          rows={16}
          maxLength={100_000}
          required
          hint={text.noticeHint}
          {...bind('noticeHtml')}
        />
      </section>
      <section className="grid gap-4 sm:grid-cols-2">
        <h2 className="text-lg font-bold text-stone-900 sm:col-span-2">{text.retentionTitle}</h2>
        <NumberField
          label={text.eventRetention}
          type="text"
          inputMode="numeric"
          required
          hint={text.eventRetentionHint}
          {...bind('eventRetentionDays')}
        />
        <NumberField
          label={text.slipRetention}
          type="text"
          inputMode="numeric"
          required
          hint={text.slipRetentionHint}
          {...bind('slipRetentionDays')}
        />
      </section>
      <SettingsFormFooter form={form} saved={said} save={text.save} saving={text.saving} />
    </SettingsCard>
  );
}
