CREATE TABLE "catalogue_changes" (
	"table_name" text NOT NULL,
	"row_id" integer NOT NULL,
	"changed_version" bigint NOT NULL,
	CONSTRAINT "catalogue_changes_table_name_row_id_pk" PRIMARY KEY("table_name","row_id")
);
--> statement-breakpoint
-- catalogue_mark(table, id) records that the row changes at the version the writing statement will
-- produce: the current version + 1, read under the catalogue_version row lock (held to commit, the
-- same lock the statement trigger of 0004 takes to raise the version). Row triggers fire BEFORE the
-- statement trigger, so a transaction's rows carry at most the version its commit makes visible,
-- and a concurrent writer waits for the lock and then reads the version this one committed.
CREATE OR REPLACE FUNCTION catalogue_mark(tbl text, rid integer) RETURNS void AS $$
DECLARE
  next_version bigint;
BEGIN
  IF rid IS NULL THEN
    RETURN;
  END IF;
  SELECT version + 1 INTO next_version FROM catalogue_version WHERE id = 1 FOR UPDATE;
  INSERT INTO catalogue_changes (table_name, row_id, changed_version) VALUES (tbl, rid, next_version)
  ON CONFLICT (table_name, row_id) DO UPDATE
    SET changed_version = GREATEST(catalogue_changes.changed_version, EXCLUDED.changed_version);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_row_changed() RETURNS trigger AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    r := OLD;
  ELSE
    r := NEW;
  END IF;
  PERFORM catalogue_mark(TG_TABLE_NAME::text, r.id);
  -- What a service offers is part of its price (an added variation changes the fallback option):
  -- such a change is recorded against the service too.
  IF TG_TABLE_NAME = 'service_variations' THEN
    PERFORM catalogue_mark('services', r.service_id);
    IF TG_OP = 'UPDATE' THEN
      PERFORM catalogue_mark('services', OLD.service_id);
    END IF;
  ELSIF TG_TABLE_NAME = 'service_variation_options' THEN
    PERFORM catalogue_mark('services', sv.service_id)
      FROM service_variations sv WHERE sv.id = r.service_variation_id;
    IF TG_OP = 'UPDATE' THEN
      PERFORM catalogue_mark('services', sv.service_id)
        FROM service_variations sv WHERE sv.id = OLD.service_variation_id;
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['services', 'variations', 'variation_options', 'service_variations',
    'service_variation_options', 'add_ons', 'seasons', 'packages', 'modifiers', 'modifier_options'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE OR DELETE ON %I '
      'FOR EACH ROW EXECUTE FUNCTION catalogue_row_changed()', t || '_catalogue_changes', t);
  END LOOP;
END;
$$;
