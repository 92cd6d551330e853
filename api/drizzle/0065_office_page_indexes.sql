-- Issue #34: the office's growing lists page by cursor: a customer's bookings (latest visit first), a
-- booking's history (latest first), quote requests (newest first, by status, searched by name, e-mail or
-- phone) and the customers list (newest first), each from an index in its own order.
CREATE INDEX "booking_events_booking_at_id_idx" ON "booking_events" USING btree ("booking_id","at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "bookings_user_date_id_idx" ON "bookings" USING btree ("user_id","booking_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "quote_requests_created_id_idx" ON "quote_requests" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "quote_requests_status_created_id_idx" ON "quote_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "quote_requests_name_trgm_idx" ON "quote_requests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_requests_email_trgm_idx" ON "quote_requests" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_requests_phone_key_trgm_idx" ON "quote_requests" USING gin (phone_key("phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_role_created_desc_idx" ON "users" USING btree ("role","created_at" DESC NULLS FIRST,"id");