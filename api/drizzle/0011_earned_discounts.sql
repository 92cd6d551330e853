ALTER TABLE "modifier_options" ADD COLUMN "rule" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_code" text DEFAULT upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8)) NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_uq" ON "users" USING btree ("referral_code");--> statement-breakpoint
ALTER TABLE "modifier_options" ADD CONSTRAINT "modifier_options_rule_ck" CHECK ("modifier_options"."rule" is null or "modifier_options"."rule" in ('first_time','referral','call_out'));--> statement-breakpoint
-- Hand-written: a database seeded before this migration has the demo modifiers without their rules;
-- the options the gateway now decides are marked by their demo names.
UPDATE "modifier_options" SET "rule" = 'first_time' WHERE "name" = 'First-time customer' AND "type" = 'discount';--> statement-breakpoint
UPDATE "modifier_options" SET "rule" = 'referral' WHERE "name" = 'Referral' AND "type" = 'discount';--> statement-breakpoint
UPDATE "modifier_options" SET "rule" = 'call_out' WHERE "modifier_id" IN (SELECT "id" FROM "modifiers" WHERE "name" = 'Call-out Distance');
