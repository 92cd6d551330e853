ALTER TABLE "booking_series" ADD COLUMN "card_charge_when" text DEFAULT 'before' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pay_by_card_after" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_card_charge_when_ck" CHECK ("booking_series"."card_charge_when" in ('before','after_done'));
