import { accountMessages } from '../../../shared/account-messages.ts';
import { PasswordField } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { useCountdown } from './use-countdown.ts';

/**
 * The wait the server sets after too many wrong passwords or codes (`TOO_MANY_ATTEMPTS`):
 * `onFailure` starts it from the refusal, `blocked` keeps the form from sending meanwhile.
 */
export function useSignInWait() {
  const wait = useCountdown();
  return {
    remaining: wait.remaining,
    blocked: wait.remaining > 0,
    onFailure: (error: unknown): boolean => {
      if (!(error instanceof ApiError) || error.code !== 'TOO_MANY_ATTEMPTS') return false;
      wait.start(error.retryAfterSeconds ?? 180);
      return true;
    },
  };
}

/** The seconds left of that wait, under the form's fields. */
export function SignInWaitNotice({ remaining }: { remaining: number }) {
  if (remaining <= 0) return null;
  return (
    <p
      role="timer"
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900"
    >
      {accountMessages.login.tryAgainIn(remaining)}
    </p>
  );
}

interface Bound {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A new password typed twice, as registration and a reset ask for it. */
export function NewPasswordFields({
  labels,
  password,
  confirmPassword,
}: {
  labels: { password: string; confirmPassword: string };
  password: Bound;
  confirmPassword: Bound;
}) {
  return (
    <>
      <PasswordField
        label={labels.password}
        name="password"
        autoComplete="new-password"
        {...password}
      />
      <PasswordField
        label={labels.confirmPassword}
        name="confirmPassword"
        autoComplete="new-password"
        {...confirmPassword}
      />
    </>
  );
}
