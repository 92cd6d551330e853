CREATE TABLE "calendar_hours" (
	"weekday" integer PRIMARY KEY NOT NULL,
	"opens_at" integer,
	"closes_at" integer,
	CONSTRAINT "calendar_hours_weekday_ck" CHECK ("calendar_hours"."weekday" between 0 and 6),
	CONSTRAINT "calendar_hours_times_ck" CHECK (("calendar_hours"."opens_at" is null and "calendar_hours"."closes_at" is null) or ("calendar_hours"."opens_at" >= 0 and "calendar_hours"."closes_at" <= 1440
        and "calendar_hours"."opens_at" < "calendar_hours"."closes_at" and "calendar_hours"."opens_at" % 15 = 0 and "calendar_hours"."closes_at" % 15 = 0))
);
--> statement-breakpoint
CREATE TABLE "calendar_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"slot_minutes" integer DEFAULT 45 NOT NULL,
	CONSTRAINT "calendar_settings_one_ck" CHECK ("calendar_settings"."id" = 1),
	CONSTRAINT "calendar_settings_slot_ck" CHECK ("calendar_settings"."slot_minutes" in (15, 30, 45))
);
--> statement-breakpoint
CREATE TABLE "closed_days" (
	"day" date PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"source" text DEFAULT 'office' NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	CONSTRAINT "closed_days_source_ck" CHECK ("closed_days"."source" in ('holiday', 'office')),
	CONSTRAINT "closed_days_open_ck" CHECK ("closed_days"."source" = 'holiday' or not "closed_days"."open")
);
--> statement-breakpoint
ALTER TABLE "booking_slots" DROP CONSTRAINT "booking_slots_index_ck";--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_index_ck" CHECK ("booking_slots"."slot_index" between 0 and 95);--> statement-breakpoint
-- Hand-written from here. The defaults that keep the business as it was: Monday to Saturday
-- 10:00-17:30, Sunday closed, 45-minute slots. The public holidays are written into closed_days by the
-- api at start (and whenever the calendar is read or saved): @greenleaf/shared/calendar/holidays.
INSERT INTO "calendar_hours" ("weekday", "opens_at", "closes_at") VALUES
  (0, NULL, NULL), (1, 600, 1050), (2, 600, 1050), (3, 600, 1050), (4, 600, 1050), (5, 600, 1050), (6, 600, 1050)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "calendar_settings" ("id", "slot_minutes") VALUES (1, 45) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The slot granularity in minutes (15, 30 or 45).
CREATE OR REPLACE FUNCTION calendar_slot_minutes() RETURNS integer
  LANGUAGE sql STABLE AS $$
  SELECT COALESCE((SELECT slot_minutes FROM calendar_settings WHERE id = 1), 45)
$$;--> statement-breakpoint
-- A day's working hours (minutes since midnight), both null on a day not worked: its weekday has no
-- hours, or it is a closed day (a holiday the office has not opened, or a day the office closed).
CREATE OR REPLACE FUNCTION calendar_day_hours(day date, OUT opens integer, OUT closes integer)
  LANGUAGE sql STABLE AS $$
  SELECT h.opens_at, h.closes_at FROM calendar_hours h
   WHERE h.weekday = extract(dow FROM $1)::integer AND h.opens_at IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM closed_days c WHERE c.day = $1 AND NOT c.open)
$$;--> statement-breakpoint
-- The start of a stored label 'HH:MM - HH:MM' in minutes since midnight, or null when it is not one.
CREATE OR REPLACE FUNCTION booking_start_minute(label text) RETURNS integer
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN $1 ~ '^[0-2][0-9]:[0-5][0-9] - [0-2][0-9]:[0-5][0-9]$'
    THEN substr($1, 1, 2)::integer * 60 + substr($1, 4, 2)::integer END
$$;--> statement-breakpoint
-- THE covering rule (docs/product.md, "The company's calendar"): the 15-minute cells (slot_index =
-- minutes since midnight / 15) that work of `minutes` starting at `start_minute` on `day` covers, or no
-- rows when that is not a start the calendar offers. A start is the day's open or a whole number of
-- slots after it, with a whole slot before the close, on a working day. The work takes its minutes
-- rounded up to the slot granularity; work that fits in a working day must end by the close from its
-- start; longer work runs to the close and continues at the open of the next working days (closed
-- weekdays and closed days skipped). Called by the capacity trigger (booking_covered_slots) and by the
-- api's slot listing (api/src/bookings/slot-days.ts), so what is offered is what is accepted.
CREATE OR REPLACE FUNCTION calendar_cover(day date, start_minute integer, minutes integer)
RETURNS TABLE (slot_date date, slot_index integer)
  LANGUAGE plpgsql STABLE AS $$
DECLARE
  g integer := calendar_slot_minutes();
  need integer := GREATEST(1, CEIL(minutes::numeric / g)::integer) * g;
  d date := day;
  s integer := start_minute;
  o integer;
  c integer;
  take integer;
  guard integer := 0;
  dates date[] := '{}';
  idxs integer[] := '{}';
