-- Owner: orders. Applied at every start, after the migrations, by src/server/db/functions.ts
-- (decision 0017), after the files of the domains it calls; git keeps its history. Called by
-- orders.service.ts (placeOrder), with named arguments.
--
-- Promises: place_order is the customer's `place` move of the order lifecycle (shared/domain/
-- order-lifecycle.ts): it saves a priced cart as an order in one round trip, the shop's settings
-- and the customer's address book included (decisions 0011, 0014, 0038), or answers why it saved
-- nothing. The server passes what the table decided (the first state, the effects, the
-- messages, the data of an order awaiting payment) and what it priced with (the remembered
-- settings' and default address's versions); nothing here restates the table. It composes the
-- owners' steps and writes only the order's own rows (transactions, transaction_items):
--   the session (accounts: live_session_user) → the customer's orders one at a time (a
--   transaction-long lock on the customer) → the book's default address as priced (addresses:
--   addresses_default_of) → the products held in id order, then their pack sizes (catalog:
--   catalog_hold_products) → a repeated idempotency key → the payment and shipping settings as
--   priced (payments_settings_version, shipping_settings_version) → fewer orders awaiting payment
--   than the shop's limit (the move's guard) → the prices, names, eligibility and cash-on-delivery
--   allowance as priced → the code not used by this customer yet (promotions:
--   promotions_redeemed) → the stock → the member's points as priced and held (points:
--   points_settings_version, points_hold_balance; decision 0054) → the move itself
--   (orders_place, orders/sql/orders.sql: the row with the points it spends, the code's use, the
--   stock and its low-stock warnings, the lines with the points they earn, the messages) → the
--   points spent in the member's ledger (points: points_record) → the `transaction` event
--   (analytics: analytics_record_event). Every row is written once, whole.
-- Outcomes: UNAUTHENTICATED, ADDRESS_CHANGED, ADDRESS_REQUIRED, IDEMPOTENCY_MISMATCH, replayed,
-- TERMS_CHANGED, TOO_MANY_UNPAID, PRICES_CHANGED, ALREADY_REDEEMED, OUT_OF_STOCK (with
-- `shortages`), NOT_ENOUGH_POINTS (with `points_balance`), DISCOUNT_UNAVAILABLE, placed;
-- every one after the session check answers the session's user and the address the order ships
-- to. Locks: the customer, then the products in id order, then the promotion, then the member's
-- points balance, so two orders never wait on each other in a circle.
-- Each line names a product and one of its pack sizes (p_variant_ids); the sizes must be distinct
-- (the API refuses duplicate lines): a repeated size, or a size gone, archived or not of its
-- product, makes the rows found fewer than the lines, which is answered as PRICES_CHANGED, never
-- as a sale. Prices and stock are the size's.

-- The positional signature of migrations 0006 and 0008 (callers name their arguments now, and the
-- optional ones come last), and the first named one, before the order's first state came from
-- the lifecycle and the order's saved row came back.
DROP FUNCTION IF EXISTS place_order(
  bigint, varchar, varchar, varchar, varchar, integer[], integer[], integer[], boolean[], varchar[],
  integer, integer, integer, integer, varchar, discount_type, integer, timestamptz, timestamptz,
  event_channel
);
DROP FUNCTION IF EXISTS place_order(
  bigint, varchar, varchar, integer[], integer[], integer[], boolean[], varchar[], integer, integer,
  integer, timestamptz, timestamptz, event_channel, varchar, varchar, integer, varchar,
  discount_type, integer
);

-- The signature before orders carried a payment deadline and a shipping fee.
DROP FUNCTION IF EXISTS place_order(
  bigint, varchar, varchar, integer[], integer[], integer[], boolean[], varchar[], integer,
  integer, integer, timestamptz, timestamptz, event_channel, order_status, workflow_stage,
  payment_status, payment_method, varchar, varchar, integer, varchar, discount_type, integer
);

