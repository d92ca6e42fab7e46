-- Owner: points. Applied at every start, after the migrations, by src/server/db/functions.ts
-- (decision 0017), before the order functions that call it.
--
-- Promises: a member's balance (member_points) moves only with a ledger row (points_ledger) in
-- the same statement's transaction (decision 0054); the balance row is what two spends of one
-- member lock, so two orders at once cannot spend the same points.

-- The version of the points settings an order was priced with: their last save, in
-- milliseconds; 0 before the owner ever saved them.
-- PL/pgSQL, as payments' and shipping's versions, so its lookup is planned once per connection:
-- a `sql` function whose body holds a sub-select is neither inlined nor kept planned, and was
-- planned again on every order that spends points (about 87 µs a call in psql; 20 µs now).
CREATE OR REPLACE FUNCTION points_settings_version() RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce(
    (SELECT floor(extract(epoch FROM s.updated_at) * 1000)::bigint
     FROM points_settings s WHERE s.id = 1),
    0);
END $$;

-- The member's balance, locked until the caller's transaction ends (0 and nothing locked for a
-- member who never had points: there is nothing to spend). PL/pgSQL for the same reason.
CREATE OR REPLACE FUNCTION points_hold_balance(p_user_id uuid) RETURNS integer
LANGUAGE plpgsql AS $$
BEGIN
  RETURN coalesce(
    (SELECT m.balance FROM member_points m WHERE m.user_id = p_user_id FOR UPDATE),
    0);
END $$;

-- One change of a member's points: its ledger row and the balance kept in step; answers the new
-- balance. A change that would leave the balance below 0 fails on the balance's check; callers
-- hold the balance (points_hold_balance) and refuse first.
CREATE OR REPLACE FUNCTION points_record(
  p_user_id uuid,
  p_change integer,
  p_reason varchar,
  p_order_id varchar,
  p_now timestamptz,
  p_note varchar DEFAULT NULL,
  p_staff_id uuid DEFAULT NULL
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_balance integer;
BEGIN
  -- The row's check (balance >= 0) would judge an INSERT's own values before a conflict, so the
  -- balance is updated, and made only when the member has none yet.
  UPDATE member_points m SET balance = m.balance + p_change, updated_at = p_now
  WHERE m.user_id = p_user_id
  RETURNING m.balance INTO v_balance;
  IF NOT FOUND THEN
    INSERT INTO member_points AS m (user_id, balance, updated_at)
    VALUES (p_user_id, 0, p_now)
    ON CONFLICT (user_id) DO NOTHING;
    UPDATE member_points m SET balance = m.balance + p_change, updated_at = p_now
    WHERE m.user_id = p_user_id
    RETURNING m.balance INTO v_balance;
  END IF;
  INSERT INTO points_ledger (user_id, change, reason, order_id, note, staff_id, created_at)
  VALUES (p_user_id, p_change, p_reason, p_order_id, p_note, p_staff_id, p_now);
  RETURN v_balance;
END $$;
