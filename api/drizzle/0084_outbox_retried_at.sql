ALTER TABLE "email_notices" ADD COLUMN "retried_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "retried_at" timestamp with time zone;