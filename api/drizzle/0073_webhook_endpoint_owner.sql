ALTER TABLE "webhook_endpoints" ADD COLUMN "api_client_id" integer;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_api_client_id_api_clients_id_fk" FOREIGN KEY ("api_client_id") REFERENCES "public"."api_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An endpoint a key subscribed receives only what its client may read: with reach 'all' every event,
-- with reach 'own' the events of the bookings, series and quote requests its client made, and nothing
-- once its client is revoked. The office's endpoints (no client; every endpoint made before this
-- migration) receive every event. `p_api_client_id` is the client that made the event's subject.
CREATE OR REPLACE FUNCTION webhook_event(p_type text, p_subject text, p_booking_id integer, p_data jsonb, p_api_client_id integer)
RETURNS void AS $$
DECLARE
  v_event text;
  v_payload jsonb;
BEGIN
  IF p_data IS NULL OR NOT EXISTS (
       SELECT 1 FROM webhook_endpoints e
        WHERE e.enabled AND e.events @> jsonb_build_array(p_type)
          AND (e.api_client_id IS NULL OR EXISTS (
                SELECT 1 FROM api_clients c
                 WHERE c.id = e.api_client_id AND c.revoked_at IS NULL
                   AND (c.reach = 'all' OR c.id = p_api_client_id)))) THEN
    RETURN;
  END IF;
  v_payload := jsonb_build_object(
    'type', p_type,
    'timestamp', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'data', p_data);
  v_event := 'evt_' || replace(gen_random_uuid()::text, '-', '');
  INSERT INTO webhook_deliveries (event_id, type, payload, endpoint_id, booking_id, subject)
    SELECT v_event, p_type, v_payload, e.id, p_booking_id, p_subject
      FROM webhook_endpoints e
     WHERE e.enabled AND e.events @> jsonb_build_array(p_type)
       AND (e.api_client_id IS NULL OR EXISTS (
             SELECT 1 FROM api_clients c
              WHERE c.id = e.api_client_id AND c.revoked_at IS NULL
                AND (c.reach = 'all' OR c.id = p_api_client_id)))
     ORDER BY e.id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_booking_event(p_booking_id integer, p_type text, p_extra jsonb DEFAULT '{}'::jsonb)
RETURNS void AS $$
DECLARE
  v_client integer;
BEGIN
  SELECT b.api_client_id INTO v_client FROM bookings b WHERE b.id = p_booking_id;
  PERFORM webhook_event(p_type, 'booking:' || p_booking_id, p_booking_id, (
    SELECT jsonb_build_object(
             'guidId', b.guid_id, 'id', b.id::text, 'status', b.status, 'date', b.booking_date,
             'timeSlot', b.booking_time, 'totalPrice', b.total_price, 'currency', 'ZAR',
             'seriesId', b.series_id::text) || p_extra
      FROM bookings b WHERE b.id = p_booking_id), v_client);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_series_event(p_series_id integer, p_type text, p_booking_id integer, p_extra jsonb DEFAULT '{}'::jsonb)
RETURNS void AS $$
DECLARE
  v_client integer;
BEGIN
  SELECT f.api_client_id INTO v_client
    FROM booking_series s JOIN bookings f ON f.id = s.first_booking_id WHERE s.id = p_series_id;
  PERFORM webhook_event(p_type, 'series:' || p_series_id, p_booking_id, (
    SELECT jsonb_build_object(
             'id', s.id::text, 'kind', s.kind, 'status', s.status, 'repeatWeeks', s.repeat_weeks,
             'timeSlot', s.booking_time, 'startDate', s.start_date, 'endDate', s.end_date,
             'nextDate', s.next_date, 'pausedFrom', s.paused_from, 'visitPrice', s.visit_price,
             'currency', 'ZAR', 'firstBookingGuidId',
             (SELECT f.guid_id FROM bookings f WHERE f.id = s.first_booking_id)) || p_extra
      FROM booking_series s WHERE s.id = p_series_id), v_client);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_quote_request_event(p_quote_request_id integer, p_type text)
RETURNS void AS $$
DECLARE
  v_booking_id integer;
  v_client integer;
BEGIN
  SELECT q.booking_id, q.api_client_id INTO v_booking_id, v_client
    FROM quote_requests q WHERE q.id = p_quote_request_id;
  PERFORM webhook_event(p_type, 'quote_request:' || p_quote_request_id, v_booking_id, (
    SELECT jsonb_build_object(
             'id', q.id::text, 'status', q.status, 'serviceName', q.service_name, 'suburb', q.suburb,
             'createdAt', to_char(q.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'booking', CASE WHEN b.id IS NULL THEN NULL ELSE jsonb_build_object(
               'id', b.id::text, 'guidId', b.guid_id, 'totalPrice', b.total_price, 'currency', 'ZAR',
               'date', b.booking_date, 'timeSlot', b.booking_time) END)
      FROM quote_requests q LEFT JOIN bookings b ON b.id = q.booking_id
     WHERE q.id = p_quote_request_id), v_client);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP FUNCTION webhook_event(text, text, integer, jsonb);
