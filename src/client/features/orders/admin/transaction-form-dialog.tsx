import { checkoutMessages } from '../../../../shared/checkout-messages.ts';
import {
  manualOrderRequestSchema,
  transactionUpdateRequestSchema,
} from '../../../../shared/contracts/admin-orders.ts';
import { satangToBaht } from '../../../../shared/domain/money.ts';
import { FORM_STATUSES, type OrderStatus } from '../../../../shared/domain/order-lifecycle.ts';
import { FormDialog, FormDialogActions } from '../../../components/ui/form-dialog.tsx';
import { Field, FormError, inputClass, TextareaField } from '../../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import {
  createTransaction,
  type Transaction,
  type TransactionDetail,
  updateTransaction,
} from './transactions-api.ts';

interface TransactionFormDialogProps {
  open: boolean;
  /** The order being edited; none to take a new order by phone. */
  transaction: Transaction | null;
  onClose: () => void;
  onSaved: (transaction: TransactionDetail) => void;
}

interface FormValues {
  username: string;
  totalAmount: string;
  shippingAddress: string;
  status: OrderStatus;
}

/** Add (a manual order) or edit an order's username, total, shipping address and status. */
export function TransactionFormDialog(props: TransactionFormDialogProps) {
  return (
    <FormDialog
      title={props.transaction ? 'Edit Transaction' : 'Add Transaction'}
      open={props.open}
      onClose={props.onClose}
      size="md"
      fitContent
    >
      {props.open ? <TransactionForm key={props.transaction?.id ?? 'new'} {...props} /> : null}
    </FormDialog>
  );
}

/** What the form sends: the amount as a number (an empty box is not a number). */
function toBody(values: FormValues) {
  const amount = values.totalAmount.trim();
  return {
    username: values.username,
    totalAmount: amount === '' ? Number.NaN : Number(amount),
    shippingAddress: values.shippingAddress,
    status: values.status,
  };
}

function TransactionForm({ transaction, onClose, onSaved }: TransactionFormDialogProps) {
  const itemised = (transaction?.items.length ?? 0) > 0;
  const form = useSchemaForm<FormValues, ReturnType<typeof toBody>>({
    initial: transaction
      ? {
          username: transaction.username,
          totalAmount: satangToBaht(transaction.totalAmount).toFixed(2),
          shippingAddress: transaction.address,
          status: transaction.status,
        }
      : { username: '', totalAmount: '', shippingAddress: '', status: 'pending' },
    schema: transaction ? transactionUpdateRequestSchema : manualOrderRequestSchema,
    toBody,
  });
  const statuses: readonly OrderStatus[] =
    transaction && !FORM_STATUSES.some((status) => status === transaction.status)
      ? [...FORM_STATUSES, transaction.status]
      : FORM_STATUSES;

  return (
    <form
      noValidate
      onSubmit={form.submit(async (body) => {
        const saved = transaction
          ? await updateTransaction(transaction.id, body)
          : await createTransaction({
              ...body,
              // A new order starts as one of the form's statuses; the list offers no other.
              status: FORM_STATUSES.find((status) => status === body.status) ?? 'pending',
            });
        onSaved(saved);
      })}
      className="space-y-4 px-4 py-4 sm:px-6"
    >
      <Field
        label="Username"
        required
        error={form.errors.username}
        hint="The customer's phone number, or a walk-in customer's name"
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            value={form.values.username}
            onChange={(event) => form.set('username', event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        label="Total Amount (฿)"
        required
        error={form.errors.totalAmount}
        hint={itemised ? 'Computed from the order items; change the items instead.' : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            value={form.values.totalAmount}
            disabled={itemised}
            onChange={(event) => form.set('totalAmount', event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <TextareaField
        label="Shipping Address"
        rows={3}
        required
        value={form.values.shippingAddress}
        error={form.errors.shippingAddress}
        onChange={(address) => form.set('shippingAddress', address)}
      />
      <Field label="Status" required error={form.errors.status}>
        {(control) => (
          <select
            {...control}
            value={form.values.status}
            onChange={(event) => form.set('status', event.target.value as OrderStatus)}
            className={inputClass}
          >
            {statuses.map((status) => (
              <option key={status} value={status}>
                {checkoutMessages.orders.statuses[status]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormError message={form.formError} />
      <FormDialogActions
        onCancel={onClose}
        submitLabel="Save"
        saving={form.saving}
        sticky={false}
      />
    </form>
  );
}
