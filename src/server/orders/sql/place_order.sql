-- Owner: orders. Applied at every start, after the migrations, by src/server/db/functions.ts
-- (decision 0017), after the files of the domains it calls; git keeps its history. Called by
-- orders.service.ts (placeOrder), with named arguments.
--
-- Promises: place_order saves a priced cart as an order in one round trip (decisions 0011, 0014),
-- or answers why it saved nothing. It composes the owners' steps and writes only the order's own
-- rows (transactions, transaction_items):
--   the session (accounts: live_session_user) → the customer's orders one at a time (a
--   transaction-long lock on the customer) → the products held in id order, then their pack
--   sizes (catalog: catalog_hold_products) → a repeated idempotency key → fewer unpaid PromptPay
--   or transfer orders than the shop's limit → the prices, names and eligibility as
--   priced → the code not used by this customer yet (promotions: promotions_redeemed) → the
--   stock → the order's row → one use of the code (promotions: promotions_take_use) → the stock
--   taken (catalog: catalog_take_held_stock) → the lines → the `transaction` event (analytics:
--   analytics_record_event) → the shop's message, the customer's (when linked to LINE) and the
--   shop's low-stock warnings in the outbox (notifications: notifications_enqueue,
--   notifications_enqueue_customer; sent after commit by the outbox worker).
-- Outcomes: UNAUTHENTICATED, ADDRESS_REQUIRED, IDEMPOTENCY_MISMATCH, replayed, TOO_MANY_UNPAID,
-- PRICES_CHANGED, ALREADY_REDEEMED, OUT_OF_STOCK (with `shortages`), DISCOUNT_UNAVAILABLE, placed;
-- every one after the session check answers the session's user and the address the order ships
-- to. Locks: the customer, then the products in id order, then the promotion, so two orders never
-- wait on each other in a circle.
-- Each line names a product and one of its pack sizes (p_variant_ids); the sizes must be distinct
-- (the API refuses duplicate lines): a repeated size, or a size gone, archived or not of its
-- product, makes the rows found fewer than the lines, which is answered as PRICES_CHANGED, never
-- as a sale. Prices, stock and the low-stock warning are the size's.

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
  p_subtotal integer,
  p_discount integer,
  p_net integer,
  p_now timestamptz,
  p_created_at timestamptz,
  p_channel event_channel,
  -- The order's first state, from the lifecycle (placedState).
  p_status order_status,
  p_workflow_status workflow_stage,
  p_payment_status payment_status,
  p_payment_method payment_method,
  -- NULL: the member's own address.
  p_shipping_address varchar DEFAULT NULL,
  p_idempotency_key varchar DEFAULT NULL,
  -- The code as priced; all NULL for an order without one.
  p_promotion_id integer DEFAULT NULL,
  p_discount_code varchar DEFAULT NULL,
  p_discount_type discount_type DEFAULT NULL,
  p_discount_value integer DEFAULT NULL,
  -- When an unpaid PromptPay or transfer order is cancelled; NULL for cash on delivery.
  p_payment_due_at timestamptz DEFAULT NULL,
  p_shipping_fee integer DEFAULT 0,
  -- The shop's limit of unpaid PromptPay or transfer orders a customer may have (payments'
  -- settings); NULL: none.
  p_max_unpaid integer DEFAULT NULL
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
  -- The order's row as saved (placed only), for the answer.
  saved jsonb
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
  v_order transactions;
  v_request_hash varchar(64);
  v_use text;
  v_unpaid integer;
  v_lines integer := cardinality(p_product_ids);
  v_available integer[] := array_fill(NULL::integer, ARRAY[v_lines]);
  v_labels varchar[] := array_fill(NULL::varchar, ARRAY[v_lines]);
  v_thresholds integer[] := array_fill(NULL::integer, ARRAY[v_lines]);
  v_changed boolean := false;
  v_found integer := 0;
  v_short jsonb := '[]';
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
  v_address := coalesce(p_shipping_address, btrim(v_user.address));
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
  ship_to := v_address;
  IF v_address = '' THEN
    outcome := 'ADDRESS_REQUIRED';
    RETURN NEXT;
    RETURN;
  END IF;

  -- Held until commit; what the hold reads is what the checks below compare.
  FOR r IN
    SELECT h.product_id, h.variant_id, h.name, h.label, h.price_satang,
      h.is_eligible_for_promotion, h.available, h.low_stock_threshold
    FROM catalog_hold_products(p_product_ids => p_product_ids, p_variant_ids => p_variant_ids) h
  LOOP
    i := array_position(p_variant_ids, r.variant_id);
    v_found := v_found + 1;
    v_changed := v_changed OR r.price_satang <> p_unit_prices[i]
      OR r.is_eligible_for_promotion <> p_eligible[i] OR r.name <> p_names[i];
    v_available[i] := r.available;
    v_labels[i] := r.label;
    v_thresholds[i] := r.low_stock_threshold;
  END LOOP;

  -- Checked after the hold: a parallel request with the same key has committed by now.
  IF p_idempotency_key IS NOT NULL THEN
    SELECT t.id, t.request_hash INTO v_order_id, v_request_hash FROM transactions t
    WHERE t.user_id = v_user.id AND t.idempotency_key = p_idempotency_key;
    IF FOUND THEN
      -- Orders saved before the hash was kept (NULL) are replayed as before.
      outcome := CASE WHEN v_request_hash IS DISTINCT FROM p_request_hash
        AND v_request_hash IS NOT NULL THEN 'IDEMPOTENCY_MISMATCH' ELSE 'replayed' END;
      order_id := v_order_id;
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;

  -- The customer already has the shop's limit of PromptPay or transfer orders not paid yet (no
  -- slip, or a refused one: the payment window's own count) and still open.
  IF p_max_unpaid IS NOT NULL THEN
    SELECT count(*) INTO v_unpaid FROM transactions t
    WHERE t.user_id = v_user.id
      AND t.status IN ('pending', 'confirmed')
      AND t.payment_method IN ('promptpay', 'bank_transfer')
      AND t.payment_status IN ('awaiting', 'rejected');
    IF v_unpaid >= p_max_unpaid THEN
      outcome := 'TOO_MANY_UNPAID';
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;

  -- A price, name or eligibility differs, or a product is gone: the caller prices the cart again.
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

  -- The order's row comes first: a code's use is recorded with the order's id.
  v_order := orders_insert_order(
    p_order_number => p_order_number, p_user_id => v_user.id, p_username => v_user.phone,
    p_first_name => v_user.first_name, p_last_name => v_user.last_name, p_phone => v_user.phone,
    p_address => v_address, p_total => p_subtotal, p_discount => p_discount, p_net => p_net,
    p_channel => p_channel, p_created_at => p_created_at, p_status => p_status,
    p_workflow_status => p_workflow_status, p_payment_status => p_payment_status,
    p_payment_method => p_payment_method, p_discount_code => p_discount_code,
    p_idempotency_key => p_idempotency_key, p_request_hash => p_request_hash,
    p_payment_due_at => p_payment_due_at, p_shipping_fee => p_shipping_fee
  );
  v_order_id := v_order.id;

  IF p_promotion_id IS NOT NULL THEN
    v_use := promotions_take_use(
      p_promotion_id => p_promotion_id,
      p_user_id => v_user.id,
      p_order_id => v_order_id,
      p_now => p_now,
      p_discount_type => p_discount_type,
      p_discount_value => p_discount_value
    );
    IF v_use <> 'taken' THEN
      -- The code was used up or changed since it was priced, or this customer's parallel order
      -- took it. The order's row is the only write so far, and nobody else has seen it.
      DELETE FROM transactions t WHERE t.id = v_order_id;
      outcome := CASE v_use WHEN 'ALREADY_REDEEMED' THEN 'ALREADY_REDEEMED'
        ELSE 'DISCOUNT_UNAVAILABLE' END;
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;

  -- Never short here: the products have been held since the check above, one line each.
  PERFORM catalog_take_held_stock(p_variant_ids => p_variant_ids, p_quantities => p_quantities);

  INSERT INTO transaction_items (
    transaction_id, product_id, variant_id, variant_label, product_name, quantity,
    price_per_unit_satang, total_price_satang, is_eligible_for_promotion
  )
  SELECT v_order_id, line.id, line.variant_id, line.label, line.name, line.quantity, line.price,
    line.price * line.quantity, line.eligible
  FROM unnest(p_product_ids, p_variant_ids, v_labels, p_names, p_quantities, p_unit_prices,
    p_eligible)
    WITH ORDINALITY AS line(id, variant_id, label, name, quantity, price, eligible, position)
  ORDER BY line.position;

  PERFORM analytics_record_event(
    p_event_type => 'transaction',
    p_user_id => v_user.id,
    p_user_name => v_user.first_name || ' ' || v_user.last_name,
    p_channel => p_channel,
    p_amount_satang => p_net,
    p_details => jsonb_build_object(
      'transaction_id', v_order_id, 'products', cardinality(p_product_ids)
    )
  );

  -- Committed with the order or not at all; only what the shop's message needs (no phone or
  -- address).
  PERFORM notifications_enqueue(
    p_template => 'shop.order_placed',
    p_payload => jsonb_build_object(
      'orderId', v_order_id,
      'firstName', v_user.first_name,
      'amountDueSatang', p_net + p_shipping_fee,
      'paymentMethod', p_payment_method
    )
  );
  -- The customer's "order received", when they linked LINE: what to pay and where.
  PERFORM notifications_enqueue_customer(
    p_user_id => v_user.id,
    p_template => 'customer.order_placed',
    p_payload => jsonb_build_object(
      'orderId', v_order_id,
      'amountDueSatang', p_net + p_shipping_fee,
      'paymentMethod', p_payment_method,
      'link', '/orders/' || v_order_id
        || CASE WHEN p_payment_method IN ('promptpay', 'bank_transfer') THEN '/payment' ELSE '' END
    )
  );
  -- A pack size this order took below its warning line (the size's own threshold; the spec's
  -- LOW_STOCK_THRESHOLD, 20, unless set) tells the shop once: only the order that crosses it, from
  -- the units held above. The message names the size.
  FOR i IN 1 .. v_lines LOOP
    IF v_available[i] >= v_thresholds[i] AND v_available[i] - p_quantities[i] < v_thresholds[i]
    THEN
      PERFORM notifications_enqueue(
        p_template => 'shop.low_stock',
        p_payload => jsonb_build_object(
          'productId', p_product_ids[i],
          'variantId', p_variant_ids[i],
          'name', p_names[i],
          'size', v_labels[i],
          'unitsLeft', v_available[i] - p_quantities[i]
        )
      );
    END IF;
  END LOOP;

  outcome := 'placed';
  order_id := v_order_id;
  saved := to_jsonb(v_order);
  RETURN NEXT;
END $$;
