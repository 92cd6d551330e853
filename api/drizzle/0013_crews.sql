CREATE TABLE "crews" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"colour" text DEFAULT '#2f9e44' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "crews_colour_ck" CHECK ("crews"."colour" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "crew_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "crew_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "crews_name_uq" ON "crews" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_crew_idx" ON "bookings" USING btree ("crew_id");