-- Owner: catalog. Applied at every start, after the migrations, by src/server/db/functions.ts
-- (decision 0017), after stock.sql and notifications' outbox.sql, whose function it calls.
--
-- Promises (decision 0051):
-- * When a pack size's stock goes from none (0) to some, whatever statement does it (a product
--   save, an order cancelled, a line taken back, a manual order changed, a hand-made UPDATE),
--   every customer waiting for that size is told once: one `customer.back_in_stock` LINE message
--   when they linked LINE (notifications_enqueue_customer), in the same transaction, and their
--   alert is stamped `notified_at` (it ends, and stays as the account page's notice).
-- * An archived size tells no one (it is not for sale); its alerts wait.
-- * Two restocks at once: the size's row lock orders them, so the second sees stock above 0 and
--   tells no one; the alerts' UPDATE takes only rows still waiting, so none is told twice.

CREATE OR REPLACE FUNCTION catalog_tell_back_in_stock() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF NEW.archived THEN
    RETURN NULL;
  END IF;
  FOR r IN
    WITH told AS (
      UPDATE stock_alerts a SET notified_at = now()
      WHERE a.variant_id = NEW.id AND a.notified_at IS NULL
      RETURNING a.user_id
    )
    SELECT told.user_id, p.id AS product_id, p.name, p.category::text AS category
    FROM told JOIN products p ON p.id = NEW.product_id
  LOOP
    PERFORM notifications_enqueue_customer(
      p_user_id => r.user_id,
      p_template => 'customer.back_in_stock',
      p_payload => jsonb_build_object(
        'productId', r.product_id,
        'name', r.name,
        'size', NEW.label,
        'link', '/products/' || r.category || '/' || r.product_id
      )
    );
  END LOOP;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER product_variants_back_in_stock
AFTER UPDATE OF stock_count ON product_variants
FOR EACH ROW
WHEN (OLD.stock_count <= 0 AND NEW.stock_count > 0)
EXECUTE FUNCTION catalog_tell_back_in_stock();
