import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { priceCart } from '../../../shared/domain/pricing.ts';
import { paths } from '../../../shared/routes.ts';
import { useAuthDialog } from '../../features/accounts/auth-dialog-store.ts';
import { useSessionStore } from '../../features/accounts/session-store.ts';
import { type CartQuoteInSatang, requestQuote } from '../../features/cart/cart-api.ts';
import { CartModal } from '../../features/cart/cart-modal.tsx';
import { selectItemCount, useCartStore } from '../../features/cart/cart-store.ts';
import { ConfirmOrderModal } from '../../features/orders/checkout/confirm-order-modal.tsx';
import { OrderSuccessModal } from '../../features/orders/checkout/order-success-modal.tsx';
import { ProcessingOverlay } from '../../features/orders/checkout/processing-overlay.tsx';
import {
  type CheckoutPayment,
  type DeliveryTerms,
  useCheckout,
} from '../../features/orders/checkout/use-checkout.ts';

/**
 * The cart and the checkout modals, composed: loaded on the first opening of the cart and kept
 * mounted, so the success modal outlives the cart it closes.
 */
/** How a quote says the order may be paid, and what delivery costs. */
function paymentOf(quote: CartQuoteInSatang): CheckoutPayment {
  return {
    methods: quote.payment.methods,
    defaultMethod: quote.payment.defaultMethod,
    codMaxSatang: quote.payment.codMaxAmount,
    shippingFeeSatang: quote.shippingFee,
    amountDueSatang: quote.amountDue,
    codFeeSatang: quote.payment.codFee,
    codRefusedBy: quote.payment.codRefusedBy,
    carriers: quote.delivery.carriers,
    freeShippingFromSatang: quote.freeShippingFrom,
    points: {
      balance: quote.pointsBalance ?? null,
      usable: quote.pointsUsable ?? 0,
      used: quote.pointsUsed,
      discountSatang: quote.pointsDiscount,
      earned: quote.pointsEarned,
    },
  };
}

export function CartHost() {
  const navigate = useNavigate();
  const isOpen = useCartStore((state) => state.isOpen);
  const user = useSessionStore((state) => state.user);
  const checkout = useCheckout({
    onPlaced: () => {
      const cart = useCartStore.getState();
      cart.clear();
      cart.close();
    },
    onDiscountRejected: () => useCartStore.getState().removeCode(),
  });
  const { clearError } = checkout;

  useEffect(() => {
    if (!isOpen) clearError();
  }, [isOpen, clearError]);

  /** The latest terms asked: an answer to older ones is dropped. */
  const asked = useRef(0);
  /**
   * The confirmation opened, or chose an address or a method: price delivery for them, by the
   * address the order will be sent with (so the fee shown is the fee the order is charged). It asks
   * even when the cart's own quote had not come back before "สั่งซื้อสินค้า" was pressed.
   */
  const quoteFor = ({ destination, paymentMethod, pointsToUse }: DeliveryTerms) => {
    const cart = useCartStore.getState();
    const ask = ++asked.current;
    requestQuote(cart.items, cart.appliedCode?.code, undefined, {
      destination,
      ...(paymentMethod ? { paymentMethod } : {}),
      ...(pointsToUse ? { pointsToUse } : {}),
    }).then(
      (quote) => {
        if (ask === asked.current) checkout.updatePayment(paymentOf(quote));
      },
      // The fee of the cart's quote stands; the order itself is priced by the server.
      () => undefined,
    );
  };

  const startCheckout = (quote: CartQuoteInSatang | null) => {
    const cart = useCartStore.getState();
    if (!useSessionStore.getState().user) {
      // Spec: checkout without a login closes the cart and opens the login dialog.
      cart.close();
      cart.setOpenAfterLogin(true);
      useAuthDialog.getState().open('login');
      return;
    }
    const price = priceCart(
      cart.items.map((item) => ({
        productId: item.productId,
        unitPriceSatang: item.priceSatang,
        quantity: item.quantity,
        isEligibleForPromotion: item.isEligibleForPromotion,
      })),
      cart.appliedCode?.rule ?? null,
    );
    checkout.begin({
      items: cart.items.map(({ productId, variantId, quantity }) =>
        variantId == null ? { productId, quantity } : { productId, variantId, quantity },
      ),
      ...(cart.appliedCode ? { discountCode: cart.appliedCode.code } : {}),
      summary: { units: selectItemCount(cart), netSatang: price.netSatang },
      payment: quote ? paymentOf(quote) : null,
    });
  };

  return (
    <>
      {isOpen ? (
        <CartModal
          isLoggedIn={user !== null}
          onCheckout={startCheckout}
          checkoutError={checkout.error}
        />
      ) : null}
      {checkout.step === 'confirm' && checkout.request ? (
        <ConfirmOrderModal
          request={checkout.request}
          address={user?.address ?? ''}
          paymentError={checkout.confirmError}
          onConfirm={(shippingAddress, paymentMethod, saveAddress, pointsToUse) =>
            void checkout.confirm({
              shippingAddress,
              paymentMethod,
              ...(saveAddress ? { saveAddress } : {}),
              ...(pointsToUse ? { pointsToUse } : {}),
            })
          }
          onTerms={quoteFor}
          onBackToEdit={checkout.backToEdit}
          onCancel={() => {
            checkout.backToEdit();
            useCartStore.getState().close();
          }}
        />
      ) : null}
      {checkout.step === 'processing' ? <ProcessingOverlay /> : null}
      {checkout.step === 'success' && checkout.order ? (
        <OrderSuccessModal
          order={checkout.order}
          warning={checkout.warning}
          onClose={checkout.closeSuccess}
          onGoPay={(order) => {
            checkout.closeSuccess();
            navigate(paths.orderPayment(order.id));
          }}
        />
      ) : null}
    </>
  );
}
