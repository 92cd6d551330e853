ALTER TABLE "payments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_by" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_refund_due_idx" ON "payments" USING btree ("booking_id") WHERE "payments"."refund_status" = 'due';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_status_ck" CHECK ("payments"."refund_status" in ('due','refunded'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_reason_ck" CHECK ("payments"."refund_reason" in ('second_payment','slot_full','cancelled') and "payments"."refund_status" is not null or "payments"."refund_reason" is null and "payments"."refund_status" is null);--> statement-breakpoint
-- A paid booking that is cancelled owes its payment back (the status move marks the booking
-- refund_status 'due', for every writer): its kept payments are marked owed too, so that what is owed
-- is always the sum of the payments owed and the office refunds each one.
CREATE OR REPLACE FUNCTION bookings_owe_payments() RETURNS trigger AS $$
BEGIN
  UPDATE payments SET refund_status = 'due', refund_reason = 'cancelled'
   WHERE booking_id = NEW.id AND refund_status IS NULL AND upper(status) = 'COMPLETE';
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bookings_owe_payments
  AFTER UPDATE OF status, refund_status ON bookings
  FOR EACH ROW
  WHEN (NEW.status = 'cancelled' AND NEW.refund_status = 'due' AND NEW.paid_at IS NOT NULL)
  EXECUTE FUNCTION bookings_owe_payments();
--> statement-breakpoint
-- What is already there. A cancelled paid booking's payments share its refund state.
UPDATE payments p SET refund_status = b.refund_status, refund_reason = 'cancelled'
  FROM bookings b
 WHERE b.id = p.booking_id AND b.status = 'cancelled' AND b.paid_at IS NOT NULL
   AND b.refund_status IS NOT NULL AND p.refund_status IS NULL AND upper(p.status) = 'COMPLETE';
--> statement-breakpoint
-- A completed payment that never paid its booking (a late payment kept cancelled) is owed.
UPDATE payments p SET refund_status = 'due',
       refund_reason = CASE WHEN b.hold_expired_at IS NOT NULL THEN 'slot_full' ELSE 'cancelled' END
  FROM bookings b
 WHERE b.id = p.booking_id AND b.status = 'cancelled' AND b.paid_at IS NULL
   AND p.refund_status IS NULL AND upper(p.status) = 'COMPLETE';
--> statement-breakpoint
-- Every completed payment after the first of a paid booking is a second payment, owed back.
UPDATE payments p SET refund_status = 'due', refund_reason = 'second_payment'
  FROM (SELECT id, row_number() OVER (PARTITION BY booking_id ORDER BY created_at, id) AS n
          FROM payments WHERE upper(status) = 'COMPLETE' AND refund_status IS NULL) first_paid, bookings b
 WHERE p.id = first_paid.id AND first_paid.n > 1 AND b.id = p.booking_id AND b.paid_at IS NOT NULL;
--> statement-breakpoint
UPDATE bookings b SET refund_status = 'due'
 WHERE b.refund_status IS DISTINCT FROM 'due'
   AND EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id AND p.refund_status = 'due');
