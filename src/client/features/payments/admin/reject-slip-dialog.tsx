import {
  type PaymentDecision,
  paymentDecisionSchema,
} from '../../../../shared/contracts/payments.ts';
import { SLIP_REASON_MAX } from '../../../../shared/domain/payments.ts';
import { paymentMessages } from '../../../../shared/payment-messages.ts';
import { AdminFormDialog } from '../../../components/ui/admin-form-dialog.tsx';
import { FormError, TextareaField } from '../../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

const text = paymentMessages.admin;

interface RejectSlipDialogProps {
  orderId: string;
  onClose: () => void;
  /** Sends the refusal; a failure it does not handle itself is shown in the form. */
  onReject: (decision: PaymentDecision) => Promise<unknown>;
}

/** Refusing a slip asks for the Thai reason the customer will read before sending another. */
export function RejectSlipDialog({ orderId, onClose, onReject }: RejectSlipDialogProps) {
  const form = useSchemaForm({
    initial: { reason: '' },
    schema: paymentDecisionSchema,
    toBody: ({ reason }): PaymentDecision => ({ decision: 'reject', reason }),
    sendParsed: true,
    send: onReject,
    failed: text.decisionFailed,
  });
  return (
    <AdminFormDialog
      title={text.rejectTitle(orderId)}
      submitLabel={text.reject}
      cancelLabel={text.keepSlip}
      onClose={onClose}
      form={form}
    >
      <TextareaField
        label={text.reason}
        rows={3}
        maxLength={SLIP_REASON_MAX}
        required
        autoFocus
        hint={text.rejectHint}
        {...form.bind('reason')}
      />
      <FormError message={form.formError} />
    </AdminFormDialog>
  );
}
