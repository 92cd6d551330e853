CREATE TABLE "invoice_counters" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_id" integer,
	"booking_id" integer,
	"booking_guid" text NOT NULL,
	"credits_invoice_id" integer,
	"total" numeric(12, 2) NOT NULL,
	"vat" numeric(12, 2) NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "invoices_kind_ck" CHECK ("invoices"."kind" in ('invoice','credit_note'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("credits_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_kind_number_uq" ON "invoices" USING btree ("kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_kind_payment_uq" ON "invoices" USING btree ("kind","payment_id");--> statement-breakpoint
CREATE INDEX "invoices_booking_idx" ON "invoices" USING btree ("booking_id");--> statement-breakpoint
INSERT INTO "invoice_counters" ("kind", "last_number") VALUES ('invoice', 0), ('credit_note', 0) ON CONFLICT DO NOTHING;
