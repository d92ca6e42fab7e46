import { accountMessages } from '../../../shared/account-messages.ts';
import { type LoginRequest, loginRequestSchema } from '../../../shared/contracts/accounts.ts';
import { FormError, PasswordField, PhoneField } from '../../components/ui/form-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { call, client } from '../../lib/api.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { SignInWaitNotice, useSignInWait } from './password-form-parts.tsx';
import { useSessionStore } from './session-store.ts';

const fields = accountMessages.fields;

/** Phone and password; wrong ones, a locked account and the 180-second wait are told here. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const wait = useSignInWait();
  const form = useSchemaForm({
    initial: { phone: '', password: '' },
    schema: loginRequestSchema,
    toBody: (values): LoginRequest => values,
    sendParsed: true,
    send: async (body) => {
      const { user } = await call(client.auth.login.$post({ json: body }));
      useSessionStore.getState().setUser(user);
      onSignedIn();
    },
    failed: accountMessages.login.failed,
    onFailure: wait.onFailure,
    blocked: wait.blocked,
  });

  return (
    <form id={form.id} noValidate onSubmit={form.submit} className="space-y-4">
      <FormError message={form.formError} />
      <PhoneField
        label={fields.phone}
        name="phone"
        placeholder={fields.phonePlaceholder}
        autoFocus
        {...form.bind('phone')}
      />
      <PasswordField
        label={fields.password}
        name="password"
        autoComplete="current-password"
        {...form.bind('password')}
      />
      <SignInWaitNotice remaining={wait.remaining} />
      <SubmitButton busy={form.saving} disabled={wait.blocked}>
        {accountMessages.login.title}
      </SubmitButton>
    </form>
  );
}
