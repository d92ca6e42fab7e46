-- Owner: payments. Applied at every start, after the migrations, by src/server/db/functions.ts
-- (decision 0017). Called by orders' place_order.
--
-- Promises: payments_settings_version answers which save of the shop's payment settings is in
-- force: its time in whole milliseconds since 1970 (as the server's clock reads a saved row), 0
-- while the owner has saved none. Checkout prices with the settings it remembers and place_order
-- compares their version with this one, so an order is never placed under settings it was not
-- priced with. One lookup by key.
CREATE OR REPLACE FUNCTION payments_settings_version()
RETURNS bigint LANGUAGE plpgsql STABLE
-- PL/pgSQL, so its lookup is planned once per connection: a `sql` function whose body holds a
-- sub-select is neither inlined nor kept planned, and was planned again on every order.
AS $$
BEGIN
  RETURN coalesce(
    (SELECT floor(extract(epoch FROM s.updated_at) * 1000)::bigint
     FROM payment_settings s WHERE s.id = 1),
    0);
END $$;
