ALTER TABLE "booking_series" ADD COLUMN "retry_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_series" ADD COLUMN "last_error" text;