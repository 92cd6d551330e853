-- A booking's history, written for every writer: one booking_events row per change that matters to
-- the office. The actor is the booking's updated_by as the change wrote it (every api writer sets it,
-- null for the system), or created_by for a new booking.
CREATE OR REPLACE FUNCTION bookings_record_history() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_events (booking_id, actor_id, kind, detail)
      VALUES (NEW.id, NEW.created_by, 'created',
              jsonb_build_object('status', NEW.status, 'date', NEW.booking_date, 'time', NEW.booking_time));
    RETURN NEW;
  END IF;
  IF OLD.status IS DISTINCT FROM NEW.status THEN
    INSERT INTO booking_events (booking_id, actor_id, kind, detail)
      VALUES (NEW.id, NEW.updated_by, 'status', jsonb_build_object('from', OLD.status, 'to', NEW.status));
  END IF;
  IF OLD.booking_date IS DISTINCT FROM NEW.booking_date OR OLD.booking_time IS DISTINCT FROM NEW.booking_time THEN
    INSERT INTO booking_events (booking_id, actor_id, kind, detail)
      VALUES (NEW.id, NEW.updated_by, 'moved', jsonb_build_object(
        'fromDate', OLD.booking_date, 'fromTime', OLD.booking_time,
        'toDate', NEW.booking_date, 'toTime', NEW.booking_time));
  END IF;
  IF OLD.crew_id IS DISTINCT FROM NEW.crew_id THEN
    INSERT INTO booking_events (booking_id, actor_id, kind, detail)
      VALUES (NEW.id, NEW.updated_by, 'crew', jsonb_build_object(
        'from', (SELECT name FROM crews WHERE id = OLD.crew_id),
        'to', (SELECT name FROM crews WHERE id = NEW.crew_id)));
  END IF;
  IF OLD.started_at IS NULL AND NEW.started_at IS NOT NULL THEN
    INSERT INTO booking_events (booking_id, actor_id, kind, detail)
      VALUES (NEW.id, NEW.updated_by, 'started', '{}'::jsonb);
  END IF;
  IF OLD.property_notes IS DISTINCT FROM NEW.property_notes THEN
    INSERT INTO booking_events (booking_id, actor_id, kind, detail)
      VALUES (NEW.id, NEW.updated_by, 'notes', '{}'::jsonb);
  END IF;
  IF OLD.refund_status IS DISTINCT FROM NEW.refund_status THEN
    INSERT INTO booking_events (booking_id, actor_id, kind, detail)
      VALUES (NEW.id, NEW.updated_by, 'refund', jsonb_build_object('from', OLD.refund_status, 'to', NEW.refund_status));
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bookings_history
  AFTER INSERT OR UPDATE ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_record_history();
--> statement-breakpoint
-- What is already there: each booking's creation.
INSERT INTO booking_events (booking_id, actor_id, kind, detail, at)
SELECT b.id, b.created_by, 'created',
       jsonb_build_object('status', b.status, 'date', b.booking_date, 'time', b.booking_time), b.created_at
  FROM bookings b;
