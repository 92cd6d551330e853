CREATE TABLE "booking_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"first_booking_id" integer,
	"name" text NOT NULL,
	"repeat_weeks" integer,
	"booking_time" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"next_date" date,
	"visit_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"template" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "booking_series_kind_ck" CHECK ("booking_series"."kind" in ('repeat','programme')),
	CONSTRAINT "booking_series_status_ck" CHECK ("booking_series"."status" in ('active','paused','stopped')),
	CONSTRAINT "booking_series_repeat_ck" CHECK (("booking_series"."kind" = 'repeat') = ("booking_series"."repeat_weeks" is not null)),
	CONSTRAINT "booking_series_visit_price_ck" CHECK ("booking_series"."visit_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pay_later" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "moved_from" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "skipped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "package_services" ADD COLUMN "first_week" integer;--> statement-breakpoint
ALTER TABLE "package_services" ADD COLUMN "every_weeks" integer;--> statement-breakpoint
ALTER TABLE "variation_options" ADD COLUMN "repeat_weeks" integer;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_first_booking_id_bookings_id_fk" FOREIGN KEY ("first_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_series_user_idx" ON "booking_series" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "booking_series_due_idx" ON "booking_series" USING btree ("status","next_date");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_series_date_uq" ON "bookings" USING btree ("series_id","series_date") WHERE "bookings"."status" <> 'cancelled' or "bookings"."skipped";--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_first_week_ck" CHECK ("package_services"."first_week" between 0 and 52);--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_every_weeks_ck" CHECK ("package_services"."every_weeks" between 1 and 26);--> statement-breakpoint
ALTER TABLE "variation_options" ADD CONSTRAINT "variation_options_repeat_weeks_ck" CHECK ("variation_options"."repeat_weeks" between 1 and 26);--> statement-breakpoint
-- A later visit of a recurring series (pay_later) is pending until paid from its reminder and holds
-- its place meanwhile without the 30-minute limit: the capacity trigger of 0014 with that one rule
-- added (it counts such visits as live, and paying one re-checks nothing, as it never let go).
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
              AND NOT OLD.pay_later AND OLD.created_at <= now() - interval '30 minutes') THEN
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
            OR (b.status = 'pending' AND (b.pay_later OR b.created_at > now() - interval '30 minutes')))
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
            OR (b.status = 'pending' AND (b.pay_later OR b.created_at > now() - interval '30 minutes')))
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
