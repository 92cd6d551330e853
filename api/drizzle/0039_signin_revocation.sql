ALTER TABLE "users" ADD COLUMN "tokens_valid_after" timestamp with time zone;--> statement-breakpoint
-- signin (issue #32): manage links end with the password. A change of password, by any writer (a
-- reset, a change on the profile, the office, psql), sets tokens_valid_after to now: every manage
-- link issued before it opens nothing (the gateway compares the link's issue time). "Sign out
-- everywhere" sets it too (users/end-sessions.php). The rest of the guard is 0006's, unchanged.
CREATE OR REPLACE FUNCTION users_guard() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.role IS DISTINCT FROM OLD.role
       OR NEW.status_id IS DISTINCT FROM OLD.status_id
       OR NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
      NEW.session_version := GREATEST(NEW.session_version, OLD.session_version + 1);
    END IF;
    IF NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
      NEW.tokens_valid_after := now();
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
