CREATE TABLE "referral_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"referred_user_id" integer NOT NULL,
	"earned_by_booking_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_booking_id" integer,
	CONSTRAINT "referral_credits_amount_ck" CHECK ("referral_credits"."amount" > 0),
	CONSTRAINT "referral_credits_not_own_ck" CHECK ("referral_credits"."referrer_id" <> "referral_credits"."referred_user_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "referrer_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "referral_credit" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_earned_by_booking_id_bookings_id_fk" FOREIGN KEY ("earned_by_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_used_booking_id_bookings_id_fk" FOREIGN KEY ("used_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_credits_referred_uq" ON "referral_credits" USING btree ("referred_user_id");--> statement-breakpoint
CREATE INDEX "referral_credits_referrer_idx" ON "referral_credits" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "referral_credits_used_idx" ON "referral_credits" USING btree ("used_booking_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_referral_credit_ck" CHECK ("bookings"."referral_credit" > 0);