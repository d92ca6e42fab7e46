-- Hand-written (decision 0014): `place_order` as in migration 0004, with the same arguments and
-- answers, but every statement on `products` finds its rows through the primary key. 0004 joined the
-- cart's arrays to `products`; planned once per connection for an array of unknown length, that
-- join read the whole table (a hash join over a sequential scan) three times per order, and the
-- table grows with every product and with every stock update until it is vacuumed. Here the lock
-- also reads the rows, the checks run on what it read, and the stock update looks rows up by id.
-- Its product ids must be distinct (the API refuses duplicate lines): a repeated id makes the rows
-- found fewer than the lines, which is answered as PRICES_CHANGED, never as a sale.
CREATE OR REPLACE FUNCTION place_order(
  p_order_number bigint,
  p_user_id uuid,
  p_username varchar,
  p_first_name varchar,
  p_last_name varchar,
  p_phone varchar,
  p_address varchar,
  p_idempotency_key varchar,
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
  p_created_at timestamptz
) RETURNS TABLE (outcome text, order_id varchar, shortages jsonb) LANGUAGE plpgsql
-- Its statements are planned once per connection, not again on every call with new arrays. A plan
-- made without the arrays guesses ten elements for `= ANY (p_product_ids)`, and on a small table a
-- sequential scan then looks cheaper than ten index lookups; every statement here finds its rows
-- by key, so scans are ruled out.
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
AS $$
DECLARE
  v_order_id varchar(32);
  v_lines integer := cardinality(p_product_ids);
  v_available integer[] := array_fill(NULL::integer, ARRAY[v_lines]);
  v_changed boolean := false;
  v_found integer := 0;
  v_short jsonb := '[]';
  v_attempts integer := 0;
  r record;
  i integer;
BEGIN
  -- Held in id order until commit, so two checkouts never wait on each other in a circle; what the
  -- lock reads is what the checks below compare.
  FOR r IN
    SELECT id, price_satang, is_eligible_for_promotion, name, in_stock, stock_count
    FROM products WHERE id = ANY (p_product_ids) ORDER BY id FOR UPDATE
  LOOP
    i := array_position(p_product_ids, r.id);
    v_found := v_found + 1;
    v_changed := v_changed OR r.price_satang <> p_unit_prices[i]
      OR r.is_eligible_for_promotion <> p_eligible[i] OR r.name <> p_names[i];
    v_available[i] := CASE WHEN r.in_stock THEN r.stock_count ELSE 0 END;
  END LOOP;

  -- Checked after the lock: a parallel request with the same key has committed by now.
  IF p_idempotency_key IS NOT NULL THEN
    SELECT t.id INTO v_order_id FROM transactions t
    WHERE t.user_id = p_user_id AND t.idempotency_key = p_idempotency_key;
    IF FOUND THEN
      RETURN QUERY SELECT 'replayed', v_order_id, NULL::jsonb;
      RETURN;
    END IF;
  END IF;

  -- A price, name or eligibility differs, or a product is gone: the caller prices the cart again.
  IF v_changed OR v_found <> v_lines THEN
    RETURN QUERY SELECT 'PRICES_CHANGED', NULL::varchar, NULL::jsonb;
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
    RETURN QUERY SELECT 'OUT_OF_STOCK', NULL::varchar, v_short;
    RETURN;
  END IF;

  IF p_promotion_id IS NOT NULL THEN
    -- The guarded update holds the promotion row: uses never pass max_uses.
    UPDATE promotions
    SET current_uses = current_uses + 1
    WHERE id = p_promotion_id AND is_active AND current_uses < max_uses
      AND (start_date IS NULL OR start_date <= p_now)
      AND (end_date IS NULL OR end_date >= p_now)
      AND discount_type = p_discount_type AND discount_value_hundredths = p_discount_value;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'DISCOUNT_UNAVAILABLE', NULL::varchar, NULL::jsonb;
      RETURN;
    END IF;
    INSERT INTO promotion_redemptions (promotion_id, user_id)
    VALUES (p_promotion_id, p_user_id)
    ON CONFLICT (promotion_id, user_id) DO NOTHING;
    IF NOT FOUND THEN
      -- This call still holds the promotion row, so giving the use back is exact.
      UPDATE promotions SET current_uses = current_uses - 1 WHERE id = p_promotion_id;
      RETURN QUERY SELECT 'ALREADY_REDEEMED', NULL::varchar, NULL::jsonb;
      RETURN;
    END IF;
  END IF;

  UPDATE products
  SET stock_count = stock_count - p_quantities[array_position(p_product_ids, id)], updated_at = now()
  WHERE id = ANY (p_product_ids);

  -- 'TXN' + milliseconds; bumped while another server process holds the number.
  LOOP
    INSERT INTO transactions (
      id, user_id, username, first_name, last_name, phone, address,
      total_amount_satang, discount_code, discount_value_satang, net_amount_satang,
      status, workflow_status, channel, idempotency_key, created_at, updated_at
    ) VALUES (
      'TXN' || (p_order_number + v_attempts), p_user_id, p_username, p_first_name, p_last_name,
      p_phone, p_address, p_subtotal, p_discount_code, p_discount, p_net,
      'pending', 'orders', 'website', p_idempotency_key, p_created_at, p_created_at
    )
    ON CONFLICT (id) DO NOTHING
    RETURNING id INTO v_order_id;
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
    UPDATE promotion_redemptions SET transaction_id = v_order_id
    WHERE promotion_id = p_promotion_id AND user_id = p_user_id;
  END IF;

  INSERT INTO analytics_events (event_type, user_id, user_name, channel, amount_satang, details)
  VALUES (
    'transaction', p_user_id, p_first_name || ' ' || p_last_name, 'website', p_net,
    jsonb_build_object('transaction_id', v_order_id, 'products', cardinality(p_product_ids))
  );

  RETURN QUERY SELECT 'placed', v_order_id, NULL::jsonb;
END $$;
