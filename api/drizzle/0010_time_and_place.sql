CREATE TABLE "booking_slots" (
	"booking_id" integer NOT NULL,
	"slot_date" date NOT NULL,
	"slot_index" integer NOT NULL,
	CONSTRAINT "booking_slots_booking_id_slot_date_slot_index_pk" PRIMARY KEY("booking_id","slot_date","slot_index"),
	CONSTRAINT "booking_slots_index_ck" CHECK ("booking_slots"."slot_index" between 0 and 9)
);
--> statement-breakpoint
ALTER TABLE "add_ons" ADD COLUMN "extra_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "duration_minutes" integer DEFAULT 45 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "duration_minutes" integer DEFAULT 45 NOT NULL;--> statement-breakpoint
ALTER TABLE "variation_options" ADD COLUMN "extra_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_slots_slot_idx" ON "booking_slots" USING btree ("slot_date","slot_index");--> statement-breakpoint
ALTER TABLE "add_ons" ADD CONSTRAINT "add_ons_extra_minutes_ck" CHECK ("add_ons"."extra_minutes" between 0 and 14400);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_duration_minutes_ck" CHECK ("bookings"."duration_minutes" between 1 and 14400);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_duration_minutes_ck" CHECK ("services"."duration_minutes" between 1 and 14400);--> statement-breakpoint
ALTER TABLE "variation_options" ADD CONSTRAINT "variation_options_extra_minutes_ck" CHECK ("variation_options"."extra_minutes" between 0 and 14400);--> statement-breakpoint
-- Hand-written from here on.
-- The demo catalogue's free-text durations ("45 minutes", "2 hours", "1 day", "2 days") become
-- minutes; a day is the whole working day of ten 45-minute slots (450 minutes). Text that names no
-- length keeps the default of one slot.
UPDATE "services" SET "duration_minutes" = GREATEST(1, LEAST(14400, CEIL(
  (substring(lower("duration") from '([0-9]+(?:\.[0-9]+)?)'))::numeric *
  CASE
    WHEN lower("duration") ~ 'day' THEN 450
    WHEN lower("duration") ~ '(hour|hr)' THEN 60
    ELSE 1
  END)::integer))
 WHERE "duration" ~ '[0-9]' AND lower("duration") ~ '(min|hour|hr|day)';
--> statement-breakpoint
-- The slots of a day, in order, as stored in bookings.booking_time (index 0 to 9).
CREATE OR REPLACE FUNCTION booking_slot_labels() RETURNS text[] AS $$
  SELECT ARRAY['10:00 - 10:45', '10:45 - 11:30', '11:30 - 12:15', '12:15 - 13:00', '13:00 - 13:45',
               '13:45 - 14:30', '14:30 - 15:15', '15:15 - 16:00', '16:00 - 16:45', '16:45 - 17:30'];
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- The (date, slot index) pairs a booking starting at (day, label) with this many minutes of work
-- covers: whole 45-minute slots in a row on that day, or, for more than a day's work, whole days in a
-- row starting with the first slot. Raises GL003 when the work does not fit that way.
CREATE OR REPLACE FUNCTION booking_covered_slots(day date, label text, minutes integer)
RETURNS TABLE (slot_date date, slot_index integer) AS $$
DECLARE
  start_index integer := array_position(booking_slot_labels(), label) - 1;
  slot_count integer := GREATEST(1, CEIL(minutes / 45.0)::integer);
BEGIN
  IF start_index IS NULL THEN
    RAISE EXCEPTION 'slot_unknown: % is not one of the time slots', label USING ERRCODE = '23514';
  END IF;
  IF slot_count <= 10 THEN
    IF start_index + slot_count > 10 THEN
      RAISE EXCEPTION 'work_does_not_fit: % minutes of work from % do not end by the last slot', minutes, label
        USING ERRCODE = 'GL003';
    END IF;
    RETURN QUERY SELECT day, g FROM generate_series(start_index, start_index + slot_count - 1) AS g;
  ELSE
    IF start_index <> 0 THEN
      RAISE EXCEPTION 'work_does_not_fit: % minutes of work take whole days and start with the first slot', minutes
        USING ERRCODE = 'GL003';
    END IF;
    RETURN QUERY SELECT (day + d)::date, g
      FROM generate_series(0, CEIL(slot_count / 10.0)::integer - 1) AS d, generate_series(0, 9) AS g;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Capacity for every slot a booking covers, whoever writes the booking. Each covered (date, slot) is
