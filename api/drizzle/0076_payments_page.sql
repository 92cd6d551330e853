ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A payment's last change before this column: its refund's record when there is one, else its arrival.
UPDATE "payments" SET "updated_at" = greatest("created_at", coalesce("refunded_at", "created_at"));--> statement-breakpoint
CREATE INDEX "payments_updated_id_idx" ON "payments" USING btree ("updated_at","id");--> statement-breakpoint
-- A payment's updated_at is the moment of its last change, whichever code path made it (a refund owed
-- at a cancellation, settled, recorded as made), as bookings' (0050) and series' (0074) are: partners
-- read the payments changed since a moment (money/payments-page.php's updatedSince) and must see each.
CREATE OR REPLACE FUNCTION payments_touch_updated_at() RETURNS trigger AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payments_touch_updated_at BEFORE UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_touch_updated_at();
