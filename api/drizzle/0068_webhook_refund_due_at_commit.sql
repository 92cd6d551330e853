-- booking.refund_due is reported when the transaction that marks a payment owed back commits, as it
-- then stands: a transaction may settle what it marked (a programme given up keeps the done visits'
-- share, and lowers or clears the refund it had marked), so the event carries the amount then owed,
-- once per payment and transaction, and none when nothing is owed after all. It also comes after the
-- booking.cancelled of the same transaction. (0067 wrote it at the moment of marking.)
CREATE OR REPLACE FUNCTION payments_webhook_events() RETURNS trigger AS $$
BEGIN
  IF OLD.refund_status = 'due' AND NEW.refund_status = 'refunded' THEN
    PERFORM webhook_booking_event(NEW.booking_id, 'booking.refunded', jsonb_build_object(
      'refund', jsonb_build_object(
        'paymentId', NEW.id::text, 'amount', coalesce(NEW.refund_amount, NEW.amount),
        'reference', NEW.refund_reference, 'refundedAt', NEW.refunded_at)));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS payments_webhooks_insert ON payments;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payments_refund_due_event() RETURNS trigger AS $$
DECLARE
  p payments%ROWTYPE;
BEGIN
  SELECT * INTO p FROM payments WHERE id = NEW.id;
  IF p.id IS NULL OR p.refund_status IS DISTINCT FROM 'due'
     OR EXISTS (SELECT 1 FROM webhook_deliveries d
                 WHERE d.subject = 'booking:' || p.booking_id
                   AND d.delivered_at IS NULL AND d.failed_at IS NULL
                   AND d.type = 'booking.refund_due' AND d.created_at = now()
                   AND d.payload->'data'->'refund'->>'paymentId' = p.id::text) THEN
    RETURN NULL;
  END IF;
  PERFORM webhook_booking_event(p.booking_id, 'booking.refund_due', jsonb_build_object(
    'refund', jsonb_build_object(
      'paymentId', p.id::text, 'amount', coalesce(p.refund_amount, p.amount),
      'reason', p.refund_reason)));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payments_refund_due_inserted
  AFTER INSERT ON payments
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.refund_status = 'due')
  EXECUTE FUNCTION payments_refund_due_event();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payments_refund_due_marked
  AFTER UPDATE OF refund_status ON payments
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.refund_status = 'due' AND OLD.refund_status IS DISTINCT FROM 'due')
  EXECUTE FUNCTION payments_refund_due_event();
