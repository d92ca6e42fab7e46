import { useRef, useState } from 'react';
import { checkoutMessages } from '../../../../shared/checkout-messages.ts';
import { formatBaht } from '../../../../shared/domain/money.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/form-field.tsx';
import type { CheckoutRequest } from './use-checkout.ts';

const text = checkoutMessages.confirmOrder;

/** The longest address an order takes (the order contract's limit). */
const ADDRESS_MAX = 500;

interface ConfirmOrderModalProps {
  request: CheckoutRequest;
  /** The profile's address, offered for this order. */
  address: string;
  /** Sends the order to the address shown, which may differ from the profile's. */
  onConfirm(shippingAddress: string): void;
  onBackToEdit(): void;
  onCancel(): void;
}

/**
 * The last question before the order is sent: confirm, go back to edit, or cancel. Where this
 * order goes can be changed here, for this order only: the profile's address is locked for 7 days
 * after an edit, and a farmer may want a parcel sent to the field or a neighbour.
 */
export function ConfirmOrderModal({
  request,
  address,
  onConfirm,
  onBackToEdit,
  onCancel,
}: ConfirmOrderModalProps) {
  const confirmButton = useRef<HTMLButtonElement>(null);
  const [shippingAddress, setShippingAddress] = useState(address);
  const [error, setError] = useState('');
  const confirm = () => {
    const trimmed = shippingAddress.trim();
    if (!trimmed) {
      setError(checkoutMessages.checkout.addressRequired);
      return;
    }
    onConfirm(trimmed);
  };
  return (
    <Dialog
      title={text.title}
      onClose={onBackToEdit}
      initialFocus={confirmButton}
      width="md"
      closeOnBackdrop
      footer={
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <button
            ref={confirmButton}
            type="button"
            onClick={confirm}
            className="h-11 rounded-full bg-brand-700 px-5 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {text.confirm}
          </button>
          <button
            type="button"
            onClick={onBackToEdit}
            className="h-11 rounded-full border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {text.backToEdit}
          </button>
          <button
            type="button"
            onClick={onCancel}
            className="h-11 rounded-full px-5 font-semibold text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:mr-auto"
          >
            {text.cancel}
          </button>
        </div>
      }
    >
      <div className="space-y-3">
        <p className="text-stone-800">
          {text.summary(request.summary.units)}
          <strong className="text-stone-900">{formatBaht(request.summary.netSatang)}</strong>
          {request.discountCode ? text.withCode(request.discountCode) : ''}
        </p>
        <TextareaField
          label={text.address}
          hint={text.addressHint}
          required
          rows={3}
          maxLength={ADDRESS_MAX}
          autoComplete="street-address"
          value={shippingAddress}
          error={error}
          onChange={(typed) => {
            setShippingAddress(typed);
            setError('');
          }}
        />
      </div>
    </Dialog>
  );
}
