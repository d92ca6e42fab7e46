-- Owner: addresses. Applied at every start, after the migrations, by src/server/db/functions.ts
-- (decision 0017). Called by orders' place_order.
--
-- Promises: addresses_default_of answers a customer's default address in the book, by its id and
-- version (the time of its last change in whole milliseconds since 1970, as the server's clock
-- reads it), or no row when the book has none. Checkout remembers the default it priced an order
-- for and place_order compares it with this, so an order without an address never goes where the
-- book no longer says. One lookup by the book's index.
CREATE OR REPLACE FUNCTION addresses_default_of(p_user_id uuid)
RETURNS TABLE (address_id uuid, version bigint) LANGUAGE sql STABLE
AS $$
  SELECT a.id, floor(extract(epoch FROM a.updated_at) * 1000)::bigint
  FROM customer_addresses a
  WHERE a.user_id = p_user_id AND a.is_default
  LIMIT 1
$$;
