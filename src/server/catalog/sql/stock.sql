-- Owner: catalog. Applied at every start, after the migrations, by src/server/db/functions.ts
-- (decision 0017); git keeps its history. The server's code calls these through stock.ts.
--
-- Promises:
-- * A product's units for sale are its stock count while it is in stock, none otherwise
--   (catalog_available); stock never goes below zero.
-- * Every path that takes or returns units goes through catalog_take_stock and
--   catalog_return_stock. They lock the products in id order, as catalog_hold_products does, so
--   two orders never wait on each other in a circle; the locks are held until the caller commits.
-- * catalog_take_stock takes every line or none: when any product is short or gone it answers
--   those products (what is left; NULL for a product that is gone) and changes nothing.
-- * Quantities for the same product id are added up; a quantity must be a positive integer.
-- * Each change is one statement on products that bumps updated_at, so the catalogue's change
--   rows (migration 0003, the storefront's answer cache) note it once.

-- The one stock rule.
CREATE OR REPLACE FUNCTION catalog_available(p_in_stock boolean, p_stock_count integer)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN p_in_stock THEN p_stock_count ELSE 0 END
$$;

-- The lines asked for, one per product id (in the order first asked), quantities of a repeated id
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
    RAISE EXCEPTION 'stock lines: % product ids but % quantities',
      v_lines, coalesce(cardinality(p_quantities), 0);
  END IF;
  FOR i IN 1 .. v_lines LOOP
    IF p_product_ids[i] IS NULL OR p_quantities[i] IS NULL OR p_quantities[i] <= 0 THEN
      RAISE EXCEPTION 'stock line %: product % quantity % (a positive quantity of a product)',
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

-- Locks the products in id order until the caller commits and answers what an order compares
-- with the prices it was given, and the units for sale. A product that is gone has no row.
CREATE OR REPLACE FUNCTION catalog_hold_products(p_product_ids integer[])
RETURNS TABLE (
  product_id integer,
  name varchar,
  price_satang integer,
  is_eligible_for_promotion boolean,
  available integer
) LANGUAGE plpgsql
-- Planned once per connection; every statement finds its rows by key (decision 0014).
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
AS $$
BEGIN
  RETURN QUERY
    SELECT p.id, p.name, p.price_satang, p.is_eligible_for_promotion,
      catalog_available(p_in_stock => p.in_stock, p_stock_count => p.stock_count)
    FROM products p WHERE p.id = ANY (p_product_ids) ORDER BY p.id FOR UPDATE;
END $$;

-- Takes the units, all or none. Answers no rows when taken; otherwise the products short (what
-- is left, NULL when the product is gone), in id order, and takes nothing.
CREATE OR REPLACE FUNCTION catalog_take_stock(p_product_ids integer[], p_quantities integer[])
RETURNS TABLE (product_id integer, available integer) LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
AS $$
DECLARE
  v_asked record;
  v_ids integer[];
  v_wanted integer[];
  v_available integer[];
  v_short boolean := false;
  r record;
BEGIN
  v_asked := catalog_units_asked(p_product_ids => p_product_ids, p_quantities => p_quantities);
  v_ids := v_asked.product_ids;
  v_wanted := v_asked.quantities;
  IF cardinality(v_ids) = 0 THEN
    RETURN;
  END IF;
  v_available := array_fill(NULL::integer, ARRAY[cardinality(v_ids)]);
  FOR r IN
    SELECT p.id, catalog_available(p_in_stock => p.in_stock, p_stock_count => p.stock_count) AS units
    FROM products p WHERE p.id = ANY (v_ids) ORDER BY p.id FOR UPDATE
  LOOP
    v_available[array_position(v_ids, r.id)] := r.units;
  END LOOP;
  FOR i IN 1 .. cardinality(v_ids) LOOP
    v_short := v_short OR v_available[i] IS NULL OR v_available[i] < v_wanted[i];
  END LOOP;
  IF v_short THEN
    RETURN QUERY
      SELECT line.id, line.units
      FROM unnest(v_ids, v_wanted, v_available) AS line(id, wanted, units)
      WHERE line.units IS NULL OR line.units < line.wanted
      ORDER BY line.id;
    RETURN;
  END IF;
  UPDATE products p
  SET stock_count = p.stock_count - v_wanted[array_position(v_ids, p.id)], updated_at = now()
  WHERE p.id = ANY (v_ids);
END $$;

-- Takes units of products the caller holds (catalog_hold_products) and has found enough of, one
-- line per product: checkout's own path, which has checked every line on the held rows already,
-- so nothing is locked or counted twice.
CREATE OR REPLACE FUNCTION catalog_take_held_stock(p_product_ids integer[], p_quantities integer[])
RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
AS $$
BEGIN
  UPDATE products p
  SET stock_count = p.stock_count - p_quantities[array_position(p_product_ids, p.id)],
    updated_at = now()
  WHERE p.id = ANY (p_product_ids);
END $$;

-- Puts the units back on the shelf. A product that is gone takes nothing back.
CREATE OR REPLACE FUNCTION catalog_return_stock(p_product_ids integer[], p_quantities integer[])
RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
AS $$
DECLARE
  v_asked record;
  v_ids integer[];
  v_back integer[];
BEGIN
  v_asked := catalog_units_asked(p_product_ids => p_product_ids, p_quantities => p_quantities);
  v_ids := v_asked.product_ids;
  v_back := v_asked.quantities;
  PERFORM 1 FROM products p WHERE p.id = ANY (v_ids) ORDER BY p.id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  UPDATE products p
  SET stock_count = p.stock_count + v_back[array_position(v_ids, p.id)], updated_at = now()
  WHERE p.id = ANY (v_ids);
END $$;
