-- Owner: analytics. Applied at every start, after the migrations, by src/server/db/functions.ts
-- (decision 0017); git keeps its history.
--
-- Promises: analytics_record_event records one event as it is given, in the caller's
-- transaction (an order's `transaction` event is saved, or rolled back, with the order); the
-- daily roll-up (migration 0002) follows it by its trigger. The server's own writes go through
-- events.service.ts; database functions that record an event call this.
CREATE OR REPLACE FUNCTION analytics_record_event(
  p_event_type event_type,
  p_user_id uuid,
  p_user_name varchar,
  p_channel event_channel,
  p_amount_satang integer DEFAULT NULL,
  p_details jsonb DEFAULT '{}'
) RETURNS void LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO analytics_events (event_type, user_id, user_name, channel, amount_satang, details)
  VALUES (p_event_type, p_user_id, p_user_name, p_channel, p_amount_satang, p_details);
END $$;