-- The signature before lines named a pack size.
DROP FUNCTION IF EXISTS place_order(
  bigint, varchar, varchar, integer[], integer[], integer[], boolean[], varchar[], integer,
  integer, integer, timestamptz, timestamptz, event_channel, order_status, workflow_stage,
  payment_status, payment_method, varchar, varchar, integer, varchar, discount_type, integer,
  timestamptz, integer
);

-- The signature before the shop's limit of unpaid orders.
DROP FUNCTION IF EXISTS place_order(
  bigint, varchar, varchar, integer[], integer[], integer[], integer[], boolean[], varchar[],
  integer, integer, integer, timestamptz, timestamptz, event_channel, order_status,
  workflow_stage, payment_status, payment_method, varchar, varchar, integer, varchar,
  discount_type, integer, timestamptz, integer
);

-- The signature before placing was the lifecycle's move (the table's decisions and the versions
-- of what checkout priced with came as arguments).
DROP FUNCTION IF EXISTS place_order(
  bigint, varchar, varchar, integer[], integer[], integer[], integer[], boolean[], varchar[],
  integer, integer, integer, timestamptz, timestamptz, event_channel, order_status,
  workflow_stage, payment_status, payment_method, varchar, varchar, integer, varchar,
  discount_type, integer, timestamptz, integer, integer
);

-- The signature before the COD fee was kept apart from the shipping fee.
DROP FUNCTION IF EXISTS place_order(
  bigint, varchar, varchar, integer[], integer[], integer[], integer[], boolean[], varchar[],
  boolean[], integer, integer, integer, timestamptz, timestamptz, event_channel, order_status,
  workflow_stage, payment_status, payment_method, varchar[], varchar, varchar, varchar,
  order_status[], payment_method[], payment_status[], integer, bigint, bigint, varchar, jsonb,
  boolean, uuid, bigint, varchar, integer, varchar, discount_type, integer, timestamptz, integer
);

-- The signature before an order spent member points.
DROP FUNCTION IF EXISTS place_order(
  bigint, varchar, varchar, integer[], integer[], integer[], integer[], boolean[], varchar[],
  boolean[], integer, integer, integer, timestamptz, timestamptz, event_channel, order_status,
  workflow_stage, payment_status, payment_method, varchar[], varchar, varchar, varchar,
  order_status[], payment_method[], payment_status[], integer, bigint, bigint, varchar, jsonb,
  boolean, uuid, bigint, varchar, integer, varchar, discount_type, integer, timestamptz, integer,
  integer
);