-- serialised by a transaction-scoped advisory lock, taken in date and slot order (so two overlapping
-- bookings never wait on each other in a circle), then counted: confirmed and completed bookings
-- always hold their slots, a pending one only during its 30-minute hold, a cancelled one never. The
-- booking's rows in booking_slots are then rewritten, so they always match the booking.
CREATE OR REPLACE FUNCTION bookings_enforce_slot_capacity() RETURNS trigger AS $$
DECLARE
  capacity integer;
  full_slot record;
  dates date[];
  idxs integer[];
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.booking_date IS NOT DISTINCT FROM NEW.booking_date
     AND OLD.booking_time IS NOT DISTINCT FROM NEW.booking_time
     AND OLD.duration_minutes IS NOT DISTINCT FROM NEW.duration_minutes
     AND (OLD.status = 'cancelled') = (NEW.status = 'cancelled')
     AND NOT (OLD.status = 'pending' AND NEW.status NOT IN ('pending', 'cancelled')
              AND OLD.created_at <= now() - interval '30 minutes') THEN
    RETURN NEW;
  END IF;
  DELETE FROM booking_slots WHERE booking_id = NEW.id;
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
  SELECT COALESCE((SELECT value::integer FROM app_settings WHERE key = 'slot_capacity'), 2) INTO capacity;
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
  INSERT INTO booking_slots (booking_id, slot_date, slot_index)
    SELECT NEW.id, c.slot_date, c.slot_index FROM unnest(dates, idxs) AS c(slot_date, slot_index);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- After the row is written, so its covered slots can refer to it.
DROP TRIGGER IF EXISTS bookings_slot_capacity ON bookings;
--> statement-breakpoint
CREATE TRIGGER bookings_slot_capacity
  AFTER INSERT OR UPDATE OF booking_date, booking_time, status, duration_minutes ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_enforce_slot_capacity();
--> statement-breakpoint
-- The slots today's bookings cover (each one slot, as before).
INSERT INTO booking_slots (booking_id, slot_date, slot_index)
SELECT b.id, b.booking_date, array_position(booking_slot_labels(), b.booking_time) - 1
  FROM bookings b
 WHERE b.booking_date IS NOT NULL AND b.status <> 'cancelled'
   AND array_position(booking_slot_labels(), b.booking_time) IS NOT NULL;

--> statement-breakpoint
CREATE TABLE "service_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"suburb" text NOT NULL,
	"postal_code" text NOT NULL,
	"travel_minutes" integer DEFAULT 20 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "service_areas_travel_ck" CHECK ("service_areas"."travel_minutes" between 0 and 600)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "address_street" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "address_suburb" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "address_postal_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "property_notes" text;--> statement-breakpoint
CREATE UNIQUE INDEX "service_areas_suburb_uq" ON "service_areas" USING btree (lower("suburb"));--> statement-breakpoint
-- Hand-written: the Cape Town suburbs served at launch, with the minutes from the nearest branch.
INSERT INTO "service_areas" ("suburb", "postal_code", "travel_minutes") VALUES
  ('Rondebosch', '7700', 10), ('Claremont', '7708', 12), ('Newlands', '7700', 12),
  ('Constantia', '7806', 20), ('Sea Point', '8005', 25), ('Green Point', '8005', 22),
  ('Gardens', '8001', 18), ('Observatory', '7925', 12), ('Pinelands', '7405', 15),
  ('Milnerton', '7441', 25), ('Table View', '7441', 30), ('Durbanville', '7550', 30),
  ('Bellville', '7530', 25), ('Tokai', '7945', 22), ('Bergvliet', '7945', 20),
  ('Plumstead', '7800', 15), ('Wynberg', '7800', 14), ('Kenilworth', '7708', 12),
  ('Fish Hoek', '7975', 40), ('Muizenberg', '7945', 30), ('Hout Bay', '7806', 35),
  ('Camps Bay', '8005', 30), ('Parow', '7500', 22), ('Goodwood', '7460', 20),
  ('Brackenfell', '7560', 35)
ON CONFLICT DO NOTHING;
