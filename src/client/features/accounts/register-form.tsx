import { type FormEvent, useState } from 'react';
import { accountMessages } from '../../../shared/account-messages.ts';
import {
  ADDRESS_MAX,
  type AuthResponse,
  NAME_MAX,
  type RegisterRequest,
  registerRequestSchema,
} from '../../../shared/contracts/accounts.ts';
import { api } from '../../lib/api.ts';
import { describeFailure, type FieldErrors, zodFieldErrors } from './form-errors.ts';
import {
  FormAlert,
  PasswordField,
  SubmitButton,
  TextAreaField,
  TextField,
} from './form-fields.tsx';
import { useSessionStore } from './session-store.ts';

const EMPTY: RegisterRequest = {
  firstName: '',
  lastName: '',
  phone: '',
  password: '',
  confirmPassword: '',
  address: '',
};

/** New customer: checked here with the server's own rules, then by the server. */
export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [values, setValues] = useState<RegisterRequest>(EMPTY);
  const [fields, setFields] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof RegisterRequest) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    const parsed = registerRequestSchema.safeParse(values);
    if (!parsed.success) {
      setFields(zodFieldErrors(parsed.error));
      return;
    }
    setFields({});
    setBusy(true);
    try {
      const { user } = await api.post<AuthResponse>('/auth/register', parsed.data);
      useSessionStore.getState().setUser(user);
      onSignedIn();
    } catch (error) {
      const failure = describeFailure(error);
      setFields(failure.fields);
      setMessage(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {message ? <FormAlert>{message}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="ชื่อ"
          name="firstName"
          autoComplete="given-name"
          maxLength={NAME_MAX}
          value={values.firstName}
          onValueChange={set('firstName')}
          error={fields.firstName}
          data-autofocus
        />
        <TextField
          label="นามสกุล"
          name="lastName"
          autoComplete="family-name"
          maxLength={NAME_MAX}
          value={values.lastName}
          onValueChange={set('lastName')}
          error={fields.lastName}
        />
      </div>
      <TextField
        label="เบอร์โทรศัพท์"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0812345678"
        maxLength={20}
        value={values.phone}
        onValueChange={set('phone')}
        error={fields.phone}
      />
      <PasswordField
        label="รหัสผ่าน"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={set('password')}
        error={fields.password}
      />
      <PasswordField
        label="ยืนยันรหัสผ่าน"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={set('confirmPassword')}
        error={fields.confirmPassword}
      />
      <TextAreaField
        label="ที่อยู่"
        name="address"
        autoComplete="street-address"
        maxLength={ADDRESS_MAX}
        rows={3}
        value={values.address}
        onValueChange={set('address')}
        error={fields.address}
      />
      <SubmitButton busy={busy}>{accountMessages.login.registerTitle}</SubmitButton>
    </form>
  );
}
