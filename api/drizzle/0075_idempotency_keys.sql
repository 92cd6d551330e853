CREATE TABLE "idempotency_keys" (
	"operation" text NOT NULL,
	"actor" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"record_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_operation_actor_key_pk" PRIMARY KEY("operation","actor","key")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");