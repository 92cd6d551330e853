-- The area waitlist (issue 30): a visitor whose suburb we do not serve asks to be told when it opens.
CREATE TABLE "area_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"suburb" text NOT NULL,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "area_waitlist_email_suburb_uq" ON "area_waitlist" USING btree (lower("email"),lower("suburb"));--> statement-breakpoint
CREATE INDEX "area_waitlist_created_idx" ON "area_waitlist" USING btree ("created_at");