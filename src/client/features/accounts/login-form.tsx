import { accountMessages } from '../../../shared/account-messages.ts';
import { type LoginRequest, loginRequestSchema } from '../../../shared/contracts/accounts.ts';
import {
  FormError,
  PasswordField,
  PhoneField,
  SubmitButton,
} from '../../components/ui/form-field.tsx';
import { ApiError, call, client } from '../../lib/api.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useSessionStore } from './session-store.ts';
import { useCountdown } from './use-countdown.ts';

const fields = accountMessages.fields;

/** Phone and password; wrong ones, a locked account and the 180-second wait are told here. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const wait = useCountdown();
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
    onFailure: (error) => {
      if (!(error instanceof ApiError) || error.code !== 'TOO_MANY_ATTEMPTS') return false;
      wait.start(error.retryAfterSeconds ?? 180);
      return true;
    },
    blocked: wait.remaining > 0,
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
      {wait.remaining > 0 ? (
        <p
          role="timer"
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900"
        >
          {accountMessages.login.tryAgainIn(wait.remaining)}
        </p>
      ) : null}
      <SubmitButton busy={form.saving} disabled={wait.remaining > 0}>
        {accountMessages.login.title}
      </SubmitButton>
    </form>
  );
}
