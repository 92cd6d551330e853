CREATE TABLE "customer_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"street" text NOT NULL,
	"suburb" text NOT NULL,
	"postal_code" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "customer_properties" ADD CONSTRAINT "customer_properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_properties_user_idx" ON "customer_properties" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_properties_address_uq" ON "customer_properties" USING btree ("user_id",lower("street"),lower("suburb"));--> statement-breakpoint
CREATE INDEX "customer_properties_suburb_idx" ON "customer_properties" USING btree (lower("suburb"));--> statement-breakpoint
-- Existing customers get their properties from their bookings: one per distinct street and suburb
-- (any case), with the postal code and property notes of the latest booking there.
INSERT INTO "customer_properties" ("user_id", "street", "suburb", "postal_code", "notes", "created_at", "updated_at")
SELECT "user_id", "street", "suburb", "postal_code", "notes", "created_at", "created_at"
FROM (
	SELECT DISTINCT ON ("user_id", lower(trim("address_street")), lower(trim("address_suburb")))
		"user_id",
		trim("address_street") AS "street",
		trim("address_suburb") AS "suburb",
		coalesce(trim("address_postal_code"), '') AS "postal_code",
		nullif(trim("property_notes"), '') AS "notes",
		"created_at"
	FROM "bookings"
	WHERE "user_id" IS NOT NULL
		AND nullif(trim("address_street"), '') IS NOT NULL
		AND nullif(trim("address_suburb"), '') IS NOT NULL
	ORDER BY "user_id", lower(trim("address_street")), lower(trim("address_suburb")), "created_at" DESC, "id" DESC
) AS "addresses";