CREATE OR REPLACE FUNCTION place_order(
  p_order_number bigint,
  p_session_id varchar,
  p_request_hash varchar,
  p_product_ids integer[],
  -- The pack size of each line, of the product on the same line.
  p_variant_ids integer[],
  p_quantities integer[],
  -- The cart as priced: what the held products must still say.
  p_unit_prices integer[],
  p_eligible boolean[],
  p_names varchar[],
  p_cod_allowed boolean[],
  p_subtotal integer,
  p_discount integer,
  p_net integer,
  p_now timestamptz,
  p_created_at timestamptz,
  p_channel event_channel,
  -- The order's first state, from the lifecycle (the `place` move's result).
  p_status order_status,
  p_workflow_status workflow_stage,
  p_payment_status payment_status,
  p_payment_method payment_method,
  -- The move's effects and messages, as the lifecycle names them (orders_place carries them out).
  p_effects varchar[],
  p_tell_shop varchar,
  p_tell_customer varchar,
  p_link varchar,
  -- An order awaiting payment, as the lifecycle says it (AWAITING_PAYMENT), and the shop's limit
  -- of them per customer (payments' settings); NULL limit: none.
  p_unpaid_statuses order_status[],
  p_unpaid_methods payment_method[],
  p_unpaid_payment_statuses payment_status[],
  p_max_unpaid integer,
  -- The versions of the settings the order was priced with.
  p_payment_settings_version bigint,
  p_shipping_settings_version bigint,
  -- NULL: the book's default as priced (p_book_address_id, NULL when priced without one), else
  -- the member's own address.
  p_shipping_address varchar DEFAULT NULL,
  -- The structured address the text was made from; NULL for free text or the profile's.
  p_shipping_address_json jsonb DEFAULT NULL,
  -- True when the address is the book's default as checkout remembered it.
  p_from_book boolean DEFAULT false,
  p_book_address_id uuid DEFAULT NULL,
  p_book_address_version bigint DEFAULT NULL,
  p_idempotency_key varchar DEFAULT NULL,
  -- The code as priced; all NULL for an order without one.
  p_promotion_id integer DEFAULT NULL,
  p_discount_code varchar DEFAULT NULL,
  p_discount_type discount_type DEFAULT NULL,
  p_discount_value integer DEFAULT NULL,
  -- When an unpaid PromptPay or transfer order is cancelled; NULL for cash on delivery.
  p_payment_due_at timestamptz DEFAULT NULL,
  p_shipping_fee integer DEFAULT 0,
  -- The part of p_shipping_fee that paying the courier adds.
  p_cod_fee integer DEFAULT 0,
  -- The member's points the order spends and what they take off the net, as priced with the
  -- points settings of this version (points: points_settings_version); 0: none.
  p_points_used integer DEFAULT 0,
  p_points_discount integer DEFAULT 0,
  p_points_settings_version bigint DEFAULT NULL
) RETURNS TABLE (
  outcome text,
  order_id varchar,
  shortages jsonb,
  -- The session's user, as live_session_user answers it, and the address the order ships to.
  id uuid,
  phone varchar,
  first_name varchar,
  last_name varchar,
  address varchar,
  role user_role,
  status user_status,
  is_locked boolean,
  created_at timestamptz,
  last_profile_edit_at timestamptz,
  ship_to varchar,
  -- The order's row as saved (placed only), for the answer, with the points it earns once
  -- delivered (points_earned).
  saved jsonb,
  -- The member's balance, when it is short of the points asked (NOT_ENOUGH_POINTS).
  points_balance integer
) LANGUAGE plpgsql
-- Its statements are planned once per connection, not again on every call with new arrays. A plan
-- made without the arrays guesses ten elements for `= ANY (p_product_ids)`, and on a small table a
-- sequential scan then looks cheaper than ten index lookups; every statement here (and in the
-- functions it calls) finds its rows by key, so scans are ruled out.
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
AS $$
#variable_conflict use_column
DECLARE
  v_user record;
  v_address varchar;
  v_order_id varchar(32);
  v_request_hash varchar(64);
  v_book record;
  v_placed record;
  v_unpaid integer;
  v_lines integer := cardinality(p_product_ids);
  v_available integer[] := array_fill(NULL::integer, ARRAY[v_lines]);
  v_labels varchar[] := array_fill(NULL::varchar, ARRAY[v_lines]);
  v_points integer[] := array_fill(NULL::integer, ARRAY[v_lines]);
  v_points_used integer := 0;
  v_changed boolean := false;
  v_found integer := 0;
  v_short jsonb := '[]';
  v_balance integer;
  -- The points the lines earn once delivered (saved with the lines).
  v_earned integer := 0;
  r record;
  i integer;
