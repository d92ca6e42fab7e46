import { pgEnum } from 'drizzle-orm/pg-core';
import { CATEGORY_IDS, NEWS_CATEGORIES } from '../../../shared/domain/categories.ts';
import {
  CANCELLED_BY,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  WORKFLOW_STAGES,
} from '../../../shared/domain/order-lifecycle.ts';
import { SLIP_CHECK_REASONS, SLIP_STATUSES } from '../../../shared/domain/payments.ts';
import { ROLES } from '../../../shared/domain/roles.ts';

export const userRole = pgEnum('user_role', ROLES);
export const userStatus = pgEnum('user_status', ['active', 'inactive']);
export const productCategory = pgEnum('product_category', CATEGORY_IDS);
export const newsCategory = pgEnum('news_category', NEWS_CATEGORIES);
export const discountType = pgEnum('discount_type', ['fixed', 'percentage']);
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const workflowStage = pgEnum('workflow_stage', WORKFLOW_STAGES);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const cancelledBy = pgEnum('cancelled_by', CANCELLED_BY);
export const slipStatus = pgEnum('slip_status', SLIP_STATUSES);
export const slipCheckReason = pgEnum('slip_check_reason', SLIP_CHECK_REASONS);
export const eventType = pgEnum('event_type', [
  'transaction',
  'product_view',
  'cart_add',
  'user_login',
  'page_view',
]);
export const eventChannel = pgEnum('event_channel', ['website', 'mobile', 'phone', 'email']);
