import { accountMessages } from '../../../shared/account-messages.ts';
import { type RegisterRequest, registerRequestSchema } from '../../../shared/contracts/accounts.ts';
import { paths } from '../../../shared/routes.ts';
import { FormError, PhoneField } from '../../components/ui/form-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { call, client } from '../../lib/api.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { ConsentBox } from './consent-box.tsx';
import { AddressField, NameFields } from './member-fields.tsx';
import { NewPasswordFields } from './password-form-parts.tsx';
import { useSessionStore } from './session-store.ts';

/** The form's values: the notice's tick box starts empty, as does marketing's. */
type RegisterValues = Omit<RegisterRequest, 'acceptPrivacyNotice' | 'marketingConsent'> & {
  acceptPrivacyNotice: boolean;
  marketingConsent: boolean;
};

const EMPTY: RegisterValues = {
  firstName: '',
  lastName: '',
  phone: '',
  password: '',
  confirmPassword: '',
  address: '',
  acceptPrivacyNotice: false,
  marketingConsent: false,
};

const fields = accountMessages.fields;
const consent = accountMessages.consent;

/** New customer: checked here with the server's own rules, then by the server. */
export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useSchemaForm({
    initial: EMPTY,
    schema: registerRequestSchema,
    toBody: (values) => values as RegisterRequest,
    sendParsed: true,
    send: async (body) => {
      const { user } = await call(client.auth.register.$post({ json: body }));
      useSessionStore.getState().setUser(user);
      onSignedIn();
    },
    failed: accountMessages.login.failed,
  });

  return (
    <form id={form.id} noValidate onSubmit={form.submit} className="space-y-4">
      <FormError message={form.formError} />
      <NameFields
        labels={fields}
        firstName={form.bind('firstName')}
        lastName={form.bind('lastName')}
        own
      />
      <PhoneField
        label={fields.phone}
        name="phone"
        placeholder={fields.phonePlaceholder}
        {...form.bind('phone')}
      />
      <NewPasswordFields
        labels={fields}
        password={form.bind('password')}
        confirmPassword={form.bind('confirmPassword')}
      />
      <AddressField label={fields.address} own {...form.bind('address')} />
      <ConsentBox
        checked={form.values.acceptPrivacyNotice}
        onChange={(on) => form.set('acceptPrivacyNotice', on)}
        error={form.errors.acceptPrivacyNotice}
      >
        {consent.acceptBefore}
        {/* A new tab: the form keeps what was typed. */}
        <a
          href={paths.privacy}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-800 underline"
        >
          {consent.notice}
        </a>
        {consent.acceptAfter}
      </ConsentBox>
      <ConsentBox
        checked={form.values.marketingConsent}
        onChange={(on) => form.set('marketingConsent', on)}
      >
        {consent.marketing}
      </ConsentBox>
      <SubmitButton busy={form.saving}>{accountMessages.login.registerTitle}</SubmitButton>
    </form>
  );
}
