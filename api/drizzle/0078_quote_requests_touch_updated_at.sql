CREATE INDEX "quote_requests_updated_id_idx" ON "quote_requests" USING btree ("updated_at","id");--> statement-breakpoint
-- A quote request's updated_at is the moment of its last change, whichever code path made it (booked by
-- the office, a customer erased), as bookings' (0050), series' (0074) and payments' (0076) are: the
-- office and its tools read the requests changed since a moment (quote-requests/page.php's
-- updatedSince) and must see each.
CREATE OR REPLACE FUNCTION quote_requests_touch_updated_at() RETURNS trigger AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER quote_requests_touch_updated_at BEFORE UPDATE ON quote_requests
  FOR EACH ROW EXECUTE FUNCTION quote_requests_touch_updated_at();
