-- The office searches by index (issue #34): a booking by a line's service name, a customer by a property's suburb,
-- the generic users list by address (customers/search.ts, admin-tables/tables.ts).
CREATE INDEX "booking_services_name_trgm_idx" ON "booking_services" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_properties_suburb_trgm_idx" ON "customer_properties" USING gin ("suburb" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_address_trgm_idx" ON "users" USING gin ("address" gin_trgm_ops);