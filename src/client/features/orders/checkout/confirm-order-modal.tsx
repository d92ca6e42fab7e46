import { Suspense, useEffect, useRef, useState } from 'react';
import { checkoutMessages } from '../../../../shared/checkout-messages.ts';
import type { ShippingAddress } from '../../../../shared/contracts/addresses.ts';
import type { QuoteDestination } from '../../../../shared/contracts/cart.ts';
import { CARRIERS } from '../../../../shared/domain/carriers.ts';
import { formatBaht, type Satang } from '../../../../shared/domain/money.ts';
import type { PaymentMethod } from '../../../../shared/domain/order-lifecycle.ts';
import { paymentMessages } from '../../../../shared/payment-messages.ts';
import { pointsMessages } from '../../../../shared/points-messages.ts';
import { paths } from '../../../../shared/routes.ts';
import { shippingMessages } from '../../../../shared/shipping-messages.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/form-field.tsx';
import { RadioGroupField, type RadioOption } from '../../../components/ui/radio-group-field.tsx';
import { type AddressChoice, LazyCheckoutAddress } from '../../addresses/public.ts';
import { PointsControl } from './points-control.tsx';
import {
  type CheckoutPayment,
  type CheckoutRequest,
  type DeliveryTerms,
  offeredMethods,
} from './use-checkout.ts';

const text = checkoutMessages.confirmOrder;
const shipping = shippingMessages.checkout;

function methodOption(method: PaymentMethod, payment: CheckoutPayment): RadioOption<PaymentMethod> {
  const hints = paymentMessages.methodHints;
  if (method !== 'cod')
    return { value: method, label: paymentMessages.methods[method], hint: hints[method] };
  const fee =
    payment.codFeeSatang > 0 ? ` · ${shipping.codFee(formatBaht(payment.codFeeSatang))}` : '';
  return {
    value: method,
    label: paymentMessages.methods[method],
    hint: `${hints.cod(formatBaht(payment.codMaxSatang ?? 0))}${fee}`,
  };
}

/** Why cash on delivery is not offered, when it is not: its limit, or goods it may not carry. */
function paymentNote(payment: CheckoutPayment, codOverLimit: boolean): string | null {
  if (payment.codRefusedBy.length > 0) {
    return shipping.codNotForProducts(payment.codRefusedBy.join(', '));
  }
  if (codOverLimit && payment.codMaxSatang !== null) {
    return paymentMessages.codOverLimit(formatBaht(payment.codMaxSatang));
  }
  return null;
}

