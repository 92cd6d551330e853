ALTER TABLE "bookings" ADD COLUMN "hold_expired_at" timestamp with time zone;--> statement-breakpoint
-- Bookings the expiry job cancelled before this column existed: unpaid, cancelled at least 30 minutes
-- after they were made (the best evidence there is for them).
UPDATE "bookings" SET "hold_expired_at" = "updated_at"
 WHERE "status" = 'cancelled' AND "paid_at" IS NULL AND "updated_at" >= "created_at" + interval '30 minutes';
