CREATE TABLE "provider_refunds" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" integer,
	"outcome" text,
	"detail" text,
	"reference" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "provider_refunds_outcome_ck" CHECK ("provider_refunds"."outcome" in ('refunded','refused','unknown'))
);
--> statement-breakpoint
ALTER TABLE "provider_refunds" ADD CONSTRAINT "provider_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_refunds" ADD CONSTRAINT "provider_refunds_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;