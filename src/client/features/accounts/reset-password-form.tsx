import { useState } from 'react';
import { accountMessages } from '../../../shared/account-messages.ts';
import { phoneSchema } from '../../../shared/contracts/accounts.ts';
import {
  type PasswordResetRequest,
  passwordResetRequestSchema,
} from '../../../shared/contracts/password-reset.ts';
import { passwordResetMessages as text } from '../../../shared/password-reset-messages.ts';
import { FormError, PhoneField, TextField } from '../../components/ui/form-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { call, client } from '../../lib/api.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { NewPasswordFields, SignInWaitNotice, useSignInWait } from './password-form-parts.tsx';
import { useSessionStore } from './session-store.ts';

/**
 * A new password with the 8-digit code the shop handed over (or sent by LINE): phone, code, the
 * password twice; signed in when it works. Wrong codes wait as wrong passwords do.
 */
export function ResetPasswordForm({ onSignedIn }: { onSignedIn: () => void }) {
  const wait = useSignInWait();
  const [lineNote, setLineNote] = useState<string | null>(null);
  const form = useSchemaForm({
    initial: { phone: '', code: '', password: '', confirmPassword: '' },
    schema: passwordResetRequestSchema,
    toBody: (values): PasswordResetRequest => values,
    sendParsed: true,
    send: async (body) => {
      const { user } = await call(client.auth.reset.$post({ json: body }));
      useSessionStore.getState().setUser(user);
      onSignedIn();
    },
    failed: accountMessages.login.failed,
    onFailure: wait.onFailure,
    blocked: wait.blocked,
  });
  const phone = form.bind('phone');

  const askByLine = async () => {
    const parsed = phoneSchema.safeParse(phone.value);
    if (!parsed.success) {
      setLineNote(accountMessages.login.phoneInvalid);
      return;
    }
    try {
      const answer = await call(
        client.auth['reset-code'].line.$post({ json: { phone: parsed.data } }),
      );
      setLineNote(answer.message);
    } catch (error) {
      setLineNote(error instanceof Error ? error.message : accountMessages.login.failed);
    }
  };

  return (
    <form id={form.id} noValidate onSubmit={form.submit} className="space-y-4">
      <p lang="th" className="text-sm text-stone-700">
        {text.intro}
      </p>
      <FormError message={form.formError} />
      <PhoneField
        label={accountMessages.fields.phone}
        name="phone"
        placeholder={accountMessages.fields.phonePlaceholder}
        autoFocus
        {...phone}
      />
      <div>
        <button
          type="button"
          onClick={() => void askByLine()}
          className="min-h-11 rounded-lg border border-green-700 px-4 text-sm font-semibold text-green-800 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {text.askLine}
        </button>
        {lineNote ? (
          <p role="status" lang="th" className="mt-2 text-sm text-stone-700">
            {lineNote}
          </p>
        ) : null}
      </div>
      <TextField
        label={text.code}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        inputClassName="font-mono tracking-[0.2em]"
        {...form.bind('code')}
      />
      <NewPasswordFields
        labels={{ password: text.newPassword, confirmPassword: text.confirmPassword }}
        password={form.bind('password')}
        confirmPassword={form.bind('confirmPassword')}
      />
      <SignInWaitNotice remaining={wait.remaining} />
      <SubmitButton busy={form.saving} disabled={wait.blocked}>
        {text.submit}
      </SubmitButton>
    </form>
  );
}
