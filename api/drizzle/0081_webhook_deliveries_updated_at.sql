ALTER TABLE "webhook_deliveries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_updated_idx" ON "webhook_deliveries" USING btree ("endpoint_id","updated_at","id");--> statement-breakpoint
-- A delivery's last change before this column: its delivery, its giving up, or its making.
UPDATE "webhook_deliveries" SET "updated_at" = greatest("created_at", coalesce("delivered_at", "created_at"), coalesce("failed_at", "created_at"));--> statement-breakpoint
-- A delivery's updated_at is the moment of its last change, whichever path made it (an attempt, its
-- result, a resend, an endpoint disabled), by the one touch_updated_at() of 0078: a partner reads its
-- endpoint's deliveries changed since a moment (webhooks/deliveries-page.php's updatedSince).
CREATE TRIGGER webhook_deliveries_touch_updated_at BEFORE UPDATE ON webhook_deliveries
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
