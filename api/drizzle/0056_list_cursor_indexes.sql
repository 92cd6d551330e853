-- Issue #34: the generic lists (query.php) page by cursor in the order (sort key, id). These answer the
-- first page and every next page of the users list (by name) and the bookings list (by id, date or last
-- change) from an index, with no sort of the whole table.
CREATE INDEX "bookings_guid_lower_id_idx" ON "bookings" USING btree (lower("guid_id"),"id");--> statement-breakpoint
CREATE INDEX "bookings_date_id_idx" ON "bookings" USING btree ("booking_date","id");--> statement-breakpoint
CREATE INDEX "bookings_updated_id_idx" ON "bookings" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "users_name_lower_id_idx" ON "users" USING btree (lower("name"),"id");