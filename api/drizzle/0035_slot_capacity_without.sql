-- The capacity rule once, with an exception: how many jobs a time can hold when one crew no longer
-- counts (crew deactivation's preview). slot_capacity() is the same rule with no crew left out, so the
-- capacity trigger, the slot listing and the deactivation read one definition.
CREATE OR REPLACE FUNCTION slot_capacity_without(excluded integer) RETURNS integer AS $$
  SELECT CASE
    WHEN count(*) > 0 THEN count(*)::integer
    ELSE COALESCE((SELECT value::integer FROM app_settings WHERE key = 'slot_capacity'), 2)
  END
  FROM crews WHERE active AND id IS DISTINCT FROM excluded;
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION slot_capacity() RETURNS integer AS $$
  SELECT slot_capacity_without(NULL);
$$ LANGUAGE sql STABLE;
