ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Sessions answer to the database, for every writer (api routes, the generic admin table, psql):
-- a change of role, status or password raises session_version, which ends every session opened
-- under the old one. And the company always keeps one active admin: demoting, blocking or deleting
-- the last one is refused (GL002). The advisory lock makes two such changes take turns, so two
-- admins cannot demote each other at once; the check runs after the lock with a fresh snapshot.
CREATE OR REPLACE FUNCTION users_guard() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.role IS DISTINCT FROM OLD.role
       OR NEW.status_id IS DISTINCT FROM OLD.status_id
       OR NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
      NEW.session_version := GREATEST(NEW.session_version, OLD.session_version + 1);
    END IF;
  END IF;
  IF OLD.role = 'admin' AND OLD.status_id = 1
     AND (TG_OP = 'DELETE' OR NEW.role <> 'admin' OR NEW.status_id <> 1) THEN
    PERFORM pg_advisory_xact_lock(hashtext('greenleaf:active-admins'));
    IF NOT EXISTS (SELECT 1 FROM users WHERE role = 'admin' AND status_id = 1 AND id <> OLD.id) THEN
      RAISE EXCEPTION 'The last active admin cannot be demoted, blocked or deleted.'
        USING ERRCODE = 'GL002';
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_guard BEFORE UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_guard();
