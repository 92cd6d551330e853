ALTER TABLE "quote_requests" ADD COLUMN "client_ip" text;--> statement-breakpoint
CREATE INDEX "quote_requests_created_idx" ON "quote_requests" USING btree ("created_at");