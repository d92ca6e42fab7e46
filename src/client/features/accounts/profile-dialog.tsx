import { useState } from 'react';
import { accountMessages } from '../../../shared/account-messages.ts';
import {
  profileEditLock,
  type SessionUser,
  type UpdateProfileRequest,
  updateProfileRequestSchema,
} from '../../../shared/contracts/accounts.ts';
import { formatThaiDate } from '../../../shared/domain/dates.ts';
import { initials } from '../../../shared/domain/initials.ts';
import { formatPhone } from '../../../shared/domain/phone.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormError, FormSuccess, PhoneField } from '../../components/ui/form-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { call, client } from '../../lib/api.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { AddressField, NameFields } from './member-fields.tsx';
import { useProfileDialog } from './profile-dialog-store.ts';
import { useSessionStore } from './session-store.ts';

const text = accountMessages.profile;
const fields = accountMessages.fields;

function LockBanner({ user, now }: { user: SessionUser; now: Date }) {
  const lock = profileEditLock(user.lastProfileEditAt, now);
  if (!lock.locked || !lock.nextEditAt || !user.lastProfileEditAt) return null;
  return (
    <div
      role="note"
      aria-label={text.lockLabel}
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-semibold">{text.lockDaysLeft(lock.daysRemaining)}</p>
      <p className="mt-1">{text.lastEdit(formatThaiDate(user.lastProfileEditAt))}</p>
      <p>{text.nextEdit(formatThaiDate(lock.nextEditAt))}</p>
    </div>
  );
}

function ProfileForm({ user }: { user: SessionUser }) {
  const [saved, setSaved] = useState(false);
  const close = useProfileDialog((state) => state.close);
  const now = new Date();
  const locked = profileEditLock(user.lastProfileEditAt, now).locked;
  const form = useSchemaForm({
    initial: { firstName: user.firstName, lastName: user.lastName, address: user.address },
    schema: updateProfileRequestSchema,
    toBody: (values): UpdateProfileRequest => values,
    sendParsed: true,
    send: async (body) => {
      setSaved(false);
      const answer = await call(client.me.$patch({ json: body }));
      useSessionStore.getState().setUser(answer.user);
      setSaved(true);
    },
    failed: text.updateFailed,
    blocked: locked,
  });

  return (
    <form id={form.id} noValidate onSubmit={form.submit} className="space-y-4">
      <LockBanner user={user} now={now} />
      <FormSuccess message={saved ? text.updated : null} />
      <FormError message={form.formError} />
      <PhoneField
        label={fields.phone}
        name="phone"
        value={formatPhone(user.phone)}
        readOnly
        hint={text.phoneNotEditable}
      />
      <NameFields
        labels={fields}
        firstName={form.bind('firstName')}
        lastName={form.bind('lastName')}
        own
        disabled={locked}
      />
      <AddressField label={fields.address} own disabled={locked} {...form.bind('address')} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <button
          type="button"
          onClick={close}
          className="inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-stone-300 px-4 py-2.5 font-semibold text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {saved ? text.close : text.cancel}
        </button>
        <SubmitButton busy={form.saving} disabled={locked}>
          {text.save}
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
    <Dialog title={text.title} onClose={close} width="lg">
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
    </Dialog>
  );
}
