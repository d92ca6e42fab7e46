import { accountMessages } from '../../../shared/account-messages.ts';
import { type RegisterRequest, registerRequestSchema } from '../../../shared/contracts/accounts.ts';
import {
  FormError,
  PasswordField,
  PhoneField,
  SubmitButton,
} from '../../components/ui/form-field.tsx';
import { call, client } from '../../lib/api.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { AddressField, NameFields } from './member-fields.tsx';
import { useSessionStore } from './session-store.ts';

const EMPTY: RegisterRequest = {
  firstName: '',
  lastName: '',
  phone: '',
  password: '',
  confirmPassword: '',
  address: '',
};

const fields = accountMessages.fields;

/** New customer: checked here with the server's own rules, then by the server. */
export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useSchemaForm({
    initial: EMPTY,
    schema: registerRequestSchema,
    toBody: (values): RegisterRequest => values,
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
      <PasswordField
        label={fields.password}
        name="password"
        autoComplete="new-password"
        {...form.bind('password')}
      />
      <PasswordField
        label={fields.confirmPassword}
        name="confirmPassword"
        autoComplete="new-password"
        {...form.bind('confirmPassword')}
      />
      <AddressField label={fields.address} own {...form.bind('address')} />
      <SubmitButton busy={form.saving}>{accountMessages.login.registerTitle}</SubmitButton>
    </form>
  );
}
