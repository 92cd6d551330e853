-- A pending booking whose 30-minute hold has run out no longer holds its place, so moving it to
-- confirmed (a late payment) must take a place again, and is refused when the slot has filled since.
CREATE OR REPLACE FUNCTION bookings_enforce_slot_capacity() RETURNS trigger AS $$
DECLARE
  capacity integer;
  taken integer;
BEGIN
  IF NEW.booking_date IS NULL OR NEW.booking_time IS NULL OR NEW.status = 'cancelled' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE'
     AND OLD.booking_date IS NOT DISTINCT FROM NEW.booking_date
     AND OLD.booking_time IS NOT DISTINCT FROM NEW.booking_time
     AND OLD.status <> 'cancelled'
     AND NOT (OLD.status = 'pending' AND NEW.status <> 'pending'
              AND OLD.created_at <= now() - interval '30 minutes') THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('slot:' || NEW.booking_date::text || ' ' || NEW.booking_time));
  SELECT COALESCE((SELECT value::integer FROM app_settings WHERE key = 'slot_capacity'), 2) INTO capacity;
  SELECT count(*) INTO taken FROM bookings b
   WHERE b.booking_date = NEW.booking_date
     AND b.booking_time = NEW.booking_time
     AND b.id <> NEW.id
     AND (b.status IN ('confirmed', 'completed')
          OR (b.status = 'pending' AND b.created_at > now() - interval '30 minutes'));
  IF taken >= capacity THEN
    RAISE EXCEPTION 'slot_full: % % is fully booked', NEW.booking_date, NEW.booking_time
      USING ERRCODE = 'GL001';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
