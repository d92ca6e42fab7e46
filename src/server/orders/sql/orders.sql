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
  p_shipping_fee integer DEFAULT 0
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
      shipping_fee_satang, channel, idempotency_key, request_hash, created_at, updated_at
    ) VALUES (
      'TXN' || (p_order_number + v_attempts), p_user_id, p_username, p_first_name, p_last_name,
      p_phone, p_address, p_total, p_discount_code, p_discount, p_net,
      p_status, p_workflow_status, p_payment_method, p_payment_status, p_cancelled_by,
      p_payment_due_at, p_shipping_fee, p_channel, p_idempotency_key, p_request_hash,
      p_created_at, p_created_at
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
