import { checkoutMessages } from '../../../../shared/checkout-messages.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** Full screen while the order goes to the shop; it cannot be dismissed. */
export function ProcessingOverlay() {
  return (
    <Dialog
      title={checkoutMessages.checkout.processing}
      hideTitle
      busy
      size="full"
      tone="brand"
      flush
    >
      <div
        role="status"
        className="flex flex-1 flex-col items-center justify-center gap-5 p-6 text-center"
      >
        <Spinner className="size-14" />
        <p className="text-xl font-semibold sm:text-2xl">{checkoutMessages.checkout.processing}</p>
      </div>
    </Dialog>
  );
}
