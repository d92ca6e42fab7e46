import { type FormEvent, useState } from 'react';
import { accountMessages } from '../../../shared/account-messages.ts';
import { type AuthResponse, loginRequestSchema } from '../../../shared/contracts/accounts.ts';
import { ApiError, api } from '../../lib/api.ts';
import { describeFailure, type FieldErrors, zodFieldErrors } from './form-errors.ts';
import { FormAlert, PasswordField, SubmitButton, TextField } from './form-fields.tsx';
import { useSessionStore } from './session-store.ts';
import { useCountdown } from './use-countdown.ts';

/** Phone and password; wrong ones, a locked account and the 180-second wait are told here. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const wait = useCountdown();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || wait.remaining > 0) return;
    setMessage(null);
    const parsed = loginRequestSchema.safeParse({ phone, password });
    if (!parsed.success) {
      setFields(zodFieldErrors(parsed.error));
      return;
    }
    setFields({});
    setBusy(true);
    try {
      const { user } = await api.post<AuthResponse>('/auth/login', parsed.data);
      useSessionStore.getState().setUser(user);
      onSignedIn();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TOO_MANY_ATTEMPTS') {
        wait.start(error.retryAfterSeconds ?? 180);
      } else {
        const failure = describeFailure(error);
        setFields(failure.fields);
        setMessage(failure.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {message ? <FormAlert>{message}</FormAlert> : null}
      <TextField
        label="เบอร์โทรศัพท์"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0812345678"
        maxLength={20}
        value={phone}
        onValueChange={setPhone}
        error={fields.phone}
        data-autofocus
      />
      <PasswordField
        label="รหัสผ่าน"
        name="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={fields.password}
      />
      {wait.remaining > 0 ? (
        <p
          role="timer"
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900"
        >
          {accountMessages.login.tryAgainIn(wait.remaining)}
        </p>
      ) : null}
      <SubmitButton busy={busy} disabled={wait.remaining > 0}>
        {accountMessages.login.title}
      </SubmitButton>
    </form>
  );
}
