-- Issue #34, the jobs at scale: each periodic job's claim reads only the rows due or still to come, so
-- its cost does not grow with history. The series job: the running repeat series by next date; the hold
-- expiry: a series by its first visit; the reminders: the visits not reminded yet, by date; the card
-- charges: a series' later visits to pay, by date, and those held for the card after done; the sweep of
-- unfinished charges: the claims without an outcome; the webhook claim: the deliveries still to go.
CREATE INDEX "booking_series_job_idx" ON "booking_series" USING btree ("next_date","id") WHERE "booking_series"."kind" = 'repeat' and "booking_series"."status" in ('active', 'paused') and "booking_series"."next_date" is not null;--> statement-breakpoint
CREATE INDEX "booking_series_first_booking_idx" ON "booking_series" USING btree ("first_booking_id");--> statement-breakpoint
CREATE INDEX "bookings_reminder_due_idx" ON "bookings" USING btree ("booking_date") WHERE "bookings"."reminder_sent_at" is null and "bookings"."status" in ('confirmed', 'pending');--> statement-breakpoint
CREATE INDEX "bookings_pay_later_due_idx" ON "bookings" USING btree ("booking_date") WHERE "bookings"."pay_later" and "bookings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bookings_card_after_due_idx" ON "bookings" USING btree ("id") WHERE "bookings"."pay_by_card_after" and "bookings"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "card_charges_unfinished_idx" ON "card_charges" USING btree ("claimed_at") WHERE "card_charges"."outcome" is null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_waiting_idx" ON "webhook_deliveries" USING btree ("endpoint_id","booking_id","id") WHERE delivered_at is null and failed_at is null;