-- This migration created the checkout's database function (place_order, with the order's channel). It now lives beside
-- its domain's code and is applied at every start, after the migrations (decision 0017:
-- src/server/db/functions.ts); its history is that file's. The statement below keeps the
-- migration's place in the sequence.
SELECT 1;
