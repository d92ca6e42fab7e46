-- Owner: catalog. Applied at every start, after the migrations, by src/server/db/functions.ts
-- (decision 0017); git keeps its history. The server's code calls these through stock.ts.
--
-- Promises:
-- * Stock is counted per pack size (product_variants). A size's units for sale are its stock
--   count while its product is in stock and the size is not archived, none otherwise
--   (catalog_available); stock never goes below zero.
-- * Every path that takes or returns units goes through catalog_take_stock and
--   catalog_return_stock. They lock the sizes' products in id order, then the sizes in id order,
--   as catalog_hold_products does, so two orders never wait on each other in a circle (the
--   trigger that keeps a product's price in step with its sizes, migrations 0020 and 0030,
--   writes the product's row, which the caller already holds); the locks are held until the
--   caller commits.
-- * catalog_take_stock takes every line or none: when any size is short or gone it answers
--   those sizes (what is left; NULL for a size that is gone) and changes nothing.
-- * Quantities for the same size id are added up; a quantity must be a positive integer.
-- * A take that leaves a size below its warning line (the size's own threshold) tells the shop
--   once, whichever path takes it (checkout, a manual order, a reopened order, a staff edit of
--   the items): only the take that crosses the line, with the `shop.low_stock` message
--   (notifications: notifications_enqueue), in the caller's transaction.
-- * Each change is one statement on product_variants, and writes only the sizes' rows: a
--   product's stock is its live sizes' added up when it is read (decision 0063). The statement's
--   trigger (migration 0030) adds one catalogue change row (migration 0003), so the storefront's
--   cached answers and kept pages show what is left.

-- The product's row says what its live sizes say (the triggers of migrations 0020 and 0030 call
-- this when sizes are added or removed, or their price, points, order or archiving change): the
-- cheapest live size's price, original price and points; a product whose sizes are all archived
-- keeps its last price. Stock is not rolled up: it is the sizes' alone (decision 0063).
-- PL/pgSQL, so its statement is planned once per connection: the migration's `sql` function was
-- planned again on every call, and every order calls it.
CREATE OR REPLACE FUNCTION catalog_roll_up_variants(p_product_ids integer[]) RETURNS void
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  UPDATE products p
  SET price_satang = coalesce(live.price_satang, p.price_satang),
    original_price_satang = CASE WHEN live.price_satang IS NULL THEN p.original_price_satang
      ELSE live.original_price_satang END,
    member_points = coalesce(live.member_points, p.member_points),
    updated_at = now()
  FROM (
    SELECT ids.id, cheapest.price_satang, cheapest.original_price_satang, cheapest.member_points
    FROM (SELECT DISTINCT unnest(p_product_ids) AS id) ids
    LEFT JOIN LATERAL (
      SELECT v.price_satang, v.original_price_satang, v.member_points
      FROM product_variants v WHERE v.product_id = ids.id AND NOT v.archived
      ORDER BY v.price_satang, v.position, v.id LIMIT 1
    ) cheapest ON true
  ) live
  WHERE p.id = live.id;
END $$;

-- The signatures before stock was counted per pack size (same argument types, other names).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'catalog_take_stock'
    AND 'p_product_ids' = ANY (proargnames)) THEN
    DROP FUNCTION catalog_take_stock(integer[], integer[]);
  END IF;
  IF EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'catalog_take_held_stock'
    AND 'p_product_ids' = ANY (proargnames)) THEN
    DROP FUNCTION catalog_take_held_stock(integer[], integer[]);
  END IF;
  IF EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'catalog_return_stock'
    AND 'p_product_ids' = ANY (proargnames)) THEN
    DROP FUNCTION catalog_return_stock(integer[], integer[]);
  END IF;
END $$;
DROP FUNCTION IF EXISTS catalog_hold_products(integer[]);
-- The answer before it said whether each product may be paid to the courier.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'catalog_hold_products'
    AND NOT 'cod_allowed' = ANY (proargnames)) THEN
    DROP FUNCTION catalog_hold_products(integer[], integer[]);
  END IF;
END $$;
-- The answer before it gave each size's points, which the order's lines keep.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'catalog_hold_products'
    AND NOT 'member_points' = ANY (proargnames)) THEN
    DROP FUNCTION catalog_hold_products(integer[], integer[]);
  END IF;
END $$;

-- The one stock rule.
CREATE OR REPLACE FUNCTION catalog_available(p_in_stock boolean, p_stock_count integer)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN p_in_stock THEN p_stock_count ELSE 0 END
$$;

-- The lines asked for, one per id (in the order first asked), quantities of a repeated id
-- added up. Plain PL/pgSQL on the arrays, no query: a cart has a few lines.
CREATE OR REPLACE FUNCTION catalog_units_asked(
  p_product_ids integer[],
  p_quantities integer[],
  OUT product_ids integer[],
  OUT quantities integer[]
) LANGUAGE plpgsql IMMUTABLE
AS $$
DECLARE
  v_lines integer := coalesce(cardinality(p_product_ids), 0);
  v_at integer;
