import { adminMessages } from '../../../../shared/admin-messages.ts';
import {
  type Member,
  type SessionUser,
  type UpdateMemberRequest,
  updateMemberRequestSchema,
} from '../../../../shared/contracts/accounts.ts';
import { assignableRoles, ROLE_BADGES, type Role } from '../../../../shared/domain/roles.ts';
import { AdminFormDialog } from '../../../components/ui/admin-form-dialog.tsx';
import { FormError, PhoneField, SelectField } from '../../../components/ui/form-field.tsx';
import { call, client } from '../../../lib/api.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { AddressField, NameFields } from '../member-fields.tsx';

const text = adminMessages.memberForm;

interface MemberEditDialogProps {
  member: Member;
  actor: SessionUser;
  onClose: () => void;
  onSaved: (member: Member) => void;
}

/** Staff edit of a member: details and a role from those the acting user may hand out. */
export function MemberEditDialog({ member, actor, onClose, onSaved }: MemberEditDialogProps) {
  const isSelf = member.id === actor.id;
  const roles = assignableRoles(actor.role);
  const options = roles.includes(member.role) ? roles : [member.role, ...roles];
  const form = useSchemaForm({
    initial: {
      firstName: member.firstName,
      lastName: member.lastName,
      phone: member.phone,
      address: member.address,
      role: member.role as Role,
    },
    schema: updateMemberRequestSchema,
    toBody: (values): UpdateMemberRequest => values,
    sendParsed: true,
    send: async (body) => {
      const answer = await call(
        client.admin.members[':id'].$patch({ param: { id: member.id }, json: body }),
      );
      onSaved(answer.member);
    },
    failed: adminMessages.adminForm.saveFailed,
    formMessage: adminMessages.members.updateFailed,
    formErrorWithFields: true,
  });

  return (
    <AdminFormDialog
      title={text.title}
      onClose={onClose}
      form={form}
      submitLabel={text.save}
      blockWhileInvalid={false}
    >
      <FormError message={form.formError} />
      <NameFields
        labels={text}
        firstName={form.bind('firstName')}
        lastName={form.bind('lastName')}
      />
      <PhoneField label={text.phone} name="phone" autoComplete="off" {...form.bind('phone')} />
      <AddressField label={text.address} {...form.bind('address')} />
      <SelectField
        label={text.role}
        name="role"
        value={form.values.role}
        onChange={(role) => form.set('role', role)}
        options={options.map((role) => ({ value: role, label: ROLE_BADGES[role].label }))}
        disabled={isSelf}
        hint={isSelf ? adminMessages.members.ownRole : undefined}
        error={form.errors.role}
      />
    </AdminFormDialog>
  );
}
