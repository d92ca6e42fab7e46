import { accountMessages } from '../../../shared/account-messages.ts';
import {
  ADDRESS_MAX,
  NAME_MAX,
  type RegisterRequest,
  registerRequestSchema,
} from '../../../shared/contracts/accounts.ts';
import {
  FormError,
  PasswordField,
  PhoneField,
  SubmitButton,
  TextareaField,
  TextField,
} from '../../components/ui/form-field.tsx';
import { call, client } from '../../lib/api.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={fields.firstName}
          name="firstName"
          autoComplete="given-name"
          maxLength={NAME_MAX}
          autoFocus
          {...form.bind('firstName')}
        />
        <TextField
          label={fields.lastName}
          name="lastName"
          autoComplete="family-name"
          maxLength={NAME_MAX}
          {...form.bind('lastName')}
        />
      </div>
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
      <TextareaField
        label={fields.address}
        name="address"
        autoComplete="street-address"
        maxLength={ADDRESS_MAX}
        rows={3}
        {...form.bind('address')}
      />
      <SubmitButton busy={form.saving}>{accountMessages.login.registerTitle}</SubmitButton>
    </form>
  );
}
