-- The office searches names, e-mails, phones, suburbs and references by "contains" (ILIKE %text%): trigram
-- indexes answer those (PGlite loads the extension: api/src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "bookings_series_idx" ON "bookings" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_updated_idx" ON "bookings" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "bookings_paid_idx" ON "bookings" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "bookings_suburb_trgm_idx" ON "bookings" USING gin ("address_suburb" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_guid_trgm_idx" ON "bookings" USING gin ("guid_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_key_trgm_idx" ON "users" USING gin (phone_key("phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at","id");