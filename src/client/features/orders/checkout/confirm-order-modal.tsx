import { useRef } from 'react';
import { formatBaht } from '../../../../shared/domain/money.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import type { CheckoutRequest } from './use-checkout.ts';

interface ConfirmOrderModalProps {
  request: CheckoutRequest;
  address: string;
  onConfirm(): void;
  onBackToEdit(): void;
  onCancel(): void;
}

/** The last question before the order is sent: confirm, go back to edit, or cancel. */
export function ConfirmOrderModal({
  request,
  address,
  onConfirm,
  onBackToEdit,
  onCancel,
}: ConfirmOrderModalProps) {
  const confirmButton = useRef<HTMLButtonElement>(null);
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
        <p className="text-sm text-stone-600">
          จัดส่งถึง: <span className="text-stone-800">{address || '-'}</span>
        </p>
      </div>
      <div className="flex flex-col gap-2 border-t border-stone-200 px-4 py-3 sm:flex-row-reverse sm:px-6">
        <button
          ref={confirmButton}
          type="button"
          onClick={onConfirm}
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