BEGIN
  IF day IS NULL OR start_minute IS NULL THEN RETURN; END IF;
  SELECT h.opens, h.closes INTO o, c FROM calendar_day_hours(day) h;
  IF o IS NULL OR start_minute < o OR start_minute + g > c OR (start_minute - o) % g <> 0 THEN
    RETURN;
  END IF;
  IF need <= c - o AND start_minute + need > c THEN
    RETURN;
  END IF;
  LOOP
    take := LEAST(need, c - s);
    SELECT dates || array_agg(d ORDER BY x), idxs || array_agg(x ORDER BY x)
      INTO dates, idxs FROM generate_series(s / 15, (s + take) / 15 - 1) x;
    need := need - take;
    EXIT WHEN need <= 0;
    LOOP
      d := d + 1;
      guard := guard + 1;
      IF guard > 400 THEN RETURN; END IF;
      o := NULL;
      SELECT h.opens, h.closes INTO o, c FROM calendar_day_hours(d) h;
      EXIT WHEN o IS NOT NULL;
    END LOOP;
    s := o;
  END LOOP;
  RETURN QUERY SELECT u.dt, u.ix FROM unnest(dates, idxs) AS u(dt, ix);
END;
$$;--> statement-breakpoint
-- The capacity trigger's cells for a booking: calendar_cover, refusing what it does not offer. An
-- unreadable label is 23514 as before; a day not worked or a time that is not one of the day's starts
-- GL027; work that does not end by the close (and is not longer than a working day) GL003.
CREATE OR REPLACE FUNCTION booking_covered_slots(day date, label text, minutes integer)
RETURNS TABLE (slot_date date, slot_index integer)
  LANGUAGE plpgsql STABLE AS $$
DECLARE
  start_minute integer := booking_start_minute(label);
  g integer := calendar_slot_minutes();
  o integer;
  c integer;
  found_any boolean := false;
  r record;
BEGIN
  IF start_minute IS NULL THEN
    RAISE EXCEPTION 'slot_unknown: % is not a time slot', label USING ERRCODE = '23514';
  END IF;
  FOR r IN SELECT * FROM calendar_cover(day, start_minute, minutes) LOOP
    found_any := true;
    slot_date := r.slot_date;
    slot_index := r.slot_index;
    RETURN NEXT;
  END LOOP;
  IF found_any THEN RETURN; END IF;
  SELECT h.opens, h.closes INTO o, c FROM calendar_day_hours(day) h;
  IF o IS NULL THEN
    RAISE EXCEPTION 'closed_time: % is not a working day', day USING ERRCODE = 'GL027';
  END IF;
  IF start_minute < o OR start_minute + g > c OR (start_minute - o) % g <> 0 THEN
    RAISE EXCEPTION 'closed_time: % is not one of the starts of %', label, day USING ERRCODE = 'GL027';
  END IF;
  RAISE EXCEPTION 'work_does_not_fit: % minutes of work from % do not end by the close', minutes, label
    USING ERRCODE = 'GL003';
END;
$$;--> statement-breakpoint
-- The capacity trigger of 0023 over 15-minute cells. A booking whose date, time and length do not
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
     AND OLD.duration_minutes IS NOT DISTINCT FROM NEW.duration_minutes THEN
    SELECT array_agg(s.slot_date ORDER BY s.slot_date, s.slot_index),
           array_agg(s.slot_index ORDER BY s.slot_date, s.slot_index)
      INTO dates, idxs
      FROM booking_slots s WHERE s.booking_id = NEW.id;
    kept := dates IS NOT NULL;
  END IF;
  IF NOT kept THEN
    DELETE FROM booking_slots WHERE booking_id = NEW.id;
    SELECT array_agg(c.slot_date ORDER BY c.slot_date, c.slot_index),
           array_agg(c.slot_index ORDER BY c.slot_date, c.slot_index)
      INTO dates, idxs
      FROM booking_covered_slots(NEW.booking_date, NEW.booking_time, NEW.duration_minutes) c;
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
-- The stored cells of every booking, recomputed at the 15-minute unit by the rule above (holidays are
-- written by the api after this, so none is closed yet). A booking the rule no longer offers (one on a
-- Sunday, or a multi-day job that ran over a Sunday) keeps exactly the time it held: 45-minute slot i
-- (10:00 + 45 i) is cells 40 + 3 i to 42 + 3 i.
CREATE TABLE "booking_slots_0027" AS SELECT * FROM "booking_slots";--> statement-breakpoint
DELETE FROM "booking_slots";--> statement-breakpoint
INSERT INTO "booking_slots" ("booking_id", "slot_date", "slot_index")
  SELECT b."id", c.slot_date, c.slot_index
    FROM "bookings" b
    CROSS JOIN LATERAL calendar_cover(b."booking_date", booking_start_minute(b."booking_time"), b."duration_minutes") c
   WHERE b."booking_date" IS NOT NULL AND b."status" <> 'cancelled'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "booking_slots" ("booking_id", "slot_date", "slot_index")
  SELECT DISTINCT o."booking_id", o."slot_date", 40 + 3 * o."slot_index" + k
    FROM "booking_slots_0027" o CROSS JOIN generate_series(0, 2) k
   WHERE NOT EXISTS (SELECT 1 FROM "booking_slots" n WHERE n."booking_id" = o."booking_id")
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "booking_slots_0027";--> statement-breakpoint
DROP FUNCTION IF EXISTS booking_slot_labels();
