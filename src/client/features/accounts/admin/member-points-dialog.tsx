import { useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import type { Member } from '../../../../shared/contracts/accounts.ts';
import { pointsAdjustmentSchema } from '../../../../shared/contracts/points.ts';
import { pointsMessages } from '../../../../shared/points-messages.ts';
import { AdminFormDialog } from '../../../components/ui/admin-form-dialog.tsx';
import { FormError, TextField } from '../../../components/ui/form-field.tsx';
import { call, client } from '../../../lib/api.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

const text = pointsMessages.admin;

interface MemberPointsDialogProps {
  member: Member;
  onClose: () => void;
}

/**
 * Staff add or take a member's points with a note (admin and root): the server refuses a change
 * that would leave the balance below 0, and answers the balance it left.
 */
export function MemberPointsDialog({ member, onClose }: MemberPointsDialogProps) {
  const [balance, setBalance] = useState<number | null>(null);
  const form = useSchemaForm({
    initial: { change: '', note: '' },
    schema: pointsAdjustmentSchema,
    toBody: (values) => ({ change: Number(values.change.trim() || Number.NaN), note: values.note }),
    send: async (body: { change: number; note: string }) => {
      const answer = await call(
        client.admin.members[':id'].points.$post({ param: { id: member.id }, json: body }),
      );
      setBalance(answer.balance);
      form.reset({ change: '', note: '' });
    },
    failed: adminMessages.adminForm.saveFailed,
    formErrorWithFields: true,
  });
  return (
    <AdminFormDialog
      title={`${text.adjustTitle}: ${member.firstName} ${member.lastName}`}
      onClose={onClose}
      form={form}
      submitLabel={text.save}
      blockWhileInvalid={false}
    >
      <FormError message={form.formError} />
      {balance !== null ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-brand-900" role="status">
          {pointsMessages.balance(balance)}
        </p>
      ) : null}
      <TextField label={text.change} name="change" inputMode="numeric" {...form.bind('change')} />
      <TextField label={text.note} name="note" {...form.bind('note')} />
    </AdminFormDialog>
  );
}
