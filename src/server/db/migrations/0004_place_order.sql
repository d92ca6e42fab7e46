-- Hand-written (decision 0011): the writing half of a checkout as one call, so an order costs the
-- server one round trip to the database instead of eight. The caller has read the products and the
-- code and priced the cart with the shared pricing function; this function holds the rows, checks
-- that what the caller priced is still true, and saves stock, order, lines, the code's use and the
-- `transaction` event together (one statement: an error undoes all of it).
-- It answers one row: `outcome` is 'placed' or 'replayed' (with `order_id`), or a refusal that
-- saved nothing: 'PRICES_CHANGED' (a price, name or eligibility differs, or a product is gone:
-- price the cart again), 'OUT_OF_STOCK' (`shortages`: [{"productId", "available"}]),
-- 'DISCOUNT_UNAVAILABLE' (used up, switched off, out of its dates or its value changed) or
-- 'ALREADY_REDEEMED'. Refusals are answers, not exceptions: an exception makes the pool drop the
-- connection, and a busy shop refuses many orders for stock.
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
-- Its statements are planned once per connection, not again on every call with new arrays.
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_order_id varchar(32);
  v_shortages jsonb;
  v_attempts integer := 0;
BEGIN
  -- Held in id order until commit, so two checkouts never wait on each other in a circle.
  PERFORM 1 FROM products WHERE id = ANY (p_product_ids) ORDER BY id FOR UPDATE;

  -- Checked after the lock: a parallel request with the same key has committed by now.
  IF p_idempotency_key IS NOT NULL THEN
    SELECT t.id INTO v_order_id
    FROM transactions t
    WHERE t.user_id = p_user_id AND t.idempotency_key = p_idempotency_key;
    IF FOUND THEN
      RETURN QUERY SELECT 'replayed', v_order_id, NULL::jsonb;
      RETURN;
    END IF;
  END IF;

  IF EXISTS (
    SELECT 1
    FROM unnest(p_product_ids, p_unit_prices, p_eligible, p_names) AS line(id, price, eligible, name)
    LEFT JOIN products p ON p.id = line.id
    WHERE p.id IS NULL OR p.price_satang <> line.price
      OR p.is_eligible_for_promotion <> line.eligible OR p.name <> line.name
  ) THEN
    RETURN QUERY SELECT 'PRICES_CHANGED', NULL::varchar, NULL::jsonb;
    RETURN;
  END IF;

  SELECT jsonb_agg(jsonb_build_object(
      'productId', p.id,
      'available', CASE WHEN p.in_stock THEN p.stock_count ELSE 0 END
    ) ORDER BY line.position)
  INTO v_shortages
  FROM unnest(p_product_ids, p_quantities) WITH ORDINALITY AS line(id, quantity, position)
  JOIN products p ON p.id = line.id
  WHERE NOT p.in_stock OR p.stock_count < line.quantity;
  IF v_shortages IS NOT NULL THEN
    RETURN QUERY SELECT 'OUT_OF_STOCK', NULL::varchar, v_shortages;
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

  UPDATE products p
  SET stock_count = p.stock_count - line.quantity, updated_at = now()
  FROM unnest(p_product_ids, p_quantities) AS line(id, quantity)
  WHERE p.id = line.id;

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
