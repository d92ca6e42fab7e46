import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import { adminShopSettingsSchema } from '../../../../shared/contracts/admin-settings.ts';
import type { AdminShopSettings } from '../../../../shared/contracts/settings-answers.ts';
import { legalMessages as legal } from '../../../../shared/legal-messages.ts';
import { lineSettingsMessages } from '../../../../shared/notification-messages.ts';
import { paymentMessages } from '../../../../shared/payment-messages.ts';
import { pointsMessages } from '../../../../shared/points-messages.ts';
import { privacyMessages } from '../../../../shared/privacy-messages.ts';
import { shippingMessages } from '../../../../shared/shipping-messages.ts';
import { AccessDenied } from '../../../components/ui/access-denied.tsx';
import { AdminSectionHeader } from '../../../components/ui/admin-list-toolbar.tsx';
import {
  FormError,
  PhoneField,
  SelectField,
  TextareaField,
  TextField,
} from '../../../components/ui/form-field.tsx';
import { ImageUrlField } from '../../../components/ui/image-url-field.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { call, client } from '../../../lib/api.ts';
import { useCall } from '../../../lib/use-call.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { LineSettingsSection } from './line-settings-form.tsx';
import { PaymentSettingsSection } from './payment-settings-form.tsx';
import { PointsSettingsSection } from './points-settings-form.tsx';
import { PrivacySettingsSection } from './privacy-settings-form.tsx';
import { SettingsCard } from './saved-settings.tsx';
import { SettingsFormFooter } from './settings-form-footer.tsx';
import { ShippingSettingsSection } from './shipping-settings-form.tsx';

const text = adminMessages.settings;

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
  legalName: string;
  taxId: string;
  branch: string;
  /** 'true' or 'false': the VAT registration, as its select says it. */
  vatRegistered: string;
}

const toValues = (settings: AdminShopSettings): SettingsFormValues => ({
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
  legalName: settings.legalName,
  taxId: settings.taxId,
  branch: settings.branch,
  vatRegistered: String(settings.vatRegistered),
});

const toBody = (values: SettingsFormValues): AdminShopSettings => ({
  name: values.name,
  address: values.address,
  email: values.email,
  phone: values.phone,
  hours: { weekdays: values.weekdays, saturday: values.saturday, sunday: values.sunday },
  lineQrImage: values.lineQrImage,
  lineId: values.lineId,
  lineUrl: values.lineUrl,
  legalName: values.legalName,
  taxId: values.taxId,
  branch: values.branch,
  vatRegistered: values.vatRegistered === 'true',
});

/** The page's parts, by `?tab=`: the shop's details (no tab), or how customers pay. */
const TABS = [
  { tab: '', label: text.shop },
  { tab: 'payments', label: paymentMessages.admin.settingsTitle },
  { tab: 'shipping', label: shippingMessages.settings.tab },
  { tab: 'line', label: lineSettingsMessages.tab },
  { tab: 'privacy', label: privacyMessages.settings.tab },
  { tab: 'points', label: pointsMessages.admin.settingsTitle },
] as const;
type Tab = (typeof TABS)[number]['tab'];

const showTab = (link: HTMLAnchorElement | null) =>
  link?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });

const tabOf = (value: string | null): Tab =>
  TABS.find((item) => item.tab !== '' && item.tab === value)?.tab ?? '';

/**
 * The shop's settings: its contact details, how customers pay it (`?tab=payments`), what
 * delivery costs (`?tab=shipping`), the LINE channel its notifications go through (`?tab=line`)
 * and its privacy notice and retention (`?tab=privacy`).
 */
