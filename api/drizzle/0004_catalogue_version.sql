CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
-- Every write to a catalogue table, by any writer, raises the version once per statement and
-- announces it; the row update becomes visible (and the NOTIFY is delivered) only when the writing
-- transaction commits, so a reader that sees the new version also sees the new catalogue.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_version_bump() RETURNS trigger AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
  PERFORM pg_notify('catalogue_changed', next_version::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['categories', 'services', 'variations', 'variation_options',
    'service_variations', 'service_variation_options', 'add_ons', 'seasons', 'packages',
    'package_services', 'modifiers', 'modifier_options'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump()', t || '_catalogue_version', t);
  END LOOP;
END;
$$;
