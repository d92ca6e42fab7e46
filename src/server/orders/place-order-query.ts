import { sql } from 'drizzle-orm';
import type { ClientChannel } from '../../shared/domain/analytics.ts';
import type { OrderState } from '../../shared/domain/order-lifecycle.ts';
import { type SessionUser, sessionUserColumns } from '../accounts/session.service.ts';
import type { Executor } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';

/** Why `place_order` priced nothing into an order that the cart may still become. */
export type PlaceRefusal =
  | { outcome: 'PRICES_CHANGED' | 'DISCOUNT_UNAVAILABLE' | 'ALREADY_REDEEMED' }
  | { outcome: 'TERMS_CHANGED' | 'ADDRESS_CHANGED' }
  | { outcome: 'NOT_ENOUGH_POINTS'; pointsBalance: number }
  | {
      outcome: 'OUT_OF_STOCK';
      shortages: { productId: number; variantId: number; available: number }[];
    };

/** What `place_order` answered: who the session is, then what became of the order. */
export type Saved =
  | { outcome: 'UNAUTHENTICATED' }
  | ({ user: SessionUser } & (
      | { outcome: 'ADDRESS_REQUIRED' | 'IDEMPOTENCY_MISMATCH' | 'TOO_MANY_UNPAID' }
      | { outcome: 'replayed'; orderId: string }
      | { outcome: 'placed'; orderId: string; saved: Record<string, unknown> }
      | PlaceRefusal
    ));

export type PlaceOrderValues = {
  orderNumber: number;
  sessionId: string;
  shippingAddress: string | null;
  shippingAddressJson: string | null;
  fromBook: boolean;
  bookAddressId: string | null;
  bookAddressVersion: number | null;
  idempotencyKey: string | null;
  requestHash: string;
  productIds: number[];
  variantIds: number[];
  quantities: number[];
  unitPrices: number[];
  eligible: boolean[];
  names: string[];
  codAllowed: boolean[];
  subtotal: number;
  discount: number;
  net: number;
  promotionId: number | null;
  discountCode: string | null;
  discountType: string | null;
  discountValue: number | null;
  now: string;
  createdAt: string;
  channel: ClientChannel;
  status: OrderState['status'];
  workflowStatus: OrderState['workflowStatus'];
  paymentStatus: OrderState['paymentStatus'];
  paymentMethod: OrderState['paymentMethod'];
  effects: string[];
  tellShop: string | null;
  tellCustomer: string | null;
  link: string;
  unpaidStatuses: string[];
  unpaidMethods: string[];
  unpaidPaymentStatuses: string[];
  maxUnpaid: number | null;
  paymentSettingsVersion: number;
  shippingSettingsVersion: number;
  paymentDueAt: string | null;
  shippingFee: number;
  /** The part of the shipping fee that paying the courier adds. */
  codFee: number;
  /** The member's points spent, what they take off, and the points settings' version priced with. */
  pointsUsed: number;
  pointsDiscount: number;
  pointsSettingsVersion: number | null;
};

/**
 * `place_order` (orders/sql/place_order.sql), prepared once (db/prepared.ts): every value a
 * placeholder, each passed by its argument's name.
 */
