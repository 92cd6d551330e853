-- A customer's updated_at is the moment their details last changed (name, e-mail, phone, status),
-- whichever code path changed them (the office, the customer's own account page, the erasure), so a
-- partner reading the customers changed since a moment (customers/list.php's updatedSince) misses none.
-- A sign-in or a new password is not a change of their details and leaves it as it was.
CREATE OR REPLACE FUNCTION users_touch_updated_at() RETURNS trigger AS $$
BEGIN
  IF ROW(NEW.name, NEW.email, NEW.phone, NEW.status_id) IS DISTINCT FROM
     ROW(OLD.name, OLD.email, OLD.phone, OLD.status_id) THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_touch_updated_at BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_touch_updated_at();
