import { useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import { adminShopSettingsSchema } from '../../../../shared/contracts/admin-settings.ts';
import type { ShopSettings } from '../../../../shared/contracts/settings.ts';
import { AccessDenied } from '../../../components/ui/access-denied.tsx';
import {
  AdminSectionHeader,
  primaryButtonClass,
} from '../../../components/ui/admin-list-toolbar.tsx';
import { Field, FormError, inputClass } from '../../../components/ui/form-field.tsx';
import { ImageUrlField } from '../../../components/ui/image-url-field.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { api } from '../../../lib/api.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

interface SettingsFormValues {
  name: string;
  address: string;
  email: string;
  phone: string;
  weekdays: string;
  saturday: string;
  sunday: string;
  lineQrImage: string;
  lineId: string;
  lineUrl: string;
}

const toValues = (settings: ShopSettings): SettingsFormValues => ({
  name: settings.name,
  address: settings.address,
  email: settings.email,
  phone: settings.phone,
  weekdays: settings.hours.weekdays,
  saturday: settings.hours.saturday,
  sunday: settings.hours.sunday,
  lineQrImage: settings.lineQrImage,
  lineId: settings.lineId,
  lineUrl: settings.lineUrl,
});

const toBody = (values: SettingsFormValues): ShopSettings => ({
  name: values.name,
  address: values.address,
  email: values.email,
  phone: values.phone,
  hours: { weekdays: values.weekdays, saturday: values.saturday, sunday: values.sunday },
  lineQrImage: values.lineQrImage,
  lineId: values.lineId,
  lineUrl: values.lineUrl,
});

/** The shop's contact details, as the storefront's contact section and footer show them. */
export function Component() {
  const current = useApiQuery<ShopSettings>('/admin/settings/shop', {});

  if (current.error?.status === 403) return <AccessDenied />;
  return (
    <>
      <AdminSectionHeader
        title="Shop Settings"
        subtitle="ข้อมูลติดต่อที่แสดงในหน้าร้านและส่วนท้ายของเว็บไซต์"
      />
      {current.error ? <FormError message={adminMessages.adminForm.loadFailed} /> : null}
      {current.data ? (
        <SettingsForm settings={current.data} />
      ) : current.loading ? (
        <LoadingState />
      ) : null}
    </>
  );
}

type TextKey = Exclude<keyof SettingsFormValues, 'lineQrImage'>;

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm({
    initial: toValues(settings),
    schema: adminShopSettingsSchema,
    toBody,
  });
  const { values, errors } = form;
  const set = <K extends keyof SettingsFormValues>(field: K, value: SettingsFormValues[K]) => {
    setSaved(false);
    form.set(field, value);
  };

  const text = (
    field: TextKey,
    label: string,
    options: { errorKey?: string; type?: string; required?: boolean; className?: string } = {},
  ) => (
    <Field
      label={label}
      error={errors[options.errorKey ?? field]}
      required={options.required ?? true}
      className={options.className}
    >
      {(control) => (
        <input
          {...control}
          type={options.type ?? 'text'}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );

  const send = async (body: ShopSettings) => {
    await api.put('/admin/settings/shop', body);
    setSaved(true);
  };

  return (
    <form
      noValidate
      onSubmit={form.submit(send)}
      className="space-y-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <section className="grid gap-4 sm:grid-cols-2">
        <h2 className="text-lg font-bold text-stone-900 sm:col-span-2">ข้อมูลร้าน</h2>
        {text('name', 'ชื่อร้าน', { className: 'sm:col-span-2' })}
        <Field label="ที่อยู่" error={errors.address} required className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={values.address}
              onChange={(event) => set('address', event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        {text('email', 'อีเมล', { type: 'email' })}
        {text('phone', 'เบอร์โทรศัพท์', { type: 'tel' })}
      </section>
      <section className="grid gap-4 sm:grid-cols-3">
        <h2 className="text-lg font-bold text-stone-900 sm:col-span-3">เวลาทำการ</h2>
        {text('weekdays', 'จันทร์ - ศุกร์', { errorKey: 'hours.weekdays' })}
        {text('saturday', 'เสาร์', { errorKey: 'hours.saturday' })}
        {text('sunday', 'อาทิตย์', { errorKey: 'hours.sunday' })}
      </section>
      <section className="grid gap-4 sm:grid-cols-2">
        <h2 className="text-lg font-bold text-stone-900 sm:col-span-2">LINE</h2>
        <div className="sm:col-span-2">
          <ImageUrlField
            label="รูป QR Code ของ LINE"
            required
            value={values.lineQrImage}
            error={errors.lineQrImage}
            onChange={(url) => set('lineQrImage', url)}
          />
        </div>
        {text('lineId', 'LINE ID', { required: false })}
        {text('lineUrl', 'ลิงก์เปิด LINE ของร้าน', {
          type: 'url',
          required: false,
        })}
      </section>
      <FormError message={form.formError} />
      {saved ? (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
          {adminMessages.adminForm.saved}
        </p>
      ) : null}
      <div className="flex justify-end border-t border-stone-200 pt-4">
        <button
          type="submit"
          disabled={form.hasErrors || form.saving}
          className={primaryButtonClass}
        >
          {form.saving ? 'กำลังบันทึก...' : 'บันทึกการตั้งค่า'}
        </button>
      </div>
    </form>
  );
}
