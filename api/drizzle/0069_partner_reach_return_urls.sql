ALTER TABLE "api_clients" ADD COLUMN "reach" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "allowed_return_urls" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "api_client_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_api_client_id_api_clients_id_fk" FOREIGN KEY ("api_client_id") REFERENCES "public"."api_clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_api_client_idx" ON "bookings" USING btree ("api_client_id","updated_at","id") WHERE "bookings"."api_client_id" is not null;--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_reach_ck" CHECK ("api_clients"."reach" in ('own','all'));--> statement-breakpoint
-- The bookings keys made before this migration name their client in their 'created' event only
-- (developers/api-clients.ts stampBookedByClient): copy it onto the booking, without counting it as a
-- change of the booking (partners read the bookings changed since a moment).
ALTER TABLE "bookings" DISABLE TRIGGER "bookings_touch_updated_at";--> statement-breakpoint
UPDATE "bookings" b SET "api_client_id" = (e."detail"->>'apiClientId')::int
  FROM "booking_events" e
  WHERE e."booking_id" = b."id" AND e."kind" = 'created' AND e."detail" ? 'apiClientId'
    AND EXISTS (SELECT 1 FROM "api_clients" c WHERE c."id" = (e."detail"->>'apiClientId')::int);--> statement-breakpoint
ALTER TABLE "bookings" ENABLE TRIGGER "bookings_touch_updated_at";
