-- Hand-written (decision 0014: an order stays one round trip).
--
-- place_order takes the order's channel (p_channel): the API decides it from the request by the
-- one rule of shared/domain/analytics.ts (channelOf), the rule page views and logins use too, so
-- an order placed from a phone is recorded as 'mobile' like that phone's page views. Otherwise
-- the function is migration 0006's, unchanged.
DROP FUNCTION place_order(
  bigint, varchar, varchar, varchar, varchar, integer[], integer[], integer[], boolean[], varchar[],
  integer, integer, integer, integer, varchar, discount_type, integer, timestamptz, timestamptz
);--> statement-breakpoint
CREATE FUNCTION place_order(
  p_order_number bigint,
  p_session_id varchar,
  p_shipping_address varchar,
  p_idempotency_key varchar,
  p_request_hash varchar,
  p_product_ids integer[],
  p_quantities integer[],
  p_unit_prices integer[],
  p_eligible boolean[],
  p_names varchar[],
  p_subtotal integer,
  p_discount integer,
  p_net integer,
  p_promotion_id integer,
  p_discount_code varchar,
  p_discount_type discount_type,
  p_discount_value integer,
  p_now timestamptz,
  p_created_at timestamptz,
  p_channel event_channel
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
  ship_to varchar
) LANGUAGE plpgsql
-- Its statements are planned once per connection, not again on every call with new arrays. A plan
-- made without the arrays guesses ten elements for `= ANY (p_product_ids)`, and on a small table a
-- sequential scan then looks cheaper than ten index lookups; every statement here finds its rows
-- by key, so scans are ruled out.
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
AS $$
#variable_conflict use_column
DECLARE
  v_user record;
  v_address varchar;
  v_order_id varchar(32);
  v_request_hash varchar(64);
  v_lines integer := cardinality(p_product_ids);
  v_available integer[] := array_fill(NULL::integer, ARRAY[v_lines]);
  v_changed boolean := false;
  v_found integer := 0;
  v_short jsonb := '[]';
  v_attempts integer := 0;
  r record;
  i integer;
