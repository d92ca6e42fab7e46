import { adminMessages } from '../../../../shared/admin-messages.ts';
import { type PointsSettings, pointsSettingsSchema } from '../../../../shared/contracts/points.ts';
import { pointsMessages } from '../../../../shared/points-messages.ts';
import { NumberField } from '../../../components/ui/form-field.tsx';
import { call, client } from '../../../lib/api.ts';
import { SavedSettings, SettingsCard } from './saved-settings.tsx';
import { SettingsFormFooter } from './settings-form-footer.tsx';
import { useSettingsForm } from './use-settings-form.ts';

const text = pointsMessages.admin;
const settings = client.admin.settings.points;

interface PointsSettingsValues {
  /** Typed as text: anything typed stays, and the schema says why it is wrong. */
  pointValueSatang: string;
  maxPointsShare: string;
}

const toValues = (saved: PointsSettings): PointsSettingsValues => ({
  pointValueSatang: String(saved.pointValueSatang),
  maxPointsShare: String(saved.maxPointsShare),
});

const numberOf = (typed: string) =>
  /^\d+(\.\d+)?$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN;

const toBody = (values: PointsSettingsValues): PointsSettings => ({
  pointValueSatang: numberOf(values.pointValueSatang),
  maxPointsShare: numberOf(values.maxPointsShare),
});

/** What a member point is worth and how much of an order points may pay (admin, root). */
export function PointsSettingsSection() {
  return (
    <SavedSettings
      load={(signal) => call(settings.$get({}, { init: { signal } }))}
      loadFailed={adminMessages.adminForm.loadFailed}
    >
      {(saved) => <PointsSettingsForm saved={saved} />}
    </SavedSettings>
  );
}

function PointsSettingsForm({ saved }: { saved: PointsSettings }) {
  const { form, bind, said } = useSettingsForm({
    saved: toValues(saved),
    schema: pointsSettingsSchema,
    toBody,
    save: async (body) => ({
      values: toValues(await call(settings.$put({ json: body }))),
      said: adminMessages.adminForm.saved,
    }),
  });
  return (
    <SettingsCard form={form}>
      <section className="grid gap-4 sm:grid-cols-2">
        <h2 className="text-lg font-bold text-stone-900 sm:col-span-2">{text.settingsTitle}</h2>
        <NumberField
          label={text.pointValue}
          type="text"
          inputMode="numeric"
          required
          {...bind('pointValueSatang')}
        />
        <NumberField
          label={text.maxShare}
          type="text"
          inputMode="decimal"
          required
          {...bind('maxPointsShare')}
        />
      </section>
      <SettingsFormFooter
        form={form}
        saved={said}
        save={pointsMessages.admin.save}
        saving={pointsMessages.admin.save}
      />
    </SettingsCard>
  );
}
