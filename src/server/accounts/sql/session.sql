-- Owner: accounts. Applied at every start, after the migrations, by src/server/db/functions.ts
-- (decision 0017); git keeps its history.
--
-- Promises: live_session_user(p_session_id, p_now) is the one rule for who a session cookie is.
-- A session counts while it has not expired, for a user who is active and not locked; the answer
-- is that user's row, or no row. The session look-up of every request (session.service.ts) and
-- place_order both ask it. Plain SQL, so the planner folds it into the query that calls it.
-- (Created by migration 0005; kept here since.)
CREATE OR REPLACE FUNCTION live_session_user(p_session_id varchar, p_now timestamptz)
RETURNS TABLE (
  id uuid,
  phone varchar,
  first_name varchar,
  last_name varchar,
  address varchar,
  role user_role,
  status user_status,
  is_locked boolean,
  created_at timestamptz,
  last_profile_edit_at timestamptz
) LANGUAGE sql STABLE
AS $$
  SELECT u.id, u.phone, u.first_name, u.last_name, u.address, u.role, u.status, u.is_locked,
    u.created_at, u.last_profile_edit_at
  FROM sessions s
  JOIN users u ON u.id = s.user_id
  WHERE s.id = p_session_id AND s.expires_at > p_now AND u.status = 'active' AND NOT u.is_locked
$$;
