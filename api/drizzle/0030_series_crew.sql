ALTER TABLE "booking_series" ADD COLUMN "crew_id" integer;--> statement-breakpoint
ALTER TABLE "booking_series" ADD COLUMN "paused_from" date;--> statement-breakpoint
ALTER TABLE "booking_series" ADD COLUMN "cadence_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by_pause" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE set null ON UPDATE no action;