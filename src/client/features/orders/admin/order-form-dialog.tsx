import { adminMessages } from '../../../../shared/admin-messages.ts';
import { checkoutMessages } from '../../../../shared/checkout-messages.ts';
import {
  manualOrderRequestSchema,
  orderUpdateRequestSchema,
} from '../../../../shared/contracts/admin-orders.ts';
import { satangToBaht } from '../../../../shared/domain/money.ts';
import { FORM_STATUSES, type OrderStatus } from '../../../../shared/domain/order-lifecycle.ts';
import {
  AdminFormDialog,
  type EditDialogProps,
  editDialog,
} from '../../../components/ui/admin-form-dialog.tsx';
import {
  FormError,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from '../../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { createOrder, type ListedOrder, type OrderDetail, updateOrder } from './orders-api.ts';

const text = adminMessages.transactionForm;

type OrderFormDialogProps = EditDialogProps<ListedOrder, OrderDetail>;

interface FormValues {
  username: string;
  totalAmount: string;
  shippingAddress: string;
  status: OrderStatus;
}

/** Add (a manual order) or edit an order's username, total, shipping address and status. */
export const OrderFormDialog = editDialog(OrderForm);

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

function OrderForm({ item: transaction, onClose, onSaved }: OrderFormDialogProps) {
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
    schema: transaction ? orderUpdateRequestSchema : manualOrderRequestSchema,
    toBody,
    send: async (body) => {
      const saved = transaction
        ? await updateOrder(transaction.id, body)
        : await createOrder({
            ...body,
            // A new order starts as one of the form's statuses; the list offers no other.
            status: FORM_STATUSES.find((status) => status === body.status) ?? 'pending',
          });
      onSaved(saved);
    },
    failed: adminMessages.adminForm.saveFailed,
    formErrorWithFields: true,
  });
  const statuses: readonly OrderStatus[] =
    transaction && !FORM_STATUSES.some((status) => status === transaction.status)
      ? [...FORM_STATUSES, transaction.status]
      : FORM_STATUSES;

  return (
    <AdminFormDialog
      title={transaction ? text.editTitle : text.addTitle}
      onClose={onClose}
      form={form}
      submitLabel={text.save}
      blockWhileInvalid={false}
    >
      <TextField
        label={text.username}
        required
        hint={text.usernameHint}
        autoComplete="off"
        autoFocus
        {...form.bind('username')}
      />
      <NumberField
        label={text.total}
        required
        hint={itemised ? text.totalFromItemsHint : undefined}
        inputMode="decimal"
        min={0.01}
        step={0.01}
        disabled={itemised}
        {...form.bind('totalAmount')}
      />
      <TextareaField label={text.address} rows={3} required {...form.bind('shippingAddress')} />
      <SelectField
        label={text.status}
        required
        value={form.values.status}
        onChange={(status) => form.set('status', status)}
        options={statuses.map((status) => ({
          value: status,
          label: checkoutMessages.orders.statuses[status],
        }))}
        error={form.errors.status}
      />
      <FormError message={form.formError} />
    </AdminFormDialog>
  );
}
