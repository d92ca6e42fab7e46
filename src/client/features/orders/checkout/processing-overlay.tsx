import { checkoutMessages } from '../../../../shared/checkout-messages.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** Full screen while the order goes to the shop; it cannot be dismissed. */
export function ProcessingOverlay() {
  return (
    <ModalDialog
      title={checkoutMessages.checkout.processing}
      hideTitle
      busy
      fullScreen
      panelClassName="bg-brand-900/95 text-white"
    >
      <div
        role="status"
        className="flex flex-1 flex-col items-center justify-center gap-5 p-6 text-center"
      >
        <Spinner className="size-14" />
        <p className="text-xl font-semibold sm:text-2xl">{checkoutMessages.checkout.processing}</p>
      </div>
    </ModalDialog>
  );
}
