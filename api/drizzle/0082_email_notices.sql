CREATE TABLE "email_notices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"booking_id" integer,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_notices" ADD CONSTRAINT "email_notices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_notices_waiting_idx" ON "email_notices" USING btree ("created_at") WHERE done_at is null and failed_at is null;