import { type FormEvent, useState } from 'react';
import { orderStateOf } from '../../../../shared/contracts/orders.ts';
import type { RefundRequest } from '../../../../shared/contracts/refunds.ts';
import {
  bahtToSatang,
  formatBaht,
  hasAtMostTwoDecimals,
  satangToBaht,
} from '../../../../shared/domain/money.ts';
import { canMove } from '../../../../shared/domain/order-lifecycle.ts';
import { REFUND_METHODS, type RefundMethod } from '../../../../shared/domain/refunds.ts';
import { can } from '../../../../shared/domain/roles.ts';
import { refundMessages } from '../../../../shared/refund-messages.ts';
import { primaryButtonClass } from '../../../components/ui/admin-list-toolbar.tsx';
import { FormError, SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { CheckboxField } from '../../../components/ui/toggle-fields.tsx';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import { ApiError } from '../../../lib/api.ts';
import { useSessionStore } from '../../accounts/public.ts';
import { type OrderDetail, refundOrder } from './orders-api.ts';

const text = refundMessages.form;
const methodOptions = REFUND_METHODS.map((method) => ({
  value: method,
  label: refundMessages.methods[method],
}));

/** The baht typed, as satang; null when it is not an amount with at most two decimals. */
function satangOf(typed: string): number | null {
  const baht = Number(typed.replace(/,/g, '').trim());
  if (typed.trim() === '' || !Number.isFinite(baht) || baht <= 0 || !hasAtMostTwoDecimals(baht)) {
    return null;
  }
  return bahtToSatang(baht);
}

/**
 * The refund form (admin and root): the amount prefilled with what may still go back, how it
 * went back and its reference, the lines it is for (none: the whole order), a note. The server
 * decides; its refusal is shown on its field or above the button.
 */
export function RefundForm({
  order,
  onSaved,
}: {
  order: OrderDetail;
  onSaved: (next: OrderDetail) => void;
}) {
  const [amount, setAmount] = useState(String(order.refundable / 100));
  const [method, setMethod] = useState<RefundMethod>('promptpay');
  const [reference, setReference] = useState('');
  const [lineIds, setLineIds] = useState<number[]>([]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const satang = satangOf(amount);
    const local: Record<string, string> = {};
    if (satang === null) local.amount = text.amountBaht;
    if (reference.trim() === '') local.reference = refundMessages.referenceRequired;
    setErrors(local);
    if (satang === null || Object.keys(local).length > 0) return;
    const body: RefundRequest = {
      amount: satangToBaht(satang),
      method,
      reference: reference.trim(),
      ...(lineIds.length > 0 ? { lineIds } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    setBusy(true);
    setError(null);
    try {
      const next = await refundOrder(order.id, body);
      setReference('');
      setNote('');
      setLineIds([]);
      setAmount(String(next.refundable / 100));
      onSaved(next);
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fields).length > 0) {
        setErrors(caught.fields);
      } else {
        setError(caught instanceof ApiError ? caught.message : text.saveFailed);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={text.title}
      onSubmit={(event) => void submit(event)}
      className="space-y-3 rounded-lg border border-stone-200 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={text.amount}
          value={amount}
          onChange={setAmount}
          inputMode="decimal"
          required
          hint={text.refundable(formatBaht(order.refundable))}
          error={errors.amount}
        />
        <SelectField
          label={text.method}
          value={method}
          options={methodOptions}
          required
          error={errors.method}
          onChange={setMethod}
        />
        <TextField
          label={text.reference}
          value={reference}
          onChange={setReference}
          maxLength={100}
          required
          error={errors.reference}
        />
        <TextField
          label={text.note}
          value={note}
          onChange={setNote}
          maxLength={500}
          error={errors.note}
        />
      </div>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-stone-800">{text.lines}</legend>
        {order.items.map((item) => (
          <CheckboxField
            key={item.id}
            label={`${item.productName}${item.variantLabel ? ` ${item.variantLabel}` : ''} × ${item.quantity} — ${formatBaht(item.totalPrice)}`}
            checked={lineIds.includes(item.id)}
            onChange={(on) =>
              setLineIds((ids) => (on ? [...ids, item.id] : ids.filter((id) => id !== item.id)))
            }
          />
        ))}
        {errors.lineIds ? <p className="text-sm text-red-700">{errors.lineIds}</p> : null}
      </fieldset>
      <FormError message={error} />
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? text.saving : text.submit}
      </button>
    </form>
  );
}

/** The refunds of an order, oldest first: how much, how, its reference, by whom and when. */
export function RefundList({ order }: { order: OrderDetail }) {
  if (order.refunds.length === 0) return null;
  return (
    <ul aria-label={text.list} className="space-y-1 text-sm text-stone-800">
      {order.refunds.map((refund) => (
        <li key={refund.id} className="rounded-md bg-violet-50 px-3 py-2">
          <span className="font-semibold">{formatBaht(refund.amount)}</span> ·{' '}
          {refundMessages.methods[refund.method]} · {refund.reference}
          <span className="block text-stone-600">
            {formatAdminDateTime(refund.createdAt)} · {text.by(refund.staffName)}
            {refund.note ? ` · ${refund.note}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The refunds section of the order detail: the list, and the form while money may go back. */
export function OrderRefunds({
  order,
  onSaved,
}: {
  order: OrderDetail;
  onSaved: (next: OrderDetail) => void;
}) {
  const role = useSessionStore((state) => state.user?.role);
  const mayRefund =
    can(role, 'transactions:refund') &&
    order.refundable > 0 &&
    canMove(orderStateOf(order), 'refund', 'staff');
  if (!mayRefund && order.refunds.length === 0) return null;
  return (
    <section className="space-y-2">
      <h3 className="text-base font-bold text-stone-900">{text.list}</h3>
      <RefundList order={order} />
      {mayRefund ? <RefundForm order={order} onSaved={onSaved} /> : null}
    </section>
  );
}
