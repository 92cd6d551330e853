-- Every event issue #35 names (docs/graphql.md, "Webhooks"): besides a booking's, a series' and a
-- quote request's. Each delivery names its subject (`booking:<id>`, `series:<id>`,
-- `quote_request:<id>`), and an endpoint receives one subject's events in order.
DROP INDEX "webhook_deliveries_waiting_idx";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "subject" text;--> statement-breakpoint
UPDATE "webhook_deliveries" SET "subject" = 'booking:' || coalesce("booking_id"::text, '0');--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "subject" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_waiting_idx" ON "webhook_deliveries" USING btree ("endpoint_id","subject","id") WHERE delivered_at is null and failed_at is null;--> statement-breakpoint
-- One event written to the outbox in the caller's transaction: one row per enabled endpoint
-- subscribed to `p_type`, all with one event id ('evt_' + 32 hex: WEBHOOK_EVENT_ID_PREFIX).
CREATE OR REPLACE FUNCTION webhook_event(p_type text, p_subject text, p_booking_id integer, p_data jsonb)
RETURNS void AS $$
DECLARE
  v_event text;
  v_payload jsonb;
BEGIN
  IF p_data IS NULL OR NOT EXISTS (SELECT 1 FROM webhook_endpoints e
                  WHERE e.enabled AND e.events @> jsonb_build_array(p_type)) THEN
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
     ORDER BY e.id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A booking's event: the booking as it stands, plus `p_extra` (the api's recordBookingEvent and the
-- triggers below call it).
CREATE OR REPLACE FUNCTION webhook_booking_event(p_booking_id integer, p_type text, p_extra jsonb DEFAULT '{}'::jsonb)
RETURNS void AS $$
BEGIN
  PERFORM webhook_event(p_type, 'booking:' || p_booking_id, p_booking_id, (
    SELECT jsonb_build_object(
             'guidId', b.guid_id, 'id', b.id::text, 'status', b.status, 'date', b.booking_date,
             'timeSlot', b.booking_time, 'totalPrice', b.total_price, 'currency', 'ZAR',
             'seriesId', b.series_id::text) || p_extra
      FROM bookings b WHERE b.id = p_booking_id));
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A series' event: the series as it stands (no personal data), plus `p_extra`; `p_booking_id` is the
-- visit it is about, if any.
CREATE OR REPLACE FUNCTION webhook_series_event(p_series_id integer, p_type text, p_booking_id integer, p_extra jsonb DEFAULT '{}'::jsonb)
RETURNS void AS $$
BEGIN
  PERFORM webhook_event(p_type, 'series:' || p_series_id, p_booking_id, (
    SELECT jsonb_build_object(
             'id', s.id::text, 'kind', s.kind, 'status', s.status, 'repeatWeeks', s.repeat_weeks,
             'timeSlot', s.booking_time, 'startDate', s.start_date, 'endDate', s.end_date,
             'nextDate', s.next_date, 'pausedFrom', s.paused_from, 'visitPrice', s.visit_price,
             'currency', 'ZAR', 'firstBookingGuidId',
             (SELECT f.guid_id FROM bookings f WHERE f.id = s.first_booking_id)) || p_extra
      FROM booking_series s WHERE s.id = p_series_id));
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A quote request's event: what was asked and, once priced, its booking (no contact details).
CREATE OR REPLACE FUNCTION webhook_quote_request_event(p_quote_request_id integer, p_type text)
RETURNS void AS $$
DECLARE
  v_booking_id integer;
