import { type FormEvent, useId, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import {
  ADDRESS_MAX,
  type Member,
  type MemberResponse,
  NAME_MAX,
  type SessionUser,
  updateMemberRequestSchema,
} from '../../../../shared/contracts/accounts.ts';
import { assignableRoles, ROLE_BADGES, type Role } from '../../../../shared/domain/roles.ts';
import { ApiError, api } from '../../../lib/api.ts';
import { type FieldErrors, zodFieldErrors } from '../form-errors.ts';
import { FormAlert, SubmitButton, TextAreaField, TextField } from '../form-fields.tsx';
import { Modal } from '../modal.tsx';

interface MemberEditDialogProps {
  member: Member;
  actor: SessionUser;
  onClose: () => void;
  onSaved: (member: Member) => void;
}

/** Staff edit of a member: details and a role from those the acting user may hand out. */
export function MemberEditDialog({ member, actor, onClose, onSaved }: MemberEditDialogProps) {
  const [values, setValues] = useState({
    firstName: member.firstName,
    lastName: member.lastName,
    phone: member.phone,
    address: member.address,
    role: member.role as Role,
  });
  const [fields, setFields] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const roleId = useId();
  const isSelf = member.id === actor.id;
  const roles = assignableRoles(actor.role);
  const options = roles.includes(member.role) ? roles : [member.role, ...roles];
  const set = (key: Exclude<keyof typeof values, 'role'>) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    const parsed = updateMemberRequestSchema.safeParse(values);
    if (!parsed.success) {
      setFields(zodFieldErrors(parsed.error));
      return;
    }
    setFields({});
    setBusy(true);
    try {
      const answer = await api.patch<MemberResponse>(`/admin/members/${member.id}`, parsed.data);
      onSaved(answer.member);
    } catch (error) {
      if (error instanceof ApiError) setFields(error.fields);
      const reason = error instanceof Error ? error.message : String(error);
      setMessage(adminMessages.members.updateFailed(reason));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="Edit Member" onClose={onClose} closeLabel="Close" width="max-w-lg">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {message ? <FormAlert>{message}</FormAlert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First Name"
            name="firstName"
            maxLength={NAME_MAX}
            value={values.firstName}
            onValueChange={set('firstName')}
            error={fields.firstName}
          />
          <TextField
            label="Last Name"
            name="lastName"
            maxLength={NAME_MAX}
            value={values.lastName}
            onValueChange={set('lastName')}
            error={fields.lastName}
          />
        </div>
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          inputMode="tel"
          maxLength={20}
          value={values.phone}
          onValueChange={set('phone')}
          error={fields.phone}
        />
        <TextAreaField
          label="Address"
          name="address"
          rows={3}
          maxLength={ADDRESS_MAX}
          value={values.address}
          onValueChange={set('address')}
          error={fields.address}
        />
        <div>
          <label htmlFor={roleId} className="mb-1 block text-sm font-semibold text-stone-700">
            Role
          </label>
          <select
            id={roleId}
            name="role"
            value={values.role}
            disabled={isSelf}
            aria-describedby={isSelf ? `${roleId}-hint` : undefined}
            onChange={(event) =>
              setValues((current) => ({ ...current, role: event.target.value as Role }))
            }
            className="block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30 disabled:bg-stone-100 disabled:text-stone-500"
          >
            {options.map((role) => (
              <option key={role} value={role}>
                {ROLE_BADGES[role].label}
              </option>
            ))}
          </select>
          {isSelf ? (
            <p id={`${roleId}-hint`} className="mt-1 text-sm text-stone-500">
              {adminMessages.members.ownRole}
            </p>
          ) : null}
          {fields.role ? (
            <p className="mt-1 text-sm font-medium text-red-700">{fields.role}</p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row">
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-stone-300 px-4 py-2.5 font-semibold text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Cancel
          </button>
          <SubmitButton busy={busy}>Save Changes</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
