ALTER TABLE "booking_services" ADD COLUMN "season_name" text;--> statement-breakpoint
ALTER TABLE "booking_services" ADD COLUMN "season_multiplier" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "booking_services" ADD COLUMN "season_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_season_ck" CHECK (("booking_services"."season_name" is null) = ("booking_services"."season_multiplier" is null) and ("booking_services"."season_name" is null) = ("booking_services"."season_amount" is null));