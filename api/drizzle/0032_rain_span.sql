ALTER TABLE "bookings" ADD COLUMN "break_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "resume_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "resume_time" text;--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "duration";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_resume_ck" CHECK (("bookings"."resume_date" is null) = ("bookings"."resume_time" is null) and ("bookings"."resume_date" is null) = ("bookings"."break_date" is null) and "bookings"."break_date" <= "bookings"."resume_date" and "bookings"."break_date" > "bookings"."booking_date");--> statement-breakpoint
-- The cells a booking's work covers (docs/product.md, "Rain day"). Without a resume date:
-- booking_covered_slots (the covering rule, refusing what the calendar does not offer). With one: the
-- cells it held before the break date (the rain day) stay (its stored cells, or the covering rule's
-- when none are stored yet), and the work still to do (its minutes rounded up to the slot granularity, less the
-- quarter hours kept) continues from the resume time on the resume date by the covering rule, which
-- refuses a continuation the calendar does not offer (GL027, GL003) as it refuses a start.
CREATE OR REPLACE FUNCTION booking_work_slots(
  booking integer, day date, label text, minutes integer,
  break_day date, resume_day date, resume_label text)
RETURNS TABLE (slot_date date, slot_index integer)
  LANGUAGE plpgsql STABLE AS $$
DECLARE
  g integer := calendar_slot_minutes();
  need integer := GREATEST(1, CEIL(minutes::numeric / g)::integer) * g;
  kept_dates date[];
  kept_idxs integer[];
  rest integer;
BEGIN
  IF resume_day IS NULL THEN
    RETURN QUERY SELECT c.slot_date, c.slot_index FROM booking_covered_slots(day, label, minutes) c;
    RETURN;
  END IF;
  IF break_day IS NULL OR break_day <= day OR resume_day < break_day THEN
    RAISE EXCEPTION 'closed_time: work that started on % cannot stop on % and resume on %', day,
      break_day, resume_day USING ERRCODE = 'GL027';
  END IF;
  SELECT array_agg(s.slot_date ORDER BY s.slot_date, s.slot_index),
         array_agg(s.slot_index ORDER BY s.slot_date, s.slot_index)
    INTO kept_dates, kept_idxs
    FROM booking_slots s WHERE s.booking_id = booking AND s.slot_date < break_day;
  IF kept_dates IS NULL THEN
    SELECT array_agg(c.slot_date ORDER BY c.slot_date, c.slot_index),
           array_agg(c.slot_index ORDER BY c.slot_date, c.slot_index)
      INTO kept_dates, kept_idxs
      FROM booking_covered_slots(day, label, minutes) c WHERE c.slot_date < break_day;
  END IF;
  rest := need - COALESCE(array_length(kept_dates, 1), 0) * 15;
  RETURN QUERY SELECT u.dt, u.ix FROM unnest(kept_dates, kept_idxs) AS u(dt, ix);
  IF rest > 0 THEN
    RETURN QUERY SELECT c.slot_date, c.slot_index FROM booking_covered_slots(resume_day, resume_label, rest) c;
  END IF;
END;
$$;--> statement-breakpoint
-- A move of the whole booking (its date, time or length changes, its break does not) starts its work
-- again as one piece: the break and resume dates and the resume time are cleared.
CREATE OR REPLACE FUNCTION bookings_clear_resume() RETURNS trigger AS $$
BEGIN
  IF (OLD.booking_date IS DISTINCT FROM NEW.booking_date
      OR OLD.booking_time IS DISTINCT FROM NEW.booking_time
      OR OLD.duration_minutes IS DISTINCT FROM NEW.duration_minutes)
     AND OLD.break_date IS NOT DISTINCT FROM NEW.break_date
     AND OLD.resume_date IS NOT DISTINCT FROM NEW.resume_date
     AND OLD.resume_time IS NOT DISTINCT FROM NEW.resume_time THEN
    NEW.break_date := NULL;
    NEW.resume_date := NULL;
    NEW.resume_time := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
DROP TRIGGER IF EXISTS bookings_clear_resume ON bookings;--> statement-breakpoint
CREATE TRIGGER bookings_clear_resume
  BEFORE UPDATE OF booking_date, booking_time, duration_minutes ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_clear_resume();--> statement-breakpoint
