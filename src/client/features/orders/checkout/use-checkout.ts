import { useCallback, useRef, useState } from 'react';
import { checkoutMessages } from '../../../../shared/checkout-messages.ts';
import type { PlaceOrderRequest } from '../../../../shared/contracts/orders.ts';
import { ApiError } from '../../../lib/api.ts';
import { type CustomerOrder, newIdempotencyKey, placeOrder } from '../orders-api.ts';

/** The "sending order to shop" overlay stays at least this long; the order itself is saved at once. */
export const MIN_PROCESSING_MS = 3000;

export type CheckoutStep = 'idle' | 'confirm' | 'processing' | 'success';

export interface CheckoutRequest extends PlaceOrderRequest {
  /** For the confirmation: units and the net amount the cart shows. */
  summary: { units: number; netSatang: number };
}

interface CheckoutState {
  step: CheckoutStep;
  request: CheckoutRequest | null;
  order: CustomerOrder | null;
  error: string | null;
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

  const clearError = useCallback(() => {
    setState((current) => (current.error ? { ...current, error: null } : current));
  }, []);

  /** Sends the order; `shippingAddress` is where this one order goes (the profile is not changed). */
  const confirm = useCallback(
    async (change: Pick<PlaceOrderRequest, 'shippingAddress'> = {}) => {
      const request = state.request;
      if (!request || running.current) return;
      running.current = true;
      setState((current) => ({ ...current, step: 'processing' }));
      const { summary: _summary, ...rest } = request;
      const body = { ...rest, ...change };
      const [result] = await Promise.allSettled([
        placeOrder(body, newIdempotencyKey()),
        wait(MIN_PROCESSING_MS),
      ]);
      running.current = false;
      if (result.status === 'fulfilled') {
        optionsRef.current.onPlaced(result.value);
        setState({ step: 'success', request: null, order: result.value, error: null });
        return;
      }
      if (result.reason instanceof ApiError && result.reason.code === 'DISCOUNT_INVALID') {
        optionsRef.current.onDiscountRejected();
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

  return { ...state, begin, backToEdit, confirm, closeSuccess, clearError };
}
