-- Owner: orders. Applied at every start, after the migrations, by src/server/db/functions.ts
-- (decision 0017). Called by place_order (orders/sql/place_order.sql) and by the back office's
-- manual orders (orders/manual-order.ts), with named arguments.
--
-- Promises: orders_insert_order saves a new order's row under the next free id — 'TXN' and the
-- number given (the millisecond clock), bumped while another server process holds that number —
-- and answers the row as saved. The order's first state comes from the caller, which takes it
-- from the order lifecycle (shared/domain/order-lifecycle.ts, placedState); nothing here
-- decides it.

-- The signature before orders carried a payment deadline and a shipping fee.
DROP FUNCTION IF EXISTS orders_insert_order(
  bigint, uuid, varchar, varchar, varchar, varchar, varchar, integer, integer, integer,
  event_channel, timestamptz, order_status, workflow_stage, payment_status, payment_method,
  cancelled_by, varchar, varchar, varchar
);

-- The signature before the order's structured address was saved with its row.
DROP FUNCTION IF EXISTS orders_insert_order(
  bigint, uuid, varchar, varchar, varchar, varchar, varchar, integer, integer, integer,
  event_channel, timestamptz, order_status, workflow_stage, payment_status, payment_method,
  cancelled_by, varchar, varchar, varchar, timestamptz, integer
);

-- The signature before the COD fee was kept apart from the shipping fee.
DROP FUNCTION IF EXISTS orders_insert_order(
  bigint, uuid, varchar, varchar, varchar, varchar, varchar, integer, integer, integer,
  event_channel, timestamptz, order_status, workflow_stage, payment_status, payment_method,
  cancelled_by, varchar, varchar, varchar, timestamptz, integer, jsonb
);

-- The signature before the order's row was saved with the member points it spends.
DROP FUNCTION IF EXISTS orders_insert_order(
  bigint, uuid, varchar, varchar, varchar, varchar, varchar, integer, integer, integer,
  event_channel, timestamptz, order_status, workflow_stage, payment_status, payment_method,
  cancelled_by, varchar, varchar, varchar, timestamptz, integer, jsonb, integer
);

CREATE OR REPLACE FUNCTION orders_insert_order(
  p_order_number bigint,
  p_user_id uuid,
  p_username varchar,
  p_first_name varchar,
  p_last_name varchar,
  p_phone varchar,
  p_address varchar,
  p_total integer,
  p_discount integer,
  p_net integer,
  p_channel event_channel,
  p_created_at timestamptz,
  p_status order_status,
  p_workflow_status workflow_stage,
  p_payment_status payment_status,
  p_payment_method payment_method DEFAULT NULL,
  p_cancelled_by cancelled_by DEFAULT NULL,
  p_discount_code varchar DEFAULT NULL,
  p_idempotency_key varchar DEFAULT NULL,
  p_request_hash varchar DEFAULT NULL,
  p_payment_due_at timestamptz DEFAULT NULL,
  p_shipping_fee integer DEFAULT 0,
  -- The structured address the text above was made from; NULL for a free-text one.
  p_shipping_address jsonb DEFAULT NULL,
  -- The part of p_shipping_fee that paying the courier adds.
  p_cod_fee integer DEFAULT 0,
  -- The member's points the order spends and what they take off the net; 0: none.
  p_points_used integer DEFAULT 0,
  p_points_discount integer DEFAULT 0
) RETURNS transactions LANGUAGE plpgsql AS $$
DECLARE
  v_order transactions;
  v_attempts integer := 0;
BEGIN
  LOOP
    INSERT INTO transactions AS t (
      id, user_id, username, first_name, last_name, phone, address,
      total_amount_satang, discount_code, discount_value_satang, net_amount_satang,
      status, workflow_status, payment_method, payment_status, cancelled_by, payment_due_at,
      shipping_fee_satang, channel, idempotency_key, request_hash, created_at, updated_at,
      shipping_address, cod_fee_satang, points_used, points_discount_satang
    ) VALUES (
      'TXN' || (p_order_number + v_attempts), p_user_id, p_username, p_first_name, p_last_name,
      p_phone, p_address, p_total, p_discount_code, p_discount, p_net,
      p_status, p_workflow_status, p_payment_method, p_payment_status, p_cancelled_by,
      p_payment_due_at, p_shipping_fee, p_channel, p_idempotency_key, p_request_hash,
      p_created_at, p_created_at, p_shipping_address, p_cod_fee, p_points_used, p_points_discount
    )
    ON CONFLICT ON CONSTRAINT transactions_pkey DO NOTHING
    RETURNING t.* INTO v_order;
    EXIT WHEN v_order.id IS NOT NULL;
    v_attempts := v_attempts + 1;
    IF v_attempts >= 1000 THEN
      RAISE EXCEPTION 'no free order id';
    END IF;
  END LOOP;
  RETURN v_order;
END $$;

