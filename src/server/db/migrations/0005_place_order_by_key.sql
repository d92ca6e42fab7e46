-- This migration created the checkout's database functions (live_session_user, place_order).
-- They now live beside their domain's code and are applied at every start, after the migrations
-- (decision 0017: src/server/db/functions.ts); their history is those files'. The statement
-- below keeps the migration's place in the sequence.
SELECT 1;
