-- Owner: notifications. Applied at every start, after the migrations, by src/server/db/functions.ts
-- (decision 0017); git keeps its history. Called by orders' place_order and, through
-- enqueue.ts, by the order's moves, each inside the change's own transaction.
--
-- Promises: notifications_enqueue writes the shop's message about a change into the outbox in the
-- caller's transaction, so the message exists exactly when the change is committed: one `line`
-- row per shop recipient when the LINE channel has a token and recipients, else one `log` row.
-- Each row gets its own retry key. Answers how many rows it wrote. One INSERT, no round trip.

CREATE OR REPLACE FUNCTION notifications_enqueue(
  p_template varchar,
  -- Only what the text needs; never a phone or an address.
  p_payload jsonb
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_written integer;
BEGIN
  INSERT INTO notification_outbox (channel, recipient, template, payload)
  SELECT 'line'::notification_channel, to_line.recipient, p_template, p_payload
  FROM line_settings s, unnest(s.shop_recipients) AS to_line(recipient)
  WHERE s.id = 1 AND s.channel_access_token <> '' AND to_line.recipient <> ''
  UNION ALL
  SELECT 'log'::notification_channel, '', p_template, p_payload
  WHERE NOT EXISTS (
    SELECT 1 FROM line_settings s
    WHERE s.id = 1 AND s.channel_access_token <> ''
      AND EXISTS (SELECT 1 FROM unnest(s.shop_recipients) AS r(recipient) WHERE r.recipient <> '')
  );
  GET DIAGNOSTICS v_written = ROW_COUNT;
  RETURN v_written;
END $$;

-- Promises: notifications_enqueue_customer writes a message to one customer in the caller's
-- transaction: one `line` row to the LINE user the customer linked, when the channel has a token
-- and the customer has a link; otherwise nothing (a customer without LINE is never written to,
-- not even in the log). Answers how many rows it wrote (0 or 1). One INSERT, found by keys.
CREATE OR REPLACE FUNCTION notifications_enqueue_customer(
  p_user_id uuid,
  p_template varchar,
  -- Only what the text needs; never a phone or an address.
  p_payload jsonb
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_written integer;
BEGIN
  INSERT INTO notification_outbox (channel, recipient, template, payload)
  SELECT 'line'::notification_channel, l.line_user_id, p_template, p_payload
  FROM line_links l, line_settings s
  WHERE l.user_id = p_user_id AND s.id = 1 AND s.channel_access_token <> '';
  GET DIAGNOSTICS v_written = ROW_COUNT;
  RETURN v_written;
END $$;
