-- What a plan change did, kept for its undo (docs/recurring.md, "Undo"). Written by hand: the
-- 0027-0030 snapshots are siblings, so drizzle-kit generate refuses this tree.
CREATE TABLE "series_undos" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"series_id" integer NOT NULL,
	"action" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_undos_token_unique" UNIQUE("token"),
	CONSTRAINT "series_undos_action_ck" CHECK ("series_undos"."action" in ('skip','pause','stop','resume'))
);--> statement-breakpoint
ALTER TABLE "series_undos" ADD CONSTRAINT "series_undos_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_undos" ADD CONSTRAINT "series_undos_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "series_undos_series_idx" ON "series_undos" USING btree ("series_id","id");
