import { useCallback, useRef, useState } from 'react';
import { checkoutMessages } from '../../../../shared/checkout-messages.ts';
import type { QuoteDestination } from '../../../../shared/contracts/cart.ts';
import type { PlaceOrderRequest } from '../../../../shared/contracts/orders.ts';
import type { Carrier } from '../../../../shared/domain/carriers.ts';
import type { Satang } from '../../../../shared/domain/money.ts';
import type { PaymentMethod } from '../../../../shared/domain/order-lifecycle.ts';
import { paymentMessages } from '../../../../shared/payment-messages.ts';
import { ApiError } from '../../../lib/api.ts';
import { type CustomerOrder, newIdempotencyKey, placeOrder } from '../orders-api.ts';

/** The "sending order to shop" overlay stays at least this long; the order itself is saved at once. */
export const MIN_PROCESSING_MS = 3000;

export type CheckoutStep = 'idle' | 'confirm' | 'processing' | 'success';

/** How the cart's last quote says this order may be paid. */
export interface CheckoutPayment {
  methods: PaymentMethod[];
  defaultMethod: PaymentMethod | null;
  /** The shop's cash-on-delivery limit; null when it takes no cash on delivery. */
  codMaxSatang: Satang | null;
  shippingFeeSatang: Satang;
  amountDueSatang: Satang;
  /** What cash on delivery adds to the fee. */
  codFeeSatang: Satang;
  /** Products of the cart that may not be paid to the courier. */
  codRefusedBy: string[];
  /** The carriers that carry the whole cart. */
  carriers: Carrier[];
  /** The goods' amount from which the flat fee is waived; null when the shop has none. */
  freeShippingFromSatang: Satang | null;
  /** The member's points: balance and the most this cart may use (null: not known). */
  points: {
    balance: number | null;
    usable: number;
    used: number;
    discountSatang: Satang;
    earned: number;
  };
}

/** What the confirmation knows that the fee depends on: where the order goes, how it is paid. */
export interface DeliveryTerms {
  destination: QuoteDestination;
  paymentMethod: PaymentMethod | null;
  /** The points the customer chose to spend; 0 or left out: none. */
  pointsToUse?: number;
}

export interface CheckoutRequest extends PlaceOrderRequest {
  /** For the confirmation: units and the net amount the cart shows. */
  summary: { units: number; netSatang: number };
  /** The methods to offer; null when the cart has no quote (the shop's default is used). */
  payment: CheckoutPayment | null;
  /** Methods the shop refused for this order since the quote: no longer offered. */
  refusedMethods?: PaymentMethod[];
}

interface CheckoutState {
  step: CheckoutStep;
  request: CheckoutRequest | null;
  order: CustomerOrder | null;
  error: string | null;
  /** Why the confirmation is shown again: the chosen method was refused. */
  confirmError?: string | null;
  /** Said of the order placed: its address is not one the shop's list knows. */
  warning?: string | null;
}

/** The methods the confirmation offers: the quote's, less those the shop refused since. */
export function offeredMethods(request: CheckoutRequest): PaymentMethod[] {
  const refused = request.refusedMethods ?? [];
  return (request.payment?.methods ?? []).filter((method) => !refused.includes(method));
}

interface CheckoutOptions {
  /** After the order is saved: clear and close the cart. */
  onPlaced(order: CustomerOrder): void;
  /** The server refused the discount code: drop it from the cart. */
  onDiscountRejected(): void;
}

/** 'เกิดข้อผิดพลาด:' plus why: out of stock, code no longer valid, not logged in, or a failure. */
export function checkoutFailureMessage(error: unknown): string {
  let reason: string = checkoutMessages.checkout.failed;
  if (error instanceof ApiError) {
    if (error.code === 'UNAUTHENTICATED') reason = checkoutMessages.checkout.loginRequired;
    else if (error.status < 500 && error.message) reason = error.message;
  }
  return `${checkoutMessages.checkout.errorPrefix} ${reason}`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Confirmation → processing (at least 3 s) → success, or back to the cart with the reason. */
export function useCheckout(options: CheckoutOptions) {
  const [state, setState] = useState<CheckoutState>({
    step: 'idle',
    request: null,
    order: null,
    error: null,
  });
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const running = useRef(false);

  const begin = useCallback((request: CheckoutRequest) => {
    setState({ step: 'confirm', request, order: null, error: null });
  }, []);

  const backToEdit = useCallback(() => {
    setState((current) => ({ ...current, step: 'idle', request: null }));
  }, []);

  /** A new quote for the address chosen: the fee and amount due shown follow it. */
  const updatePayment = useCallback((payment: CheckoutPayment) => {
    setState((current) =>
      current.request ? { ...current, request: { ...current.request, payment } } : current,
    );
  }, []);

  const clearError = useCallback(() => {
    setState((current) => (current.error ? { ...current, error: null } : current));
  }, []);

  /**
   * Sends the order; `shippingAddress` is where this one order goes (the profile is not changed),
   * `paymentMethod` how it is paid. A method the shop refuses brings the confirmation back
   * without it, with what was typed, so the customer chooses again.
   */
  const confirm = useCallback(
    async (
      change: Pick<
        PlaceOrderRequest,
        'shippingAddress' | 'paymentMethod' | 'saveAddress' | 'pointsToUse'
      > = {},
    ) => {
      const request = state.request;
      if (!request || running.current) return;
      running.current = true;
      setState((current) => ({ ...current, step: 'processing', confirmError: null }));
      const { summary: _summary, payment: _payment, refusedMethods: _refused, ...rest } = request;
      const body = { ...rest, ...change };
      const [result] = await Promise.allSettled([
        placeOrder(body, newIdempotencyKey()),
        wait(MIN_PROCESSING_MS),
      ]);
      running.current = false;
      if (result.status === 'fulfilled') {
        const { order, warning } = result.value;
        optionsRef.current.onPlaced(order);
        setState({ step: 'success', request: null, order, error: null, warning });
        return;
      }
      if (result.reason instanceof ApiError && result.reason.code === 'DISCOUNT_INVALID') {
        optionsRef.current.onDiscountRejected();
      }
      const refused = change.paymentMethod;
      if (
        refused &&
        result.reason instanceof ApiError &&
        result.reason.code === 'PAYMENT_METHOD_UNAVAILABLE'
      ) {
        const again: CheckoutRequest = {
          ...request,
          ...change,
          paymentMethod: undefined,
          refusedMethods: [...(request.refusedMethods ?? []), refused],
        };
        if (offeredMethods(again).length > 0) {
          setState({
            step: 'confirm',
            request: again,
            order: null,
            error: null,
            confirmError: paymentMessages.checkout.unavailable,
          });
          return;
        }
      }
      setState({
        step: 'idle',
        request: null,
        order: null,
        error: checkoutFailureMessage(result.reason),
      });
    },
    [state.request],
  );

  const closeSuccess = useCallback(() => {
    setState({ step: 'idle', request: null, order: null, error: null });
  }, []);

  return { ...state, begin, backToEdit, confirm, closeSuccess, clearError, updatePayment };
}
