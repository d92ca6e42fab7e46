import { type FormEvent, useState } from 'react';
import { accountMessages } from '../../../shared/account-messages.ts';
import {
  ADDRESS_MAX,
  NAME_MAX,
  profileEditLock,
  type SessionUser,
  type UpdateProfileResponse,
  updateProfileRequestSchema,
} from '../../../shared/contracts/accounts.ts';
import { formatThaiDate } from '../../../shared/domain/dates.ts';
import { initials } from '../../../shared/domain/initials.ts';
import { formatPhone } from '../../../shared/domain/phone.ts';
import { api } from '../../lib/api.ts';
import { describeFailure, type FieldErrors, zodFieldErrors } from './form-errors.ts';
import { FormAlert, SubmitButton, TextAreaField, TextField } from './form-fields.tsx';
import { Modal } from './modal.tsx';
import { useProfileDialog } from './profile-dialog-store.ts';
import { useSessionStore } from './session-store.ts';

function LockBanner({ user, now }: { user: SessionUser; now: Date }) {
  const lock = profileEditLock(user.lastProfileEditAt, now);
  if (!lock.locked || !lock.nextEditAt || !user.lastProfileEditAt) return null;
  return (
    <div
      role="note"
      aria-label="แก้ไขข้อมูลได้อีกครั้งภายหลัง"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-semibold">คุณสามารถแก้ไขข้อมูลได้อีกครั้งในอีก {lock.daysRemaining} วัน</p>
      <p className="mt-1">แก้ไขล่าสุดเมื่อ: {formatThaiDate(user.lastProfileEditAt)}</p>
      <p>แก้ไขได้อีกครั้งวันที่: {formatThaiDate(lock.nextEditAt)}</p>
    </div>
  );
}

function ProfileForm({ user }: { user: SessionUser }) {
  const [values, setValues] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    address: user.address,
  });
  const [fields, setFields] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = useProfileDialog((state) => state.close);
  const now = new Date();
  const locked = profileEditLock(user.lastProfileEditAt, now).locked;
  const set = (key: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || locked) return;
    setMessage(null);
    setSaved(false);
    const parsed = updateProfileRequestSchema.safeParse(values);
    if (!parsed.success) {
      setFields(zodFieldErrors(parsed.error));
      return;
    }
    setFields({});
    setBusy(true);
    try {
      const answer = await api.patch<UpdateProfileResponse>('/me', parsed.data);
      useSessionStore.getState().setUser(answer.user);
      setSaved(true);
    } catch (error) {
      const failure = describeFailure(error, accountMessages.profile.updateFailed);
      setFields(failure.fields);
      setMessage(failure.message ?? accountMessages.profile.updateFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <LockBanner user={user} now={now} />
      {saved ? (
        <p
          role="status"
          className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-800"
        >
          {accountMessages.profile.updated}
        </p>
      ) : null}
      {message ? <FormAlert>{message}</FormAlert> : null}
      <TextField
        label="เบอร์โทรศัพท์"
        name="phone"
        value={formatPhone(user.phone)}
        readOnly
        hint={accountMessages.profile.phoneNotEditable}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="ชื่อ"
          name="firstName"
          autoComplete="given-name"
          maxLength={NAME_MAX}
          value={values.firstName}
          onValueChange={set('firstName')}
          error={fields.firstName}
          disabled={locked}
        />
        <TextField
          label="นามสกุล"
          name="lastName"
          autoComplete="family-name"
          maxLength={NAME_MAX}
          value={values.lastName}
          onValueChange={set('lastName')}
          error={fields.lastName}
          disabled={locked}
        />
      </div>
      <TextAreaField
        label="ที่อยู่"
        name="address"
        autoComplete="street-address"
        maxLength={ADDRESS_MAX}
        rows={3}
        value={values.address}
        onValueChange={set('address')}
        error={fields.address}
        disabled={locked}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <button
          type="button"
          onClick={close}
          className="inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-stone-300 px-4 py-2.5 font-semibold text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {saved ? 'ปิด' : 'ยกเลิก'}
        </button>
        <SubmitButton busy={busy} disabled={locked}>
          บันทึกข้อมูล
        </SubmitButton>
      </div>
    </form>
  );
}

/** Personal information: name and address editable once every 7 days, the phone never. */
export function ProfileDialog() {
  const user = useSessionStore((state) => state.user);
  const close = useProfileDialog((state) => state.close);
  if (!user) return null;
  return (
    <Modal title="ข้อมูลส่วนตัว" onClose={close} width="max-w-lg">
      <div className="mb-5 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="grid size-16 shrink-0 place-items-center rounded-full bg-brand-700 text-2xl font-bold text-white"
        >
          {initials(user.firstName, user.lastName)}
        </span>
        <div className="min-w-0">
          <p className="truncate text-lg font-bold text-stone-900">
            {user.firstName} {user.lastName}
          </p>
          <p className="text-stone-600">{formatPhone(user.phone)}</p>
        </div>
      </div>
      <ProfileForm key={user.id} user={user} />
    </Modal>
  );
}