/** What the customer should know of delivery: how far from free shipping, and carriers refused. */
function DeliveryNotes({ payment, netSatang }: { payment: CheckoutPayment; netSatang: Satang }) {
  const notes: string[] = [];
  const freeFrom = payment.freeShippingFromSatang;
  if (freeFrom !== null && netSatang < freeFrom && payment.shippingFeeSatang > 0) {
    notes.push(shipping.moreForFree(formatBaht(freeFrom - netSatang)));
  }
  if (payment.carriers.length < CARRIERS.length) {
    notes.push(
      shipping.carriersOnly(
        payment.carriers.map((carrier) => checkoutMessages.parcel.carriers[carrier]).join(', '),
      ),
    );
  }
  if (notes.length === 0) return null;
  return (
    <ul className="space-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm leading-relaxed text-amber-900">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

/** The method picked at first: the one chosen before a refusal, else the shop's default. */
function firstChoice(request: CheckoutRequest, offered: PaymentMethod[]): PaymentMethod | null {
  const wanted = [request.paymentMethod, request.payment?.defaultMethod];
  return wanted.find((method) => method && offered.includes(method)) ?? offered[0] ?? null;
}

/** The longest address an order takes (the order contract's limit). */
const ADDRESS_MAX = 500;

interface ConfirmOrderModalProps {
  request: CheckoutRequest;
  /** The profile's address, offered for this order. */
  address: string;
  /**
   * Sends the order to the address chosen (a saved or new structured one, or text as before),
   * paid as chosen; `saveAddress` keeps a new one in the book.
   */
  onConfirm(
    shippingAddress: string | ShippingAddress,
    paymentMethod: PaymentMethod | undefined,
    saveAddress?: boolean,
    /** The points the server's quote used, when the customer chose "ใช้แต้ม". */
    pointsToUse?: number,
  ): void;
  /**
   * Where the order goes or how it is paid changed: the shipping fee may follow, priced by the
   * address the order will be sent with.
   */
  onTerms?(terms: DeliveryTerms): void;
  /** The shop refused the method chosen before: choose again. */
  paymentError?: string | null;
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
  onTerms,
  onBackToEdit,
  onCancel,
  paymentError,
}: ConfirmOrderModalProps) {
  const confirmButton = useRef<HTMLButtonElement>(null);
  const [shippingAddress, setShippingAddress] = useState(
    typeof request.shippingAddress === 'string' ? request.shippingAddress : address,
  );
  const [error, setError] = useState('');
  const [choice, setChoice] = useState<AddressChoice>({ kind: 'text' });
  const readNew = useRef<(() => { address: ShippingAddress; save: boolean } | null) | null>(null);
  const payment = request.payment;
  const offered = offeredMethods(request);
  const [picked, setMethod] = useState(() => firstChoice(request, offered));
  // A new quote may take a method away (COD over the limit once its fee is added).
  const method = picked && offered.includes(picked) ? picked : firstChoice(request, offered);
  // A saved or new address says where it goes; the free text goes where its words say, which
  // names no province (the order is priced so too).
  const [chosenDestination, setDestination] = useState<QuoteDestination | null>(null);
  const [usingPoints, setUsingPoints] = useState(false);
  // Asked for: the most this cart may use; spent: what the server's last quote used.
  const pointsToAsk = usingPoints ? (payment?.points.usable ?? 0) : 0;
  const pointsToUse = usingPoints ? (payment?.points.used ?? 0) : 0;
  const typedText = shippingAddress.trim();
  const destination: QuoteDestination =
    choice.kind === 'text'
      ? typedText
        ? { shippingAddress: typedText }
        : {}
      : (chosenDestination ?? {});
  // The free text's words do not change the fee: asked again when it is chosen, not as it is typed.
  const destinationKey =
    choice.kind === 'text' ? `text:${typedText !== ''}` : JSON.stringify(chosenDestination);
  const asked = useRef(onTerms);
  asked.current = onTerms;
  const latest = useRef(destination);
  latest.current = destination;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the destination
  useEffect(() => {
    asked.current?.({
      destination: latest.current,
      paymentMethod: method,
      ...(pointsToAsk > 0 ? { pointsToUse: pointsToAsk } : {}),
    });
  }, [destinationKey, method, usingPoints]);
  const confirm = () => {
    if (choice.kind === 'saved') {
      if (pointsToUse > 0) onConfirm(choice.address, method ?? undefined, undefined, pointsToUse);
      else onConfirm(choice.address, method ?? undefined);
      return;
    }
    if (choice.kind === 'new') {
      const typed = readNew.current?.();
      if (typed && pointsToUse > 0) {
        onConfirm(typed.address, method ?? undefined, typed.save, pointsToUse);
      } else if (typed) onConfirm(typed.address, method ?? undefined, typed.save);
      return;
    }
    const trimmed = shippingAddress.trim();
    if (!trimmed) {
      setError(checkoutMessages.checkout.addressRequired);
      return;
    }
    if (pointsToUse > 0) onConfirm(trimmed, method ?? undefined, undefined, pointsToUse);
    else onConfirm(trimmed, method ?? undefined);
  };
  const codOverLimit =
    payment?.codMaxSatang != null &&
    !payment.methods.includes('cod') &&
    payment.amountDueSatang > payment.codMaxSatang;
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
        <Suspense fallback={null}>
          <LazyCheckoutAddress
            profileAddress={address}
            onChoice={setChoice}
            onDestination={setDestination}
            readNew={readNew}
          />
        </Suspense>
        {choice.kind === 'text' ? (
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
        ) : null}
        {payment && offered.length > 0 ? (
          <RadioGroupField
            legend={paymentMessages.choose}
            value={method}
            onChange={setMethod}
            options={offered.map((offer) => methodOption(offer, payment))}
            error={paymentError}
            note={paymentNote(payment, codOverLimit)}
          />
        ) : null}
        {payment ? <DeliveryNotes payment={payment} netSatang={request.summary.netSatang} /> : null}
        {payment ? (
          <PointsControl points={payment.points} using={usingPoints} onUse={setUsingPoints} />
        ) : null}
        {payment ? (
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-stone-200 pt-3 text-sm text-stone-700">
            {usingPoints && payment.points.discountSatang > 0 ? (
              <>
                <dt>{pointsMessages.discountLine}</dt>
                <dd className="tabular-nums">{formatBaht(-payment.points.discountSatang)}</dd>
              </>
            ) : null}
            <dt>{paymentMessages.receipt.shippingFee}</dt>
            <dd className="tabular-nums">
              {payment.shippingFeeSatang > 0
                ? formatBaht(payment.shippingFeeSatang)
                : shipping.free}
            </dd>
            <dt className="text-base font-semibold text-stone-900">
              {paymentMessages.page.amountDue}
            </dt>
            <dd className="text-base font-bold text-stone-900 tabular-nums">
              {formatBaht(payment.amountDueSatang)}
            </dd>
          </dl>
        ) : null}
        <p className="text-sm text-stone-600">
          {text.privacyBefore}
          {/* A new tab: the order waits as it is. */}
          <a
            href={paths.privacy}
            target="_blank"
            rel="noopener"
            className="text-brand-800 underline"
          >
            {text.privacyNotice}
          </a>
        </p>
      </div>
    </Dialog>
  );
}