-- Promises: orders_ordered_variants answers which of these pack sizes an order line names (any
-- order, cancelled lines too): the catalogue archives such a size rather than deleting it, so the
-- line keeps pointing at it. Found by the lines' variant index.
CREATE OR REPLACE FUNCTION orders_ordered_variants(p_variant_ids integer[])
RETURNS TABLE (variant_id integer) LANGUAGE sql STABLE
AS $$
  SELECT DISTINCT i.variant_id FROM transaction_items i WHERE i.variant_id = ANY (p_variant_ids)
$$;

-- Promises: orders_place carries out the lifecycle's `place` move (shared/domain/
-- order-lifecycle.ts) for a priced order, in the caller's transaction: the order's row in the
-- first state it is given, then the move's effects as the table names them (p_effects:
-- 'takeCodeUse', one use of the code through promotions_take_use; 'takeStock', the lines' units
-- through catalog: catalog_take_held_stock when the caller holds the sizes and has counted them,
-- catalog_take_stock otherwise), the lines, and the move's messages as the table names them
-- (p_tell_shop, p_tell_customer; NULL: none) through notifications_enqueue and
-- notifications_enqueue_customer. Nothing here decides a state, an effect or a template: the
-- server passes the table's decision, and an effect this function does not know is an error,
-- never skipped. Checkout (place_order) and the back office's manual orders (manual-order.ts)
-- both place through it.
-- Outcomes: placed (with the row as saved), ALREADY_REDEEMED or DISCOUNT_UNAVAILABLE (the code's
-- use was refused), OUT_OF_STOCK (with `shortages`: a size short or gone, NULL `available` when
-- gone); every refusal leaves nothing written.
-- The signature before the COD fee was kept apart from the shipping fee.
DROP FUNCTION IF EXISTS orders_place(
  bigint, uuid, varchar, varchar, varchar, varchar, varchar, jsonb, integer[], integer[],
  varchar[], varchar[], integer[], integer[], boolean[], integer, integer, integer, event_channel,
  timestamptz, timestamptz, order_status, workflow_stage, payment_status, payment_method,
  cancelled_by, timestamptz, integer, varchar, varchar, integer, varchar, discount_type, integer,
  varchar[], varchar, varchar, varchar, boolean
);

-- The signature before the lines were saved with the points they earn and the row with the
-- points it spends.
DROP FUNCTION IF EXISTS orders_place(
  bigint, uuid, varchar, varchar, varchar, varchar, varchar, jsonb, integer[], integer[],
  varchar[], varchar[], integer[], integer[], boolean[], integer, integer, integer, event_channel,
  timestamptz, timestamptz, order_status, workflow_stage, payment_status, payment_method,
  cancelled_by, timestamptz, integer, varchar, varchar, integer, varchar, discount_type, integer,
  varchar[], varchar, varchar, varchar, boolean, integer
);

CREATE OR REPLACE FUNCTION orders_place(
  p_order_number bigint,
  p_user_id uuid,
  p_username varchar,
  p_first_name varchar,
  p_last_name varchar,
  p_phone varchar,
  p_address varchar,
  p_shipping_address jsonb,
  p_product_ids integer[],
  p_variant_ids integer[],
  p_labels varchar[],
  p_names varchar[],
  p_quantities integer[],
  p_unit_prices integer[],
  p_eligible boolean[],
  p_subtotal integer,
  p_discount integer,
  p_net integer,
  p_channel event_channel,
  p_now timestamptz,
  p_created_at timestamptz,
  p_status order_status,
  p_workflow_status workflow_stage,
  p_payment_status payment_status,
  p_payment_method payment_method,
  p_cancelled_by cancelled_by,
  p_payment_due_at timestamptz,
  p_shipping_fee integer,
  p_idempotency_key varchar,
  p_request_hash varchar,
  p_promotion_id integer,
  p_discount_code varchar,
  p_discount_type discount_type,
  p_discount_value integer,
  p_effects varchar[],
  p_tell_shop varchar,
  p_tell_customer varchar,
  -- The customer's link to the order, `{orderId}` standing for its id (orderLink in
  -- shared/notification-messages.ts makes it).
  p_link varchar,
  -- True when the caller holds the sizes (catalog_hold_products) and found enough of each.
  p_stock_held boolean,
  -- The part of p_shipping_fee that paying the courier adds.
  p_cod_fee integer DEFAULT 0,
  -- The points a unit of each line earns once delivered (NULL: none, as for a manual order).
  p_member_points integer[] DEFAULT NULL,
  -- The member's points the order spends and what they take off the net (0: none); the
  -- caller records them in the member's ledger.
  p_points_used integer DEFAULT 0,
  p_points_discount integer DEFAULT 0
) RETURNS TABLE (outcome text, saved jsonb, shortages jsonb) LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
AS $$
#variable_conflict use_column
DECLARE
  v_order transactions;
  v_use text;
  v_short jsonb;
  v_effect varchar;