BEGIN
  SELECT * INTO v_user FROM live_session_user(p_session_id, p_now);
  IF NOT FOUND THEN
    outcome := 'UNAUTHENTICATED';
    RETURN NEXT;
    RETURN;
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

  -- Held in id order until commit, so two checkouts never wait on each other in a circle; what the
  -- lock reads is what the checks below compare.
  FOR r IN
    SELECT p.id, p.price_satang, p.is_eligible_for_promotion, p.name, p.in_stock, p.stock_count
    FROM products p WHERE p.id = ANY (p_product_ids) ORDER BY p.id FOR UPDATE
  LOOP
    i := array_position(p_product_ids, r.id);
    v_found := v_found + 1;
    v_changed := v_changed OR r.price_satang <> p_unit_prices[i]
      OR r.is_eligible_for_promotion <> p_eligible[i] OR r.name <> p_names[i];
    v_available[i] := CASE WHEN r.in_stock THEN r.stock_count ELSE 0 END;
  END LOOP;

  -- Checked after the lock: a parallel request with the same key has committed by now.
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

  -- A price, name or eligibility differs, or a product is gone: the caller prices the cart again.
  IF v_changed OR v_found <> v_lines THEN
    outcome := 'PRICES_CHANGED';
    RETURN NEXT;
    RETURN;
  END IF;

  -- A code this customer has used is refused before the stock, as the code's other rules are.
  IF p_promotion_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM promotion_redemptions pr
    WHERE pr.promotion_id = p_promotion_id AND pr.user_id = v_user.id
  ) THEN
    outcome := 'ALREADY_REDEEMED';
    RETURN NEXT;
    RETURN;
  END IF;

  -- The lines short, in the cart's order, with what is left.
  FOR i IN 1 .. v_lines LOOP
    IF v_available[i] < p_quantities[i] THEN
      v_short := v_short
        || jsonb_build_object('productId', p_product_ids[i], 'available', v_available[i]);
    END IF;
  END LOOP;
  IF v_short <> '[]' THEN
    outcome := 'OUT_OF_STOCK';
    shortages := v_short;
    RETURN NEXT;
    RETURN;
  END IF;

  IF p_promotion_id IS NOT NULL THEN
    -- The guarded update holds the promotion row: uses never pass max_uses.
    UPDATE promotions pm
    SET current_uses = pm.current_uses + 1
    WHERE pm.id = p_promotion_id AND pm.is_active AND pm.current_uses < pm.max_uses
      AND (pm.start_date IS NULL OR pm.start_date <= p_now)
      AND (pm.end_date IS NULL OR pm.end_date >= p_now)
      AND pm.discount_type = p_discount_type AND pm.discount_value_hundredths = p_discount_value;
    IF NOT FOUND THEN
      outcome := 'DISCOUNT_UNAVAILABLE';
      RETURN NEXT;
      RETURN;
    END IF;
    INSERT INTO promotion_redemptions (promotion_id, user_id)
    VALUES (p_promotion_id, v_user.id)
    ON CONFLICT ON CONSTRAINT promotion_redemptions_one_per_user DO NOTHING;
    IF NOT FOUND THEN
      -- Redeemed meanwhile by a parallel order of this customer. This call still holds the
      -- promotion row, so giving the use back is exact.
      UPDATE promotions pm SET current_uses = pm.current_uses - 1 WHERE pm.id = p_promotion_id;
      outcome := 'ALREADY_REDEEMED';
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;

  UPDATE products p
  SET stock_count = p.stock_count - p_quantities[array_position(p_product_ids, p.id)],
    updated_at = now()
  WHERE p.id = ANY (p_product_ids);

  -- 'TXN' + milliseconds; bumped while another server process holds the number.
  LOOP
    INSERT INTO transactions AS t (
      id, user_id, username, first_name, last_name, phone, address,
      total_amount_satang, discount_code, discount_value_satang, net_amount_satang,
      status, workflow_status, channel, idempotency_key, request_hash, created_at, updated_at
    ) VALUES (
      'TXN' || (p_order_number + v_attempts), v_user.id, v_user.phone, v_user.first_name,
      v_user.last_name, v_user.phone, v_address, p_subtotal, p_discount_code, p_discount, p_net,
      'pending', 'orders', p_channel, p_idempotency_key, p_request_hash, p_created_at,
      p_created_at
    )
    ON CONFLICT ON CONSTRAINT transactions_pkey DO NOTHING
    RETURNING t.id INTO v_order_id;
    EXIT WHEN v_order_id IS NOT NULL;
    v_attempts := v_attempts + 1;
    IF v_attempts >= 1000 THEN
      RAISE EXCEPTION 'no free order id';
    END IF;
  END LOOP;

  INSERT INTO transaction_items (
    transaction_id, product_id, product_name, quantity,
    price_per_unit_satang, total_price_satang, is_eligible_for_promotion
  )
  SELECT v_order_id, line.id, line.name, line.quantity, line.price, line.price * line.quantity,
    line.eligible
  FROM unnest(p_product_ids, p_names, p_quantities, p_unit_prices, p_eligible)
    WITH ORDINALITY AS line(id, name, quantity, price, eligible, position)
  ORDER BY line.position;

  IF p_promotion_id IS NOT NULL THEN
    UPDATE promotion_redemptions pr SET transaction_id = v_order_id
    WHERE pr.promotion_id = p_promotion_id AND pr.user_id = v_user.id;
  END IF;

  INSERT INTO analytics_events (event_type, user_id, user_name, channel, amount_satang, details)
  VALUES (
    'transaction', v_user.id, v_user.first_name || ' ' || v_user.last_name, p_channel, p_net,
    jsonb_build_object('transaction_id', v_order_id, 'products', cardinality(p_product_ids))
  );

  outcome := 'placed';
  order_id := v_order_id;
  RETURN NEXT;
END $$;
