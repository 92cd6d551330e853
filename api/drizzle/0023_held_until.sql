ALTER TABLE "bookings" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
-- Every pending booking gets the end of its hold as the rules before this migration gave it: a
-- checkout's 30 minutes, a booking made from a quote request (key `quote-<id>`) 7 days, counted from
-- when it was made; a programme's later visits end with their first; a series' later visit waiting for
-- payment (pay_later) holds without a time limit (null), as do confirmed and completed bookings.
UPDATE "bookings" SET "held_until" = "created_at" + CASE WHEN "idempotency_key" LIKE 'quote-%'
    THEN interval '7 days' ELSE interval '30 minutes' END
  WHERE "status" = 'pending' AND NOT "pay_later";--> statement-breakpoint
UPDATE "bookings" b SET "held_until" = f."held_until"
  FROM "booking_series" s JOIN "bookings" f ON f."id" = s."first_booking_id"
  WHERE b."series_id" = s."id" AND s."kind" = 'programme' AND b."id" <> f."id"
    AND b."status" = 'pending' AND NOT b."pay_later" AND f."held_until" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_held_until_idx" ON "bookings" USING btree ("held_until") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_held_until_ck" CHECK ("bookings"."status" <> 'pending' or "bookings"."pay_later" or "bookings"."held_until" is not null);--> statement-breakpoint
-- Which bookings hold their place, the one rule (docs/product.md, "Time slots and holds"): confirmed
-- and completed ones, and pending ones until their `held_until` (without a time limit when it is null:
-- a series' later visit waiting for payment). The capacity trigger below and the api's
-- `api/src/bookings/holds.ts` (slot listing, unpaid-hold limit) call it; a simple SQL function, so the
-- planner inlines it into their queries.
CREATE OR REPLACE FUNCTION booking_holds_its_place(status text, held_until timestamptz) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT $1 IN ('confirmed', 'completed') OR ($1 = 'pending' AND ($2 IS NULL OR $2 > now()))
$$;--> statement-breakpoint
-- The capacity trigger of 0021 with its hold test read from the booking's own `held_until` (through
-- booking_holds_its_place) instead of 30 minutes from `created_at`: a booking held for a week keeps its
-- place for that week, and confirming a booking whose hold ran out re-checks its slots as before.
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
              AND NOT booking_holds_its_place(OLD.status, OLD.held_until)) THEN
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
       AND booking_holds_its_place(b.status, b.held_until)
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
       AND booking_holds_its_place(b.status, b.held_until)
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
