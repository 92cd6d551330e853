ALTER TABLE "webhook_endpoints" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
-- One event about a booking written to the webhook outbox (docs/graphql.md, "Webhooks"), in the
-- caller's transaction: one row per enabled endpoint subscribed to `p_type`, all with one event id
-- ('evt_' + 32 hex: WEBHOOK_EVENT_ID_PREFIX in shared/src/rules/webhooks.ts). The payload is the
-- booking as it stands, plus `p_extra`. The api's recordBookingEvent calls it, and so do the
-- triggers below, so that every writer of a cancellation, a move or a refund reports it.
CREATE OR REPLACE FUNCTION webhook_booking_event(p_booking_id integer, p_type text, p_extra jsonb DEFAULT '{}'::jsonb)
RETURNS void AS $$
DECLARE
  v_event text;
  v_payload jsonb;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints e
                  WHERE e.enabled AND e.events @> jsonb_build_array(p_type)) THEN
    RETURN;
  END IF;
  SELECT jsonb_build_object(
           'type', p_type,
           'timestamp', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'data', jsonb_build_object(
             'guidId', b.guid_id, 'id', b.id::text, 'status', b.status, 'date', b.booking_date,
             'timeSlot', b.booking_time, 'totalPrice', b.total_price, 'currency', 'ZAR') || p_extra)
    INTO v_payload
    FROM bookings b WHERE b.id = p_booking_id;
  IF v_payload IS NULL THEN
    RETURN;
  END IF;
  v_event := 'evt_' || replace(gen_random_uuid()::text, '-', '');
  INSERT INTO webhook_deliveries (event_id, type, payload, endpoint_id, booking_id)
    SELECT v_event, p_type, v_payload, e.id, p_booking_id
      FROM webhook_endpoints e
     WHERE e.enabled AND e.events @> jsonb_build_array(p_type)
     ORDER BY e.id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- booking.cancelled (every writer: the customer, the office, the hold expiry, a payment whose slot
-- had filled, a series change, an erasure) and booking.rescheduled (its date or time slot, where a
-- continuation's work resumes, or a crew it had moved to another: a first crew assigned is no move).
CREATE OR REPLACE FUNCTION bookings_webhook_events() RETURNS trigger AS $$
BEGIN
  IF OLD.status IS DISTINCT FROM NEW.status AND NEW.status = 'cancelled' THEN
    PERFORM webhook_booking_event(NEW.id, 'booking.cancelled', jsonb_build_object(
      'previousStatus', OLD.status,
      'holdExpired', OLD.hold_expired_at IS NULL AND NEW.hold_expired_at IS NOT NULL));
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
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bookings_webhooks
  AFTER UPDATE ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_webhook_events();
--> statement-breakpoint
-- booking.refunded: each payment recorded as refunded (by hand, or the provider's refund recorded).
CREATE OR REPLACE FUNCTION payments_webhook_events() RETURNS trigger AS $$
BEGIN
  IF OLD.refund_status = 'due' AND NEW.refund_status = 'refunded' THEN
    PERFORM webhook_booking_event(NEW.booking_id, 'booking.refunded', jsonb_build_object(
      'refund', jsonb_build_object(
        'paymentId', NEW.id::text, 'amount', coalesce(NEW.refund_amount, NEW.amount),
        'reference', NEW.refund_reference, 'refundedAt', NEW.refunded_at)));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payments_webhooks
  AFTER UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_webhook_events();
