CREATE INDEX "booking_series_updated_id_idx" ON "booking_series" USING btree ("updated_at","id");--> statement-breakpoint
-- A series' updated_at is the moment of its last change, whichever code path made it (the series job
-- moving its next date included), as bookings' is (0050): partners read the series changed since a
-- moment (series/page.php's updatedSince) and must see every change.
CREATE OR REPLACE FUNCTION booking_series_touch_updated_at() RETURNS trigger AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER booking_series_touch_updated_at BEFORE UPDATE ON booking_series
  FOR EACH ROW EXECUTE FUNCTION booking_series_touch_updated_at();