export function Component() {
  const [params] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  return (
    <>
      <AdminSectionHeader
        title={text.title}
        subtitle={
          tab === 'payments'
            ? text.paymentsSubtitle
            : tab === 'shipping'
              ? text.shippingSubtitle
              : tab === 'line'
                ? lineSettingsMessages.subtitle
                : tab === 'privacy'
                  ? privacyMessages.settings.subtitle
                  : text.subtitle
        }
      />
      <nav
        aria-label={text.sections}
        className="mb-4 flex gap-0.5 overflow-x-auto border-b border-stone-200 sm:gap-1"
      >
        {TABS.map((item) => (
          <Link
            key={item.tab}
            to={{ search: item.tab ? `?tab=${item.tab}` : '' }}
            aria-current={item.tab === tab ? 'page' : undefined}
            // On a phone the tabs scroll sideways: the open one is brought into view.
            ref={item.tab === tab ? showTab : undefined}
            preventScrollReset
            className={`-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 px-2.5 text-[15px] font-semibold sm:px-4 sm:text-base whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700 ${
              item.tab === tab
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-stone-600 hover:text-stone-900'
            }`}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      {tab === 'payments' ? (
        <PaymentSettingsSection />
      ) : tab === 'shipping' ? (
        <ShippingSettingsSection />
      ) : tab === 'line' ? (
        <LineSettingsSection />
      ) : tab === 'privacy' ? (
        <PrivacySettingsSection />
      ) : tab === 'points' ? (
        <PointsSettingsSection />
      ) : (
        <ShopSettingsSection />
      )}
    </>
  );
}

/** The shop's contact details, as the storefront's contact section and footer show them. */
function ShopSettingsSection() {
  const current = useCall(
    (signal) => call(client.admin.settings.shop.$get({}, { init: { signal } })),
    [],
  );

  if (current.error?.status === 403) return <AccessDenied />;
  return (
    <>
      {current.error ? <FormError message={adminMessages.adminForm.loadFailed} /> : null}
      {current.data ? (
        <SettingsForm settings={current.data} />
      ) : current.loading ? (
        <LoadingState />
      ) : null}
    </>
  );
}

/** The hours' fields are nested in the API's body (hours.weekdays); flat in the form. */
const settingsFieldOf = (path: string) => (path.startsWith('hours.') ? path.slice(6) : path);

function SettingsForm({ settings }: { settings: AdminShopSettings }) {
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm({
    initial: () => toValues(settings),
    schema: adminShopSettingsSchema,
    toBody,
    fieldOf: settingsFieldOf,
    send: async (body) => {
      await call(client.admin.settings.shop.$put({ json: body }));
      setSaved(true);
    },
    failed: adminMessages.adminForm.saveFailed,
    formErrorWithFields: true,
  });
  const bind = (field: keyof SettingsFormValues) => {
    const bound = form.bind(field);
    return {
      ...bound,
      onChange: (value: string) => {
        setSaved(false);
        bound.onChange(value);
      },
    };
  };

  return (
    <SettingsCard form={form}>
      <section className="grid gap-4 sm:grid-cols-2">
        <h2 className="text-lg font-bold text-stone-900 sm:col-span-2">{text.shop}</h2>
        <TextField label={text.name} required className="sm:col-span-2" {...bind('name')} />
        <TextareaField
          label={text.address}
          rows={3}
          required
          className="sm:col-span-2"
          {...bind('address')}
        />
        <TextField label={text.email} type="email" required {...bind('email')} />
        <PhoneField label={text.phone} autoComplete="off" required {...bind('phone')} />
      </section>
      <section className="grid gap-4 sm:grid-cols-3">
        <h2 className="text-lg font-bold text-stone-900 sm:col-span-3">{text.hours}</h2>
        <TextField label={text.weekdays} required {...bind('weekdays')} />
        <TextField label={text.saturday} required {...bind('saturday')} />
        <TextField label={text.sunday} required {...bind('sunday')} />
      </section>
      <section className="grid gap-4 sm:grid-cols-2">
        <h2 className="text-lg font-bold text-stone-900 sm:col-span-2">{text.line}</h2>
        <div className="sm:col-span-2">
          <ImageUrlField label={text.lineQrImage} required {...bind('lineQrImage')} />
        </div>
        <TextField label={text.lineId} {...bind('lineId')} />
        <TextField label={text.lineUrl} type="url" {...bind('lineUrl')} />
      </section>
      <section className="grid gap-4 sm:grid-cols-2">
        <h2 className="text-lg font-bold text-stone-900 sm:col-span-2">{legal.section}</h2>
        <TextField label={legal.legalName} className="sm:col-span-2" {...bind('legalName')} />
        <TextField label={legal.taxId} inputMode="numeric" maxLength={13} {...bind('taxId')} />
        <TextField label={legal.branch} inputMode="numeric" maxLength={5} {...bind('branch')} />
        <SelectField
          label={legal.vatRegistered}
          options={[
            { value: 'false', label: legal.notVatRegistered },
            { value: 'true', label: legal.isVatRegistered },
          ]}
          {...bind('vatRegistered')}
        />
      </section>
      <SettingsFormFooter
        form={form}
        saved={saved ? adminMessages.adminForm.saved : null}
        save={text.save}
        saving={text.saving}
      />
    </SettingsCard>
  );
}
