import { checkoutMessages } from '../../shared/checkout-messages.ts';
import { ORDER_ID, paramFits } from '../http/params.ts';

/** Order ids are 'TXN' and digits; anything else names no order of the customer's. */
export const ownOrderId = paramFits('id', ORDER_ID, checkoutMessages.orders.notFound);
