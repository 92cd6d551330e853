CREATE TABLE "tombstones" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"guid_id" text,
	"reason" text NOT NULL,
	"api_client_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tombstones_entity_ck" CHECK ("tombstones"."entity" in ('booking','customer','quote_request')),
	CONSTRAINT "tombstones_reason_ck" CHECK ("tombstones"."reason" in ('deleted','erased'))
);
--> statement-breakpoint
CREATE INDEX "tombstones_at_idx" ON "tombstones" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "tombstones_clients_idx" ON "tombstones" USING gin ("api_client_ids");--> statement-breakpoint
-- A customer removed for good: deleted, or erased (api/src/users/erase.ts calls this in its own
-- transaction). It names the API clients that booked for them, so a key of reach 'own' is told too.
CREATE OR REPLACE FUNCTION record_customer_tombstone(p_user_id integer, p_reason text) RETURNS void AS $$
BEGIN
  INSERT INTO tombstones (entity, entity_id, reason, api_client_ids)
  VALUES ('customer', p_user_id, p_reason, coalesce(
    (SELECT array_agg(DISTINCT b.api_client_id) FROM bookings b
      WHERE b.user_id = p_user_id AND b.api_client_id IS NOT NULL), '{}'));
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_tombstone() RETURNS trigger AS $$
BEGIN
  -- Before the delete, while the customer's bookings (which go with them) still name their clients.
  IF OLD.role = 'client' THEN
    PERFORM record_customer_tombstone(OLD.id, 'deleted');
  END IF;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_tombstones
  BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_tombstone();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bookings_tombstone() RETURNS trigger AS $$
BEGIN
  INSERT INTO tombstones (entity, entity_id, guid_id, reason, api_client_ids)
  VALUES ('booking', OLD.id, OLD.guid_id, 'deleted',
          CASE WHEN OLD.api_client_id IS NULL THEN '{}'::integer[] ELSE ARRAY[OLD.api_client_id] END);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bookings_tombstones
  AFTER DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_tombstone();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quote_requests_tombstone() RETURNS trigger AS $$
BEGIN
  INSERT INTO tombstones (entity, entity_id, reason, api_client_ids)
  VALUES ('quote_request', OLD.id, 'deleted',
          CASE WHEN OLD.api_client_id IS NULL THEN '{}'::integer[] ELSE ARRAY[OLD.api_client_id] END);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER quote_requests_tombstones
  AFTER DELETE ON quote_requests
  FOR EACH ROW EXECUTE FUNCTION quote_requests_tombstone();