-- The capacity trigger of 0027, with the break (a rain day's continuation: break and resume dates,
-- resume time): a change of them is a new place for the work, and the cells come from
-- booking_work_slots. A booking whose date, time and length do not
-- change keeps the cells stored for it (a calendar change never moves or refuses a booking already
-- made: confirming or paying it, or giving it a crew, is checked on the cells it holds); any other
-- write takes its cells from booking_covered_slots, which refuses a time the calendar does not offer.
CREATE OR REPLACE FUNCTION bookings_enforce_slot_capacity() RETURNS trigger AS $$
DECLARE
  capacity integer;
  full_slot record;
  busy_slot record;
  dates date[];
  idxs integer[];
  crew_only boolean := false;
  kept boolean := false;
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.booking_date IS NOT DISTINCT FROM NEW.booking_date
     AND OLD.booking_time IS NOT DISTINCT FROM NEW.booking_time
     AND OLD.duration_minutes IS NOT DISTINCT FROM NEW.duration_minutes
     AND OLD.break_date IS NOT DISTINCT FROM NEW.break_date
     AND OLD.resume_date IS NOT DISTINCT FROM NEW.resume_date
     AND OLD.resume_time IS NOT DISTINCT FROM NEW.resume_time
     AND (OLD.status = 'cancelled') = (NEW.status = 'cancelled')
     AND NOT (OLD.status = 'pending' AND NEW.status NOT IN ('pending', 'cancelled')
              AND NOT booking_holds_its_place(OLD.status, OLD.held_until)) THEN
    IF OLD.crew_id IS NOT DISTINCT FROM NEW.crew_id OR NEW.crew_id IS NULL THEN
      RETURN NEW;
    END IF;
    crew_only := true;
  END IF;
  IF NEW.booking_date IS NULL OR NEW.booking_time IS NULL OR NEW.status = 'cancelled' THEN
    DELETE FROM booking_slots WHERE booking_id = NEW.id;
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE'
     AND OLD.booking_date IS NOT DISTINCT FROM NEW.booking_date
     AND OLD.booking_time IS NOT DISTINCT FROM NEW.booking_time
     AND OLD.duration_minutes IS NOT DISTINCT FROM NEW.duration_minutes
     AND OLD.break_date IS NOT DISTINCT FROM NEW.break_date
     AND OLD.resume_date IS NOT DISTINCT FROM NEW.resume_date
     AND OLD.resume_time IS NOT DISTINCT FROM NEW.resume_time THEN
    SELECT array_agg(s.slot_date ORDER BY s.slot_date, s.slot_index),
           array_agg(s.slot_index ORDER BY s.slot_date, s.slot_index)
      INTO dates, idxs
      FROM booking_slots s WHERE s.booking_id = NEW.id;
    kept := dates IS NOT NULL;
  END IF;
  IF NOT kept THEN
    SELECT array_agg(c.slot_date ORDER BY c.slot_date, c.slot_index),
           array_agg(c.slot_index ORDER BY c.slot_date, c.slot_index)
      INTO dates, idxs
      FROM booking_work_slots(NEW.id, NEW.booking_date, NEW.booking_time, NEW.duration_minutes,
                              NEW.break_date, NEW.resume_date, NEW.resume_time) c;
    DELETE FROM booking_slots WHERE booking_id = NEW.id;
  END IF;
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
       AND booking_holds_its_place(b.status, b.held_until)
     GROUP BY s.slot_date, s.slot_index
    HAVING count(*) >= capacity
     ORDER BY 1, 2
     LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'slot_full: % at % is fully booked', full_slot.slot_date,
        to_char(time '00:00' + full_slot.slot_index * interval '15 minutes', 'HH24:MI')
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
       AND booking_holds_its_place(b.status, b.held_until)
     ORDER BY 1, 2
     LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'crew_busy: the crew already works on % at %', busy_slot.slot_date,
        to_char(time '00:00' + busy_slot.slot_index * interval '15 minutes', 'HH24:MI')
        USING ERRCODE = 'GL004';
    END IF;
  END IF;
  IF NOT kept THEN
    INSERT INTO booking_slots (booking_id, slot_date, slot_index)
      SELECT NEW.id, c.slot_date, c.slot_index FROM unnest(dates, idxs) AS c(slot_date, slot_index);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
DROP TRIGGER IF EXISTS bookings_slot_capacity ON bookings;--> statement-breakpoint
CREATE TRIGGER bookings_slot_capacity
  AFTER INSERT OR UPDATE OF booking_date, booking_time, status, duration_minutes, crew_id, break_date,
    resume_date, resume_time
  ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_enforce_slot_capacity();
