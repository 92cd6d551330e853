-- Crews decide capacity: a slot takes as many live bookings as there are active crews, or the
-- `slot_capacity` setting while no crew exists (a business that has not set up crews yet).
CREATE OR REPLACE FUNCTION slot_capacity() RETURNS integer AS $$
  SELECT CASE
    WHEN count(*) > 0 THEN count(*)::integer
    ELSE COALESCE((SELECT value::integer FROM app_settings WHERE key = 'slot_capacity'), 2)
  END
  FROM crews WHERE active;
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- The capacity trigger of 0010, now with crews: capacity is slot_capacity(), and a booking assigned a
-- crew is refused (GL004) when that crew already has a live booking in any slot it covers. A change of
-- crew alone checks only the crew (a day whose capacity fell later keeps its bookings movable between
-- crews). Each covered slot is locked first, in order, so concurrent writers are serialised per slot.
CREATE OR REPLACE FUNCTION bookings_enforce_slot_capacity() RETURNS trigger AS $$
DECLARE
  capacity integer;
  full_slot record;
  busy_slot record;
  dates date[];
  idxs integer[];
  crew_only boolean := false;
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.booking_date IS NOT DISTINCT FROM NEW.booking_date
     AND OLD.booking_time IS NOT DISTINCT FROM NEW.booking_time
     AND OLD.duration_minutes IS NOT DISTINCT FROM NEW.duration_minutes
     AND (OLD.status = 'cancelled') = (NEW.status = 'cancelled')
     AND NOT (OLD.status = 'pending' AND NEW.status NOT IN ('pending', 'cancelled')
              AND OLD.created_at <= now() - interval '30 minutes') THEN
    IF OLD.crew_id IS NOT DISTINCT FROM NEW.crew_id OR NEW.crew_id IS NULL THEN
      RETURN NEW;
    END IF;
    crew_only := true;
  END IF;
  IF NOT crew_only THEN
    DELETE FROM booking_slots WHERE booking_id = NEW.id;
  END IF;
  IF NEW.booking_date IS NULL OR NEW.booking_time IS NULL OR NEW.status = 'cancelled' THEN
    RETURN NEW;
  END IF;
  SELECT array_agg(c.slot_date ORDER BY c.slot_date, c.slot_index),
         array_agg(c.slot_index ORDER BY c.slot_date, c.slot_index)
    INTO dates, idxs
    FROM booking_covered_slots(NEW.booking_date, NEW.booking_time, NEW.duration_minutes) c;
  FOR i IN 1 .. array_length(dates, 1) LOOP
    PERFORM pg_advisory_xact_lock(hashtext('slot:' || dates[i]::text || ' ' || idxs[i]));
  END LOOP;
  IF NOT crew_only THEN
    capacity := slot_capacity();
    SELECT s.slot_date, s.slot_index INTO full_slot
      FROM booking_slots s
      JOIN bookings b ON b.id = s.booking_id
      JOIN unnest(dates, idxs) AS c(slot_date, slot_index)
        ON c.slot_date = s.slot_date AND c.slot_index = s.slot_index
     WHERE b.id <> NEW.id
       AND (b.status IN ('confirmed', 'completed')
            OR (b.status = 'pending' AND b.created_at > now() - interval '30 minutes'))
     GROUP BY s.slot_date, s.slot_index
    HAVING count(*) >= capacity
     ORDER BY 1, 2
     LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'slot_full: % slot % is fully booked', full_slot.slot_date, (booking_slot_labels())[full_slot.slot_index + 1]
        USING ERRCODE = 'GL001';
    END IF;
  END IF;
  IF NEW.crew_id IS NOT NULL THEN
    SELECT s.slot_date, s.slot_index INTO busy_slot
      FROM booking_slots s
      JOIN bookings b ON b.id = s.booking_id
      JOIN unnest(dates, idxs) AS c(slot_date, slot_index)
        ON c.slot_date = s.slot_date AND c.slot_index = s.slot_index
     WHERE b.id <> NEW.id
       AND b.crew_id = NEW.crew_id
       AND (b.status IN ('confirmed', 'completed')
            OR (b.status = 'pending' AND b.created_at > now() - interval '30 minutes'))
     ORDER BY 1, 2
     LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'crew_busy: the crew already works on % slot %', busy_slot.slot_date, (booking_slot_labels())[busy_slot.slot_index + 1]
        USING ERRCODE = 'GL004';
    END IF;
  END IF;
  IF NOT crew_only THEN
    INSERT INTO booking_slots (booking_id, slot_date, slot_index)
      SELECT NEW.id, c.slot_date, c.slot_index FROM unnest(dates, idxs) AS c(slot_date, slot_index);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS bookings_slot_capacity ON bookings;
--> statement-breakpoint
CREATE TRIGGER bookings_slot_capacity
  AFTER INSERT OR UPDATE OF booking_date, booking_time, status, duration_minutes, crew_id ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_enforce_slot_capacity();
