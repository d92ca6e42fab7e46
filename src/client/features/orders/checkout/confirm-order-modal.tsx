import { useRef, useState } from 'react';
import { checkoutMessages } from '../../../../shared/checkout-messages.ts';
import { formatBaht } from '../../../../shared/domain/money.ts';
import { Field, inputClass } from '../../../components/ui/form-field.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import type { CheckoutRequest } from './use-checkout.ts';

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
    <ModalDialog
      title="ยืนยันการสั่งซื้อ"
      onClose={onBackToEdit}
      initialFocus={confirmButton}
      width="max-w-md"
    >
      <div className="space-y-3 px-4 py-4 sm:px-6">
        <p className="text-stone-800">
          สั่งซื้อสินค้า {request.summary.units} ชิ้น ยอดสุทธิ{' '}
          <strong className="text-stone-900">{formatBaht(request.summary.netSatang)}</strong>
          {request.discountCode ? ` (ใช้โค้ด ${request.discountCode})` : ''}
        </p>
        <Field label="ที่อยู่จัดส่งสำหรับคำสั่งซื้อนี้" hint="ที่อยู่ในข้อมูลส่วนตัวของคุณไม่เปลี่ยน" error={error} required>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={ADDRESS_MAX}
              autoComplete="street-address"
              value={shippingAddress}
              onChange={(event) => {
                setShippingAddress(event.target.value);
                setError('');
              }}
              className={`${inputClass} text-base`}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-col gap-2 border-t border-stone-200 px-4 py-3 sm:flex-row-reverse sm:px-6">
        <button
          ref={confirmButton}
          type="button"
          onClick={confirm}
          className="h-11 rounded-full bg-brand-700 px-5 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          ยืนยันการสั่งซื้อ
        </button>
        <button
          type="button"
          onClick={onBackToEdit}
          className="h-11 rounded-full border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          กลับไปแก้ไข
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="h-11 rounded-full px-5 font-semibold text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:mr-auto"
        >
          ยกเลิก
        </button>
      </div>
    </ModalDialog>
  );
}