const placeOrderQuery = preparedQuery((db) => {
  const value = (name: keyof PlaceOrderValues) => sql.placeholder(name);
  return db
    .select({
      outcome: sql<Saved['outcome']>`outcome`,
      orderId: sql<string | null>`order_id`,
      shortages: sql<
        { productId: number; variantId: number; available: number }[] | null
      >`shortages`,
      shipTo: sql<string | null>`ship_to`,
      saved: sql<Record<string, unknown> | null>`saved`,
      pointsBalance: sql<number | null>`points_balance`,
      ...sessionUserColumns,
    })
    .from(sql`place_order(
      p_order_number => ${value('orderNumber')}::bigint,
      p_session_id => ${value('sessionId')}::varchar,
      p_request_hash => ${value('requestHash')}::varchar,
      p_product_ids => ${value('productIds')}::integer[],
      p_variant_ids => ${value('variantIds')}::integer[],
      p_quantities => ${value('quantities')}::integer[],
      p_unit_prices => ${value('unitPrices')}::integer[],
      p_eligible => ${value('eligible')}::boolean[],
      p_names => ${value('names')}::varchar[],
      p_cod_allowed => ${value('codAllowed')}::boolean[],
      p_subtotal => ${value('subtotal')}::integer,
      p_discount => ${value('discount')}::integer,
      p_net => ${value('net')}::integer,
      p_now => ${value('now')}::timestamptz,
      p_created_at => ${value('createdAt')}::timestamptz,
      p_channel => ${value('channel')}::event_channel,
      p_status => ${value('status')}::order_status,
      p_workflow_status => ${value('workflowStatus')}::workflow_stage,
      p_payment_status => ${value('paymentStatus')}::payment_status,
      p_payment_method => ${value('paymentMethod')}::payment_method,
      p_effects => ${value('effects')}::varchar[],
      p_tell_shop => ${value('tellShop')}::varchar,
      p_tell_customer => ${value('tellCustomer')}::varchar,
      p_link => ${value('link')}::varchar,
      p_unpaid_statuses => ${value('unpaidStatuses')}::order_status[],
      p_unpaid_methods => ${value('unpaidMethods')}::payment_method[],
      p_unpaid_payment_statuses => ${value('unpaidPaymentStatuses')}::payment_status[],
      p_max_unpaid => ${value('maxUnpaid')}::integer,
      p_payment_settings_version => ${value('paymentSettingsVersion')}::bigint,
      p_shipping_settings_version => ${value('shippingSettingsVersion')}::bigint,
      p_shipping_address => ${value('shippingAddress')}::varchar,
      p_shipping_address_json => ${value('shippingAddressJson')}::jsonb,
      p_from_book => ${value('fromBook')}::boolean,
      p_book_address_id => ${value('bookAddressId')}::uuid,
      p_book_address_version => ${value('bookAddressVersion')}::bigint,
      p_idempotency_key => ${value('idempotencyKey')}::varchar,
      p_promotion_id => ${value('promotionId')}::integer,
      p_discount_code => ${value('discountCode')}::varchar,
      p_discount_type => ${value('discountType')}::discount_type,
      p_discount_value => ${value('discountValue')}::integer,
      p_payment_due_at => ${value('paymentDueAt')}::timestamptz,
      p_shipping_fee => ${value('shippingFee')}::integer,
      p_cod_fee => ${value('codFee')}::integer,
      p_points_used => ${value('pointsUsed')}::integer,
      p_points_discount => ${value('pointsDiscount')}::integer,
      p_points_settings_version => ${value('pointsSettingsVersion')}::bigint
    )`)
    .prepare('place_order');
});

/** One call of `place_order`: the order saved, or why not, with the session's user. */
export async function callPlaceOrder(db: Executor, values: PlaceOrderValues): Promise<Saved> {
  const [row] = await placeOrderQuery(db).execute(values);
  if (!row) throw new Error('place_order answered nothing');
  if (row.outcome === 'UNAUTHENTICATED') return { outcome: 'UNAUTHENTICATED' };
  const { outcome, orderId, shortages, shipTo, saved, pointsBalance, ...user } = row;
  return {
    outcome,
    orderId,
    shortages,
    shipTo,
    saved,
    pointsBalance,
    user: user as SessionUser,
  } as Saved;
}

/**
 * The session's user and the order its idempotency key already made (its id and request hash),
 * in one statement: what an order that cannot be saved as it came is answered with (401 for a
 * visitor, the first order for a repeat). No row: the session is not live. The earlier order is
 * found by its key, as place_order finds it (the customer compared where no index serves it).
 */
const sessionAndKeyQuery = preparedQuery((db) =>
  db
    .select({
      ...sessionUserColumns,
      earlierId: sql<string | null>`earlier.earlier_id`,
      earlierHash: sql<string | null>`earlier.earlier_hash`,
    })
    .from(
      sql`live_session_user(
        p_session_id => ${sql.placeholder('sessionId')}::varchar,
        p_now => ${sql.placeholder('now')}::timestamptz
      ) AS u
      LEFT JOIN LATERAL (
        SELECT t.id AS earlier_id, t.request_hash AS earlier_hash FROM transactions t
        WHERE t.idempotency_key = ${sql.placeholder('key')}::varchar
          AND t.user_id IS NOT DISTINCT FROM u.id
      ) AS earlier ON true`,
    )
    .prepare('session_and_order_key'),
);

export interface SessionAndKey {
  user: SessionUser;
  earlier: { id: string; requestHash: string | null } | null;
}

/** `sessionAndKeyQuery` once; null when the session is not live. */
export async function findSessionAndKey(
  db: Executor,
  sessionId: string,
  key: string | null,
  now: Date,
): Promise<SessionAndKey | null> {
  const [row] = await sessionAndKeyQuery(db).execute({ sessionId, key, now: now.toISOString() });
  if (!row) return null;
  const { earlierId, earlierHash, ...user } = row;
  return {
    user: user as SessionUser,
    earlier: earlierId === null ? null : { id: earlierId, requestHash: earlierHash },
  };
}