BEGIN
  product_ids := '{}';
  quantities := '{}';
  IF v_lines <> coalesce(cardinality(p_quantities), 0) THEN
    RAISE EXCEPTION 'stock lines: % ids but % quantities',
      v_lines, coalesce(cardinality(p_quantities), 0);
  END IF;
  FOR i IN 1 .. v_lines LOOP
    IF p_product_ids[i] IS NULL OR p_quantities[i] IS NULL OR p_quantities[i] <= 0 THEN
      RAISE EXCEPTION 'stock line %: id % quantity % (a positive quantity of a size)',
        i, p_product_ids[i], p_quantities[i];
    END IF;
    v_at := array_position(product_ids, p_product_ids[i]);
    IF v_at IS NULL THEN
      product_ids := product_ids || p_product_ids[i];
      quantities := quantities || p_quantities[i];
    ELSE
      quantities[v_at] := quantities[v_at] + p_quantities[i];
    END IF;
  END LOOP;
END $$;

-- Locks the sizes' products in id order, then the sizes, until the caller commits, and answers
-- what an order compares with the prices it was given, the units for sale, and the points a unit
-- earns. A size that is gone, archived or not of the product named with it has no row.
CREATE OR REPLACE FUNCTION catalog_hold_products(p_product_ids integer[], p_variant_ids integer[])
RETURNS TABLE (
  product_id integer,
  variant_id integer,
  name varchar,
  label varchar,
  price_satang integer,
  is_eligible_for_promotion boolean,
  available integer,
  low_stock_threshold integer,
  cod_allowed boolean,
  member_points integer
) LANGUAGE plpgsql
-- Planned once per connection; every statement finds its rows by key (decision 0014).
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
AS $$
BEGIN
  PERFORM 1 FROM products p WHERE p.id = ANY (p_product_ids) ORDER BY p.id FOR UPDATE;
  RETURN QUERY
    SELECT p.id, v.id, p.name, v.label, v.price_satang, p.is_eligible_for_promotion,
      catalog_available(p_in_stock => p.in_stock, p_stock_count => v.stock_count),
      v.low_stock_threshold, p.cod_allowed, v.member_points
    FROM product_variants v
    JOIN products p ON p.id = v.product_id
    JOIN unnest(p_product_ids, p_variant_ids) AS line(product_id, variant_id)
      ON line.variant_id = v.id AND line.product_id = v.product_id
    WHERE v.id = ANY (p_variant_ids) AND NOT v.archived
    ORDER BY v.id FOR UPDATE OF v;
END $$;

-- Locks the products of these sizes in id order (then the caller locks the sizes).
CREATE OR REPLACE FUNCTION catalog_lock_products_of(p_variant_ids integer[])
RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
AS $$
BEGIN
  PERFORM 1 FROM products p
  WHERE p.id IN (SELECT v.product_id FROM product_variants v WHERE v.id = ANY (p_variant_ids))
  ORDER BY p.id FOR UPDATE OF p;
END $$;

-- The shop's `shop.low_stock` message for one size just left below its warning line
-- (notifications: notifications_enqueue), in the caller's transaction.
CREATE OR REPLACE FUNCTION catalog_tell_low_stock(
  p_product_id integer,
  p_variant_id integer,
  p_name varchar,
  p_size varchar,
  p_units_left integer
) RETURNS void LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM notifications_enqueue(
    p_template => 'shop.low_stock',
    p_payload => jsonb_build_object(
      'productId', p_product_id,
      'variantId', p_variant_id,
      'name', p_name,
      'size', p_size,
      'unitsLeft', p_units_left
    )
  );
END $$;

