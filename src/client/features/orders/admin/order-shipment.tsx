import { type FormEvent, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import { checkoutMessages } from '../../../../shared/checkout-messages.ts';
import { shipmentRequestSchema } from '../../../../shared/contracts/admin-orders.ts';
import { orderStateOf } from '../../../../shared/contracts/orders.ts';
import { CARRIERS, type Carrier, trackingProblem } from '../../../../shared/domain/carriers.ts';
import { canMove } from '../../../../shared/domain/order-lifecycle.ts';
import {
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/admin-list-toolbar.tsx';
import { FormError, SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import { ApiError } from '../../../lib/api.ts';
import { markDelivered, type OrderDetail, packingSlipUrl, shipOrder } from './orders-api.ts';

const text = adminMessages.transactions.shipment;
const carrierNames = checkoutMessages.parcel.carriers;
const carrierOptions = [
  { value: '' as const, label: text.chooseCarrier },
  ...CARRIERS.map((carrier) => ({ value: carrier, label: carrierNames[carrier] })),
];

const failure = (caught: unknown) =>
  caught instanceof ApiError ? caught.message : adminMessages.adminForm.saveFailed;

interface FieldErrors {
  carrier?: string;
  trackingNumber?: string;
}

/**
 * What the server would say of the form, by the same schema and rule: the carrier's number
 * format, then a Thailand Post number's check digit.
 */
function checkShipment(carrier: Carrier | '', trackingNumber: string): FieldErrors {
  const parsed = shipmentRequestSchema.safeParse({ carrier, trackingNumber });
  if (parsed.success) {
    const { carrier: chosen, trackingNumber: number } = parsed.data;
    return trackingProblem(chosen, number) === 'CHECK_DIGIT'
      ? { trackingNumber: adminMessages.transactions.trackingCheckDigit }
      : {};
  }
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'carrier' || field === 'trackingNumber') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

/**
 * The carrier and tracking number form: the number is checked as it is typed (once something is
 * typed) and on sending; a refusal of the server is shown on its field.
 */
function ShipmentForm({
  order,
  submitLabel,
  onSaved,
  onCancel,
}: {
  order: OrderDetail;
  submitLabel: string;
  onSaved: (next: OrderDetail) => void;
  onCancel?: () => void;
}) {
  const [carrier, setCarrier] = useState<Carrier | ''>(order.shipment?.carrier ?? '');
  const [trackingNumber, setTrackingNumber] = useState(order.shipment?.trackingNumber ?? '');
  const [sent, setSent] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const checked = checkShipment(carrier, trackingNumber);
  const typed = trackingNumber.trim() !== '';
  const errors: FieldErrors = {
    carrier: sent ? checked.carrier : undefined,
    trackingNumber:
      serverErrors.trackingNumber ??
      (!typed
        ? sent
          ? text.trackingRequired
          : undefined
        : carrier
          ? checked.trackingNumber
          : undefined),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (busy || !carrier || Object.keys(checked).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      onSaved(await shipOrder(order.id, { carrier, trackingNumber }));
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fields).length > 0) {
        setServerErrors(caught.fields);
      } else {
        setError(failure(caught));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <SelectField
          label={text.carrier}
          value={carrier}
          options={carrierOptions}
          required
          error={errors.carrier ?? serverErrors.carrier}
          onChange={(value) => {
            setCarrier(value);
            setServerErrors({});
          }}
        />
        <TextField
          label={text.trackingNumber}
          value={trackingNumber}
          required
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          inputClassName="font-mono uppercase"
          hint={carrier === 'thailandpost' || !carrier ? text.trackingHint : undefined}
          error={errors.trackingNumber}
          onChange={(value) => {
            setTrackingNumber(value);
            setServerErrors({});
          }}
        />
      </div>
      <FormError message={error} />
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <button type="button" className={secondaryButtonClass} onClick={onCancel}>
            {text.cancelCorrection}
          </button>
        ) : null}
        <button type="submit" className={primaryButtonClass} disabled={busy} aria-busy={busy}>
          {busy ? text.shipping : submitLabel}
        </button>
      </div>
    </form>
  );
}

/** The parcel as staff see it: carrier, number (a link where the carrier has a page), times. */
function ShipmentFacts({ shipment }: { shipment: NonNullable<OrderDetail['shipment']> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-stone-500">{text.carrier}</dt>
      <dd className="font-semibold text-stone-900">{carrierNames[shipment.carrier]}</dd>
      <dt className="text-stone-500">{text.trackingNumber}</dt>
      <dd className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-mono font-semibold break-all text-stone-900">
          {shipment.trackingNumber}
        </span>
        {shipment.trackingUrl ? (
          <a
            href={shipment.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-800 underline underline-offset-2"
          >
            {text.track}
          </a>
        ) : null}
      </dd>
      <dt className="text-stone-500">{text.shippedAt}</dt>
      <dd>{formatAdminDateTime(shipment.shippedAt)}</dd>
      {shipment.deliveredAt ? (
        <>
          <dt className="text-stone-500">{text.deliveredAt}</dt>
          <dd>{formatAdminDateTime(shipment.deliveredAt)}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * Delivery in the order's dialog: the packing slip to print, the carrier form once the lifecycle
 * lets the order ship (or to correct the number of a shipped one), and "delivered" for staff.
 */
export function OrderShipment({
  order,
  onSaved,
}: {
  order: OrderDetail;
  onSaved: (next: OrderDetail) => void;
}) {
  const [correcting, setCorrecting] = useState(false);
  const [delivering, setDelivering] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lifecycle = orderStateOf(order);
  const mayShip = canMove(lifecycle, 'ship', 'staff');
  const mayDeliver = canMove(lifecycle, 'deliver', 'staff');
  const shipped = order.status === 'shipped';
  const open = order.status === 'pending' || order.status === 'confirmed';

  const saved = (next: OrderDetail) => {
    setCorrecting(false);
    setError(null);
    onSaved(next);
  };

  const deliver = async () => {
    if (delivering) return;
    setDelivering(true);
    setError(null);
    try {
      saved(await markDelivered(order.id));
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setDelivering(false);
    }
  };

  return (
    <section lang="th" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-base font-bold text-stone-900">{text.title}</h3>
        <a
          href={packingSlipUrl(order.id)}
          target="_blank"
          rel="noopener"
          aria-label={text.printSlipOf(order.id)}
          className="inline-flex min-h-9 items-center rounded-md border border-stone-300 px-2.5 text-sm font-semibold text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {text.printSlip}
        </a>
      </div>
      {order.shipment ? <ShipmentFacts shipment={order.shipment} /> : null}
      {mayShip ? (
        <ShipmentForm order={order} submitLabel={text.ship} onSaved={saved} />
      ) : shipped && correcting ? (
        <ShipmentForm
          order={order}
          submitLabel={text.saveCorrection}
          onSaved={saved}
          onCancel={() => setCorrecting(false)}
        />
      ) : null}
      {!mayShip && open ? <p className="text-sm text-stone-600">{text.notReady}</p> : null}
      <FormError message={error} />
      {(shipped && !correcting) || mayDeliver ? (
        <div className="flex flex-wrap justify-end gap-3">
          {shipped && !correcting ? (
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => setCorrecting(true)}
            >
              {text.correct}
            </button>
          ) : null}
          {mayDeliver ? (
            <button
              type="button"
              className={primaryButtonClass}
              disabled={delivering}
              aria-busy={delivering}
              onClick={() => void deliver()}
            >
              {delivering ? text.delivering : text.delivered}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
