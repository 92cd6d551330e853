-- A booking's updated_at is the moment of its last change, whichever code path made it: partners read
-- the bookings changed since a moment (bookings/page.php's updatedSince) and must see every change.
CREATE OR REPLACE FUNCTION bookings_touch_updated_at() RETURNS trigger AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS bookings_touch_updated_at ON bookings;
--> statement-breakpoint
CREATE TRIGGER bookings_touch_updated_at BEFORE UPDATE ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_touch_updated_at();
