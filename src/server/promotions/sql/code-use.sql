-- Owner: promotions. Applied at every start, after the migrations, by src/server/db/functions.ts
-- (decision 0017); git keeps its history. The server's code calls these through code-use.ts and
-- redemption.service.ts.
--
-- Promises:
-- * promotions_code_refusal is the one rule for whether a code can be used: NULL, or the first
--   reason in the spec's order (NOT_FOUND, INACTIVE, NOT_STARTED, EXPIRED, MAX_USES_REACHED,
--   ALREADY_REDEEMED). Whether the cart has anything eligible is pricing's to say, not this.
-- * promotions_redeemed: a customer uses a promotion at most once.
-- * A use is taken and given back only by promotions_take_use and promotions_give_back_use. Both
--   hold the promotion's row until the caller commits (after the products, when an order holds
--   products too), so uses never pass max_uses and a give-back is exact, however many orders run
--   at once.

CREATE OR REPLACE FUNCTION promotions_redeemed(p_promotion_id integer, p_user_id uuid)
RETURNS boolean LANGUAGE plpgsql STABLE
AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM promotion_redemptions r
    WHERE r.promotion_id = p_promotion_id AND r.user_id = p_user_id
  );
END $$;

-- p_promotion: the promotion's row as the caller read it, NULL when there is none. p_user_id:
-- NULL when nobody is signed in (or the caller decides the one-per-customer rule itself).
CREATE OR REPLACE FUNCTION promotions_code_refusal(
  p_promotion promotions,
  p_user_id uuid,
  p_now timestamptz
) RETURNS text LANGUAGE plpgsql STABLE
AS $$
BEGIN
  RETURN CASE
    WHEN p_promotion.id IS NULL THEN 'NOT_FOUND'
    WHEN NOT p_promotion.is_active THEN 'INACTIVE'
    WHEN p_promotion.start_date > p_now THEN 'NOT_STARTED'
    WHEN p_promotion.end_date < p_now THEN 'EXPIRED'
    WHEN p_promotion.current_uses >= p_promotion.max_uses THEN 'MAX_USES_REACHED'
    WHEN p_user_id IS NOT NULL
      AND promotions_redeemed(p_promotion_id => p_promotion.id, p_user_id => p_user_id)
      THEN 'ALREADY_REDEEMED'
  END;
END $$;

-- Takes one use of a promotion for an order: 'taken', or 'UNAVAILABLE' (the code cannot be used
-- now, or its rule is no longer the one priced: p_discount_type and p_discount_value) or
-- 'ALREADY_REDEEMED' (this customer has used it), and then writes nothing. A customer's use is
-- recorded with the order's id; an order without a customer (p_user_id NULL) only counts a use.
CREATE OR REPLACE FUNCTION promotions_take_use(
  p_promotion_id integer,
  p_user_id uuid,
  p_order_id varchar,
  p_now timestamptz,
  p_discount_type discount_type,
  p_discount_value integer
) RETURNS text LANGUAGE plpgsql
AS $$
DECLARE
  v_promotion promotions;
BEGIN
  SELECT pm.* INTO v_promotion FROM promotions pm WHERE pm.id = p_promotion_id FOR UPDATE;
  IF promotions_code_refusal(p_promotion => v_promotion, p_user_id => NULL, p_now => p_now)
      IS NOT NULL
    OR v_promotion.discount_type IS DISTINCT FROM p_discount_type
    OR v_promotion.discount_value_hundredths IS DISTINCT FROM p_discount_value THEN
    RETURN 'UNAVAILABLE';
  END IF;
  IF p_user_id IS NOT NULL THEN
    -- Exact under concurrency: a parallel order of this customer waited on the promotion's row
    -- and finds this one's redemption once it is committed.
    INSERT INTO promotion_redemptions (promotion_id, user_id, transaction_id)
    VALUES (p_promotion_id, p_user_id, p_order_id)
    ON CONFLICT ON CONSTRAINT promotion_redemptions_one_per_user DO NOTHING;
    IF NOT FOUND THEN
      RETURN 'ALREADY_REDEEMED';
    END IF;
  END IF;
  UPDATE promotions pm SET current_uses = pm.current_uses + 1 WHERE pm.id = p_promotion_id;
  RETURN 'taken';
END $$;

-- Gives back the use an order took: its redemption goes and the promotion counts one use less.
-- Answers whether there was one to give back (false when given back already, or the order
-- recorded none).
CREATE OR REPLACE FUNCTION promotions_give_back_use(p_order_id varchar)
RETURNS boolean LANGUAGE plpgsql
AS $$
DECLARE
  v_promotion_id integer;
BEGIN
  SELECT r.promotion_id INTO v_promotion_id
  FROM promotion_redemptions r WHERE r.transaction_id = p_order_id
  LIMIT 1;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  -- The promotion's row first, as a take holds it: a give-back and a take never wait on each
  -- other in a circle, and two give-backs of one order count one.
  PERFORM 1 FROM promotions pm WHERE pm.id = v_promotion_id FOR UPDATE;
  DELETE FROM promotion_redemptions r
  WHERE r.transaction_id = p_order_id AND r.promotion_id = v_promotion_id;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  UPDATE promotions pm SET current_uses = pm.current_uses - 1 WHERE pm.id = v_promotion_id;
  RETURN true;
END $$;