BEGIN
  SELECT * INTO v_user FROM live_session_user(p_session_id => p_session_id, p_now => p_now);
  IF NOT FOUND THEN
    outcome := 'UNAUTHENTICATED';
    RETURN NEXT;
    RETURN;
  END IF;
  -- One customer's orders are placed one after the other (until commit): two at once cannot
  -- both count the unpaid orders before either is saved.
  IF p_max_unpaid IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('orders of customer ' || v_user.id::text));
  END IF;
  id := v_user.id;
  phone := v_user.phone;
  first_name := v_user.first_name;
  last_name := v_user.last_name;
  address := v_user.address;
  role := v_user.role;
  status := v_user.status;
  is_locked := v_user.is_locked;
  created_at := v_user.created_at;
  last_profile_edit_at := v_user.last_profile_edit_at;
  -- An order sent without an address goes where the book's default said when it was priced; a
  -- default changed, added or removed since is priced again (its province may change the fee).
  IF p_from_book THEN
    SELECT b.address_id, b.version INTO v_book FROM addresses_default_of(p_user_id => v_user.id) b;
    IF (v_book.address_id, v_book.version)
      IS DISTINCT FROM (p_book_address_id, p_book_address_version) THEN
      outcome := 'ADDRESS_CHANGED';
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;
  v_address := coalesce(p_shipping_address, btrim(v_user.address));
  ship_to := v_address;
  IF v_address = '' THEN
    outcome := 'ADDRESS_REQUIRED';
    RETURN NEXT;
    RETURN;
  END IF;

  -- Held until commit; what the hold reads is what the checks below compare.
  FOR r IN
    SELECT h.product_id, h.variant_id, h.name, h.label, h.price_satang,
      h.is_eligible_for_promotion, h.available, h.cod_allowed, h.member_points
    FROM catalog_hold_products(p_product_ids => p_product_ids, p_variant_ids => p_variant_ids) h
  LOOP
    i := array_position(p_variant_ids, r.variant_id);
    v_found := v_found + 1;
    v_changed := v_changed OR r.price_satang <> p_unit_prices[i]
      OR r.is_eligible_for_promotion <> p_eligible[i] OR r.name <> p_names[i]
      OR r.cod_allowed <> p_cod_allowed[i];
    v_available[i] := r.available;
    v_labels[i] := r.label;
    v_points[i] := r.member_points;
    -- The points the line earns once delivered, as its pack size says while held.
    v_earned := v_earned + coalesce(r.member_points, 0) * p_quantities[i];
  END LOOP;

  -- Checked after the hold: a parallel request with the same key has committed by now. Found by
  -- the key, which leads the unique index (migration 0031); the customer is compared with IS NOT
  -- DISTINCT FROM, which no index serves, so the plan this statement keeps (made at its first
  -- call on the connection, perhaps on a near-empty table) can only be that index's, never a walk
  -- through every order of the customer by their other index.
  IF p_idempotency_key IS NOT NULL THEN
    SELECT t.id, t.request_hash INTO v_order_id, v_request_hash FROM transactions t
    WHERE t.idempotency_key = p_idempotency_key AND t.user_id IS NOT DISTINCT FROM v_user.id;
    IF FOUND THEN
      -- Orders saved before the hash was kept (NULL) are replayed as before.
      outcome := CASE WHEN v_request_hash IS DISTINCT FROM p_request_hash
        AND v_request_hash IS NOT NULL THEN 'IDEMPOTENCY_MISMATCH' ELSE 'replayed' END;
      order_id := v_order_id;
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;

  -- The method, its fee, the payment window and the limit below were decided on these settings.
  IF payments_settings_version() <> p_payment_settings_version
    OR shipping_settings_version() <> p_shipping_settings_version THEN
    outcome := 'TERMS_CHANGED';
    RETURN NEXT;
    RETURN;
  END IF;

  -- The move's guard: the customer's orders awaiting payment, as the lifecycle says it, are
  -- fewer than the shop's limit.
  IF p_max_unpaid IS NOT NULL THEN
    SELECT count(*) INTO v_unpaid FROM transactions t
    WHERE t.user_id = v_user.id
      AND t.status = ANY (p_unpaid_statuses)
      AND t.payment_method = ANY (p_unpaid_methods)
      AND t.payment_status = ANY (p_unpaid_payment_statuses);
    IF v_unpaid >= p_max_unpaid THEN
      outcome := 'TOO_MANY_UNPAID';
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;

  -- A price, name, eligibility or COD allowance differs, or a product is gone: the caller prices
  -- the cart again.
  IF v_changed OR v_found <> v_lines THEN
    outcome := 'PRICES_CHANGED';
    RETURN NEXT;
    RETURN;
  END IF;

  -- A code this customer has used is refused before the stock, as the code's other rules are.
  IF p_promotion_id IS NOT NULL
    AND promotions_redeemed(p_promotion_id => p_promotion_id, p_user_id => v_user.id) THEN
    outcome := 'ALREADY_REDEEMED';
    RETURN NEXT;
    RETURN;
  END IF;

  -- The lines short, in the cart's order, with what is left: decided on the held rows, before
  -- anything is written.
  FOR i IN 1 .. v_lines LOOP
    IF v_available[i] < p_quantities[i] THEN
      v_short := v_short
        || jsonb_build_object('productId', p_product_ids[i], 'variantId', p_variant_ids[i],
          'available', v_available[i]);
    END IF;
  END LOOP;
  IF v_short <> '[]' THEN
    outcome := 'OUT_OF_STOCK';
    shortages := v_short;
    RETURN NEXT;
    RETURN;
  END IF;

  -- The points, last: priced with the settings as they are, and no more than the balance, held
  -- (locked) until commit so a second order of the same member waits and then finds them spent.
  IF p_points_used > 0 AND 'takePoints' = ANY (p_effects) THEN
    IF points_settings_version() IS DISTINCT FROM p_points_settings_version THEN
      outcome := 'TERMS_CHANGED';
      RETURN NEXT;
      RETURN;
    END IF;
    v_balance := points_hold_balance(p_user_id => v_user.id);
    IF v_balance < p_points_used THEN
      outcome := 'NOT_ENOUGH_POINTS';
      points_balance := v_balance;
      RETURN NEXT;
      RETURN;
    END IF;
    v_points_used := p_points_used;
  END IF;

  SELECT * INTO v_placed FROM orders_place(
    p_order_number => p_order_number, p_user_id => v_user.id, p_username => v_user.phone,
    p_first_name => v_user.first_name, p_last_name => v_user.last_name, p_phone => v_user.phone,
    p_address => v_address, p_shipping_address => p_shipping_address_json,
    p_product_ids => p_product_ids, p_variant_ids => p_variant_ids, p_labels => v_labels,
    p_names => p_names, p_quantities => p_quantities, p_unit_prices => p_unit_prices,
    p_eligible => p_eligible, p_subtotal => p_subtotal, p_discount => p_discount, p_net => p_net,
    p_channel => p_channel, p_now => p_now, p_created_at => p_created_at, p_status => p_status,
    p_workflow_status => p_workflow_status, p_payment_status => p_payment_status,
    p_payment_method => p_payment_method, p_cancelled_by => NULL,
    p_payment_due_at => p_payment_due_at, p_shipping_fee => p_shipping_fee,
    p_idempotency_key => p_idempotency_key, p_request_hash => p_request_hash,
    p_promotion_id => p_promotion_id, p_discount_code => p_discount_code,
    p_discount_type => p_discount_type, p_discount_value => p_discount_value,
    p_effects => p_effects, p_tell_shop => p_tell_shop, p_tell_customer => p_tell_customer,
    p_link => p_link, p_stock_held => true, p_cod_fee => p_cod_fee,
    p_member_points => v_points, p_points_used => v_points_used,
    p_points_discount => CASE WHEN v_points_used > 0 THEN p_points_discount ELSE 0 END
  );
  IF v_placed.outcome <> 'placed' THEN
    outcome := v_placed.outcome;
    shortages := v_placed.shortages;
    RETURN NEXT;
    RETURN;
  END IF;
  v_order_id := v_placed.saved ->> 'id';

  -- The points spent (saved on the order's row) go into the member's ledger (points:
  -- points_record).
  IF v_points_used > 0 THEN
    PERFORM points_record(p_user_id => v_user.id, p_change => -v_points_used, p_reason => 'spent',
      p_order_id => v_order_id, p_now => p_now);
  END IF;

  PERFORM analytics_record_event(
    p_event_type => 'transaction',
    p_user_id => v_user.id,
    p_user_name => v_user.first_name || ' ' || v_user.last_name,
    p_channel => p_channel,
    p_amount_satang => p_net,
    p_details => jsonb_build_object(
      'transaction_id', v_placed.saved ->> 'id', 'products', cardinality(p_product_ids)
    )
  );

  outcome := 'placed';
  order_id := v_order_id;
  saved := v_placed.saved || jsonb_build_object('points_earned', v_earned);
  RETURN NEXT;
END $$;