BEGIN
  SELECT q.booking_id INTO v_booking_id FROM quote_requests q WHERE q.id = p_quote_request_id;
  PERFORM webhook_event(p_type, 'quote_request:' || p_quote_request_id, v_booking_id, (
    SELECT jsonb_build_object(
             'id', q.id::text, 'status', q.status, 'serviceName', q.service_name, 'suburb', q.suburb,
             'createdAt', to_char(q.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'booking', CASE WHEN b.id IS NULL THEN NULL ELSE jsonb_build_object(
               'id', b.id::text, 'guidId', b.guid_id, 'totalPrice', b.total_price, 'currency', 'ZAR',
               'date', b.booking_date, 'timeSlot', b.booking_time) END)
      FROM quote_requests q LEFT JOIN bookings b ON b.id = q.booking_id
     WHERE q.id = p_quote_request_id));
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A booking's changes: cancelled, rescheduled (as in 0053), completed, and a series visit skipped.
CREATE OR REPLACE FUNCTION bookings_webhook_events() RETURNS trigger AS $$
BEGIN
  IF OLD.status IS DISTINCT FROM NEW.status AND NEW.status = 'cancelled' THEN
    PERFORM webhook_booking_event(NEW.id, 'booking.cancelled', jsonb_build_object(
      'previousStatus', OLD.status,
      'holdExpired', OLD.hold_expired_at IS NULL AND NEW.hold_expired_at IS NOT NULL));
  ELSIF OLD.status IS DISTINCT FROM NEW.status AND NEW.status = 'completed' THEN
    PERFORM webhook_booking_event(NEW.id, 'booking.completed', jsonb_build_object(
      'previousStatus', OLD.status,
      'completedAt', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')));
  ELSIF NEW.status <> 'cancelled' AND (
        OLD.booking_date IS DISTINCT FROM NEW.booking_date
     OR OLD.booking_time IS DISTINCT FROM NEW.booking_time
     OR OLD.resume_date IS DISTINCT FROM NEW.resume_date
     OR OLD.resume_time IS DISTINCT FROM NEW.resume_time
     OR (OLD.crew_id IS NOT NULL AND OLD.crew_id IS DISTINCT FROM NEW.crew_id)) THEN
    PERFORM webhook_booking_event(NEW.id, 'booking.rescheduled', jsonb_build_object(
      'crewId', NEW.crew_id::text, 'resumeDate', NEW.resume_date, 'resumeTimeSlot', NEW.resume_time,
      'previous', jsonb_build_object('date', OLD.booking_date, 'timeSlot', OLD.booking_time,
                                     'crewId', OLD.crew_id::text, 'resumeDate', OLD.resume_date,
                                     'resumeTimeSlot', OLD.resume_time)));
  END IF;
  IF NOT OLD.skipped AND NEW.skipped AND NEW.series_id IS NOT NULL THEN
    PERFORM webhook_series_event(NEW.series_id, 'series.visit_skipped', NEW.id, jsonb_build_object(
      'visit', jsonb_build_object('id', NEW.id::text, 'guidId', NEW.guid_id,
                                  'date', NEW.booking_date, 'timeSlot', NEW.booking_time)));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- series.visit_created: a visit the series makes (its first visit is the booking that made it, and is
-- reported as booking.created).
CREATE OR REPLACE FUNCTION bookings_webhook_insert_events() RETURNS trigger AS $$
BEGIN
  IF NEW.series_id IS NOT NULL THEN
    PERFORM webhook_series_event(NEW.series_id, 'series.visit_created', NEW.id, jsonb_build_object(
      'visit', jsonb_build_object('id', NEW.id::text, 'guidId', NEW.guid_id, 'status', NEW.status,
                                  'date', NEW.booking_date, 'timeSlot', NEW.booking_time,
                                  'totalPrice', NEW.total_price, 'currency', 'ZAR')));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bookings_webhooks_insert
  AFTER INSERT ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_webhook_insert_events();
--> statement-breakpoint
-- booking.refund_due (a payment is owed back: a second payment, a slot that filled, a paid booking
-- cancelled) and booking.refunded (as in 0053).
CREATE OR REPLACE FUNCTION payments_webhook_events() RETURNS trigger AS $$
BEGIN
  IF NEW.refund_status = 'due' AND (TG_OP = 'INSERT' OR OLD.refund_status IS DISTINCT FROM 'due') THEN
    PERFORM webhook_booking_event(NEW.booking_id, 'booking.refund_due', jsonb_build_object(
      'refund', jsonb_build_object(
        'paymentId', NEW.id::text, 'amount', coalesce(NEW.refund_amount, NEW.amount),
        'reason', NEW.refund_reason)));
  ELSIF TG_OP = 'UPDATE' AND OLD.refund_status = 'due' AND NEW.refund_status = 'refunded' THEN
    PERFORM webhook_booking_event(NEW.booking_id, 'booking.refunded', jsonb_build_object(
      'refund', jsonb_build_object(
        'paymentId', NEW.id::text, 'amount', coalesce(NEW.refund_amount, NEW.amount),
        'reference', NEW.refund_reference, 'refundedAt', NEW.refunded_at)));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payments_webhooks_insert
  AFTER INSERT ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_webhook_events();
--> statement-breakpoint
-- series.paused, series.resumed (after a pause, a stop undone, a late payment reviving it) and
-- series.stopped (stopped now, or from a later date: `endDate` is its last day).
CREATE OR REPLACE FUNCTION booking_series_webhook_events() RETURNS trigger AS $$
BEGIN
  IF NEW.status = 'paused' AND OLD.status IS DISTINCT FROM 'paused' THEN
    PERFORM webhook_series_event(NEW.id, 'series.paused', NULL);
  ELSIF (NEW.status = 'stopped' AND OLD.status IS DISTINCT FROM 'stopped')
     OR (NEW.status = 'active' AND NEW.end_date IS NOT NULL
         AND (OLD.end_date IS NULL OR NEW.end_date < OLD.end_date)) THEN
    PERFORM webhook_series_event(NEW.id, 'series.stopped', NULL, jsonb_build_object(
      'previousStatus', OLD.status));
  ELSIF NEW.status = 'active' AND (OLD.status IN ('paused', 'stopped')
     OR (OLD.end_date IS NOT NULL AND (NEW.end_date IS NULL OR NEW.end_date > OLD.end_date))) THEN
    PERFORM webhook_series_event(NEW.id, 'series.resumed', NULL, jsonb_build_object(
      'previousStatus', OLD.status));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER booking_series_webhooks
  AFTER UPDATE ON booking_series
  FOR EACH ROW EXECUTE FUNCTION booking_series_webhook_events();
--> statement-breakpoint
-- quote_request.created and quote_request.priced (the office made its booking, with its price).
CREATE OR REPLACE FUNCTION quote_requests_webhook_events() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM webhook_quote_request_event(NEW.id, 'quote_request.created');
  ELSIF NEW.booking_id IS NOT NULL AND OLD.booking_id IS DISTINCT FROM NEW.booking_id THEN
    PERFORM webhook_quote_request_event(NEW.id, 'quote_request.priced');
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER quote_requests_webhooks
  AFTER INSERT OR UPDATE ON quote_requests
  FOR EACH ROW EXECUTE FUNCTION quote_requests_webhook_events();
