-- Row-level security on every table of the shop, with no policy: the shop's own connection owns
-- the tables and is not bound by it, while any other role a platform gives its REST API (a
-- managed PostgreSQL's anon or authenticated roles) reads and writes nothing, even when granted.
-- A table added later must do the same (db/row-level-security.test.ts checks them all).
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format('ALTER TABLE public.%I ENABLE ROW LEVEL SECURITY', t.tablename);
  END LOOP;
END
$$;
