CREATE INDEX "quote_requests_updated_id_idx" ON "quote_requests" USING btree ("updated_at","id");--> statement-breakpoint
-- One trigger function for every table whose updated_at is the moment of its last change, whichever
-- code path made it (bookings 0050, series 0074 and payments 0076 have their own, written before it;
-- users 0077 watches some columns only). Quote requests (booked by the office, a customer erased) use
-- it from here: the office and its tools read the requests changed since a moment
-- (quote-requests/page.php's updatedSince) and must see each.
CREATE OR REPLACE FUNCTION touch_updated_at() RETURNS trigger AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER quote_requests_touch_updated_at BEFORE UPDATE ON quote_requests
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
