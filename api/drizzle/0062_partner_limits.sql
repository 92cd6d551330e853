ALTER TABLE "api_clients" ADD COLUMN "requests_per_minute" integer;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "cost_per_minute" integer;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "quote_requests_per_day" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "api_client_id" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_api_client_id_api_clients_id_fk" FOREIGN KEY ("api_client_id") REFERENCES "public"."api_clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_requests_api_client_idx" ON "quote_requests" USING btree ("api_client_id","created_at") WHERE "quote_requests"."api_client_id" is not null;