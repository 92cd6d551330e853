-- The office's own discount on a booking it makes (docs/product.md, "The office's discount").
-- Generated against the whole schema (the 0027-0030 snapshots are siblings): only this task's statements are kept.
ALTER TABLE "bookings" ADD COLUMN "office_discount_percent" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "office_discount_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "office_discount_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "office_discount_by" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_office_discount_by_users_id_fk" FOREIGN KEY ("office_discount_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_office_discount_ck" CHECK (("bookings"."office_discount_percent" is null) = ("bookings"."office_discount_amount" is null) and ("bookings"."office_discount_percent" is null) = ("bookings"."office_discount_reason" is null) and "bookings"."office_discount_percent" > 0 and "bookings"."office_discount_percent" <= 100 and "bookings"."office_discount_amount" >= 0);
