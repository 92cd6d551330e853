-- Issue #34: the dashboard's money received and refunded in a period (its week, month, the weekly chart)
-- read the payments of the period's days by when they were made and refunded, not every payment ever.
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_refunded_idx" ON "payments" USING btree ("refunded_at");