BEGIN
  FOREACH v_effect IN ARRAY p_effects LOOP
    -- 'takePoints' is carried out by place_order, which knows the points the customer spends
    -- (a manual order spends none).
    IF v_effect NOT IN ('takeStock', 'takeCodeUse', 'takePoints') THEN
      RAISE EXCEPTION 'orders_place: the effect % is not carried out here', v_effect;
    END IF;
  END LOOP;

  -- The order's row comes first: a code's use is recorded with the order's id.
  v_order := orders_insert_order(
    p_order_number => p_order_number, p_user_id => p_user_id, p_username => p_username,
    p_first_name => p_first_name, p_last_name => p_last_name, p_phone => p_phone,
    p_address => p_address, p_total => p_subtotal, p_discount => p_discount, p_net => p_net,
    p_channel => p_channel, p_created_at => p_created_at, p_status => p_status,
    p_workflow_status => p_workflow_status, p_payment_status => p_payment_status,
    p_payment_method => p_payment_method, p_cancelled_by => p_cancelled_by,
    p_discount_code => p_discount_code, p_idempotency_key => p_idempotency_key,
    p_request_hash => p_request_hash, p_payment_due_at => p_payment_due_at,
    p_shipping_fee => p_shipping_fee, p_shipping_address => p_shipping_address,
    p_cod_fee => p_cod_fee, p_points_used => p_points_used, p_points_discount => p_points_discount
  );

  IF p_promotion_id IS NOT NULL AND 'takeCodeUse' = ANY (p_effects) THEN
    v_use := promotions_take_use(
      p_promotion_id => p_promotion_id,
      p_user_id => p_user_id,
      p_order_id => v_order.id,
      p_now => p_now,
      p_discount_type => p_discount_type,
      p_discount_value => p_discount_value
    );
    IF v_use <> 'taken' THEN
      -- The order's row is the only write so far, and nobody else has seen it.
      DELETE FROM transactions t WHERE t.id = v_order.id;
      outcome := CASE v_use WHEN 'ALREADY_REDEEMED' THEN 'ALREADY_REDEEMED'
        ELSE 'DISCOUNT_UNAVAILABLE' END;
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;

  IF 'takeStock' = ANY (p_effects) AND cardinality(p_variant_ids) > 0 THEN
    IF p_stock_held THEN
      -- Never short here: the caller holds the sizes and counted them, one line each.
      PERFORM catalog_take_held_stock(p_variant_ids => p_variant_ids, p_quantities => p_quantities);
    ELSE
      SELECT coalesce(jsonb_agg(jsonb_build_object('productId', s.product_id,
          'variantId', s.variant_id, 'available', s.available) ORDER BY s.variant_id), '[]')
      INTO v_short
      FROM catalog_take_stock(p_variant_ids => p_variant_ids, p_quantities => p_quantities) s;
      IF v_short <> '[]' THEN
        -- Nothing was taken; the code's use goes with the order's row.
        IF v_use = 'taken' THEN
          PERFORM promotions_give_back_use(p_order_id => v_order.id);
        END IF;
        DELETE FROM transactions t WHERE t.id = v_order.id;
        outcome := 'OUT_OF_STOCK';
        shortages := v_short;
        RETURN NEXT;
        RETURN;
      END IF;
    END IF;
  END IF;

  -- One statement with every column: a line updated later in this transaction would have its
  -- foreign keys checked again.
  INSERT INTO transaction_items (
    transaction_id, product_id, variant_id, variant_label, product_name, quantity,
    price_per_unit_satang, total_price_satang, is_eligible_for_promotion, member_points
  )
  SELECT v_order.id, line.id, line.variant_id, line.label, line.name, line.quantity, line.price,
    line.price * line.quantity, line.eligible, coalesce(p_member_points[line.position], 0)
  FROM unnest(p_product_ids, p_variant_ids, p_labels, p_names, p_quantities, p_unit_prices,
    p_eligible)
    WITH ORDINALITY AS line(id, variant_id, label, name, quantity, price, eligible, position)
  ORDER BY line.position;

  -- Committed with the order or not at all; only what each message needs (no phone or address).
  IF p_tell_shop IS NOT NULL THEN
    PERFORM notifications_enqueue(
      p_template => p_tell_shop,
      p_payload => jsonb_build_object(
        'orderId', v_order.id,
        'firstName', p_first_name,
        'amountDueSatang', p_net + p_shipping_fee,
        'paymentMethod', p_payment_method
      )
    );
  END IF;
  IF p_tell_customer IS NOT NULL AND p_user_id IS NOT NULL THEN
    PERFORM notifications_enqueue_customer(
      p_user_id => p_user_id,
      p_template => p_tell_customer,
      p_payload => jsonb_build_object(
        'orderId', v_order.id,
        'amountDueSatang', p_net + p_shipping_fee,
        'paymentMethod', p_payment_method,
        'link', replace(p_link, '{orderId}', v_order.id)
      )
    );
  END IF;

  outcome := 'placed';
  saved := to_jsonb(v_order);
  RETURN NEXT;
END $$;
