CREATE TABLE "card_charges" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"detail" text,
	"provider_payment_id" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "card_charges_outcome_ck" CHECK ("card_charges"."outcome" in ('charged','failed'))
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"label" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_charges" ADD CONSTRAINT "card_charges_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;