-- The shop's warning for each size these units just left below its warning line: called by
-- catalog_take_stock after its UPDATE, on the rows it holds, with the units each size gave (one
-- line per size; checkout's catalog_take_held_stock finds the same in its UPDATE). Before the
-- take a size had what is left now plus what was taken.
CREATE OR REPLACE FUNCTION catalog_warn_low_stock(p_variant_ids integer[], p_taken integer[])
RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT p.id AS product_id, v.id AS variant_id, p.name, v.label, v.low_stock_threshold,
      catalog_available(p_in_stock => p.in_stock, p_stock_count => v.stock_count) AS left_now,
      line.taken
    FROM unnest(p_variant_ids, p_taken) WITH ORDINALITY AS line(variant_id, taken, position)
    JOIN product_variants v ON v.id = line.variant_id
    JOIN products p ON p.id = v.product_id
    ORDER BY line.position
  LOOP
    IF r.left_now + r.taken >= r.low_stock_threshold AND r.left_now < r.low_stock_threshold THEN
      PERFORM catalog_tell_low_stock(p_product_id => r.product_id, p_variant_id => r.variant_id,
        p_name => r.name, p_size => r.label, p_units_left => r.left_now);
    END IF;
  END LOOP;
END $$;

-- Takes the units, all or none. Answers no rows when taken; otherwise the sizes short (what is
-- left, NULL when the size is gone or archived), in id order, and takes nothing.
CREATE OR REPLACE FUNCTION catalog_take_stock(p_variant_ids integer[], p_quantities integer[])
RETURNS TABLE (product_id integer, variant_id integer, available integer) LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
AS $$
DECLARE
  v_asked record;
  v_ids integer[];
  v_wanted integer[];
  v_available integer[];
  v_products integer[];
  v_short boolean := false;
  r record;
BEGIN
  v_asked := catalog_units_asked(p_product_ids => p_variant_ids, p_quantities => p_quantities);
  v_ids := v_asked.product_ids;
  v_wanted := v_asked.quantities;
  IF cardinality(v_ids) = 0 THEN
    RETURN;
  END IF;
  v_available := array_fill(NULL::integer, ARRAY[cardinality(v_ids)]);
  v_products := array_fill(NULL::integer, ARRAY[cardinality(v_ids)]);
  PERFORM catalog_lock_products_of(p_variant_ids => v_ids);
  FOR r IN
    SELECT v.id, v.product_id,
      CASE WHEN v.archived THEN NULL
        ELSE catalog_available(p_in_stock => p.in_stock, p_stock_count => v.stock_count) END AS units
    FROM product_variants v JOIN products p ON p.id = v.product_id
    WHERE v.id = ANY (v_ids) ORDER BY v.id FOR UPDATE OF v
  LOOP
    v_available[array_position(v_ids, r.id)] := r.units;
    v_products[array_position(v_ids, r.id)] := r.product_id;
  END LOOP;
  FOR i IN 1 .. cardinality(v_ids) LOOP
    v_short := v_short OR v_available[i] IS NULL OR v_available[i] < v_wanted[i];
  END LOOP;
  IF v_short THEN
    RETURN QUERY
      SELECT line.product_id, line.id, line.units
      FROM unnest(v_ids, v_wanted, v_available, v_products)
        AS line(id, wanted, units, product_id)
      WHERE line.units IS NULL OR line.units < line.wanted
      ORDER BY line.id;
    RETURN;
  END IF;
  UPDATE product_variants v
  SET stock_count = v.stock_count - v_wanted[array_position(v_ids, v.id)], updated_at = now()
  WHERE v.id = ANY (v_ids);
  PERFORM catalog_warn_low_stock(p_variant_ids => v_ids, p_taken => v_wanted);
END $$;

-- Takes units of sizes the caller holds (catalog_hold_products) and has found enough of, one
-- line per size: checkout's own path, which has checked every line on the held rows already,
-- so nothing is locked or counted twice. One statement takes the units and answers the sizes it
-- left below their warning line, as catalog_warn_low_stock would find them (a held size's product
-- is in stock, so what is left is its stock count), with no second read of the sizes.
CREATE OR REPLACE FUNCTION catalog_take_held_stock(p_variant_ids integer[], p_quantities integer[])
RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    WITH taken AS (
      UPDATE product_variants v
      SET stock_count = v.stock_count - line.taken, updated_at = now()
      FROM unnest(p_variant_ids, p_quantities) WITH ORDINALITY AS line(variant_id, taken, position)
      WHERE v.id = line.variant_id
      RETURNING v.product_id, v.id AS variant_id, v.label, v.low_stock_threshold,
        v.stock_count AS left_now, line.taken, line.position
    )
    SELECT t.product_id, t.variant_id, p.name, t.label, t.left_now
    FROM taken t JOIN products p ON p.id = t.product_id
    WHERE t.left_now + t.taken >= t.low_stock_threshold AND t.left_now < t.low_stock_threshold
    ORDER BY t.position
  LOOP
    PERFORM catalog_tell_low_stock(p_product_id => r.product_id, p_variant_id => r.variant_id,
      p_name => r.name, p_size => r.label, p_units_left => r.left_now);
  END LOOP;
END $$;

-- Puts the units back on the shelf of their size (an archived size too: it is counted again if
-- the shop brings it back). A size that is gone takes nothing back.
CREATE OR REPLACE FUNCTION catalog_return_stock(p_variant_ids integer[], p_quantities integer[])
RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
AS $$
DECLARE
  v_asked record;
  v_ids integer[];
  v_back integer[];
BEGIN
  v_asked := catalog_units_asked(p_product_ids => p_variant_ids, p_quantities => p_quantities);
  v_ids := v_asked.product_ids;
  v_back := v_asked.quantities;
  IF cardinality(v_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM catalog_lock_products_of(p_variant_ids => v_ids);
  PERFORM 1 FROM product_variants v WHERE v.id = ANY (v_ids) ORDER BY v.id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  UPDATE product_variants v
  SET stock_count = v.stock_count + v_back[array_position(v_ids, v.id)], updated_at = now()
  WHERE v.id = ANY (v_ids);
END $$;
