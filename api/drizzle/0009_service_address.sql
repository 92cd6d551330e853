CREATE TABLE "service_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"suburb" text NOT NULL,
	"postal_code" text NOT NULL,
	"travel_minutes" integer DEFAULT 20 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "service_areas_travel_ck" CHECK ("service_areas"."travel_minutes" between 0 and 600)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "address_street" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "address_suburb" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "address_postal_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "property_notes" text;--> statement-breakpoint
CREATE UNIQUE INDEX "service_areas_suburb_uq" ON "service_areas" USING btree (lower("suburb"));--> statement-breakpoint
-- Hand-written: the Cape Town suburbs served at launch, with the minutes from the nearest branch.
INSERT INTO "service_areas" ("suburb", "postal_code", "travel_minutes") VALUES
  ('Rondebosch', '7700', 10), ('Claremont', '7708', 12), ('Newlands', '7700', 12),
  ('Constantia', '7806', 20), ('Sea Point', '8005', 25), ('Green Point', '8005', 22),
  ('Gardens', '8001', 18), ('Observatory', '7925', 12), ('Pinelands', '7405', 15),
  ('Milnerton', '7441', 25), ('Table View', '7441', 30), ('Durbanville', '7550', 30),
  ('Bellville', '7530', 25), ('Tokai', '7945', 22), ('Bergvliet', '7945', 20),
  ('Plumstead', '7800', 15), ('Wynberg', '7800', 14), ('Kenilworth', '7708', 12),
  ('Fish Hoek', '7975', 40), ('Muizenberg', '7945', 30), ('Hout Bay', '7806', 35),
  ('Camps Bay', '8005', 30), ('Parow', '7500', 22), ('Goodwood', '7460', 20),
  ('Brackenfell', '7560', 35)
ON CONFLICT DO NOTHING;
