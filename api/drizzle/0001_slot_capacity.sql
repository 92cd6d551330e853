-- The database itself refuses an over-booked time slot, whoever writes the row (api replicas, the
-- generic admin query, a person with psql). Bookings for one (date, slot) are serialised by a
-- transaction-scoped advisory lock, then counted: confirmed and completed bookings always hold a
-- place, a pending one only during its 30-minute hold, a cancelled one never.
INSERT INTO "app_settings" ("key", "value") VALUES ('slot_capacity', '2') ON CONFLICT DO NOTHING;
--> statement-breakpoint
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
     AND OLD.status <> 'cancelled' THEN
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
--> statement-breakpoint
CREATE TRIGGER bookings_slot_capacity
  BEFORE INSERT OR UPDATE OF booking_date, booking_time, status ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_enforce_slot_capacity();
