/**
 * POST /payments/notify: PayFast's payment notification (ITN). A notification confirms a booking only
 * when its signature verifies over the fields in the posted order, the merchant id is ours, and the
 * amount equals the booking's total to the cent. The payment is recorded once per pf_payment_id
 * (bookings/record-payment.php is idempotent), so a replay changes nothing and sends no second e-mail.
 * A completed payment that arrives after the booking's 30-minute hold confirms it while its slot has
 * room; when the api answers that this payment is owed back instead (a second payment for a paid
 * booking, slot full since, or the booking cancelled), the customer and the administrators are told by
 * e-mail once (refund-notices.ts), and no confirmation is sent.
 * A tokenised payment's notification carries the saved card's `token` (docs/product.md, "A card on
 * file for plans"), kept for the booking's customer.
 * Answers 200 once recorded (PayFast stops retrying), 400 for a refused notification, 503 when the api
 * is unavailable (PayFast retries).
 */
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { ApiClient } from '../api/client.js';
import { errorCode } from '../api/errors.js';
import type { GatewayConfig } from '../config.js';
import type { Mailer } from '../email/mailer-contract.js';
import { phpUrlencode, verifyNotificationSignature } from './payfast-signature.js';
import type { SourceCheck } from './notification-sources.js';
import { afterPaymentRecorded, paymentNotice } from './after-payment.js';
import type { PaymentOutcome } from '../http/work-metrics.js';

type NotifyOutcome =
  | { ok: true; status: string; duplicate: boolean; paid: boolean; refundDue: boolean }
  | { ok: false; httpStatus: 400 | 404 | 503; reason: string };

const toCents = (amount: string | number): number => Math.round(Number(amount) * 100);

/** The posted fields, in the order they were posted. */
export function parseFormBody(body: string): [string, string][] {
  return [...new URLSearchParams(body).entries()];
}

/**
 * The provider's server confirmation: the notification's fields in the posted order, `signature` left
 * out, posted back to the validate address, which answers `VALID` for a notification it sent. Sandbox
 * and live ask PayFast; the simulator answers for the notifications it signed (simulator.ts).
 */
async function confirmedByProvider(validateUrl: string, pairs: [string, string][]): Promise<boolean> {
  const body = pairs
    .filter(([k]) => k !== 'signature')
    .map(([k, v]) => `${k}=${phpUrlencode(v)}`)
    .join('&');
  const reply = await fetch(validateUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    signal: AbortSignal.timeout(5000),
  });
  return reply.ok && (await reply.text()).trim() === 'VALID';
}

interface NotifyDeps {
  config: Pick<GatewayConfig, 'payment'>;
  api: ApiClient;
  mailer: Mailer;
  log: Logger;
  /** The address the notification came from (express `req.ip`, per TRUSTED_PROXIES). */
  source: string;
  /** The provider's published sources (sandbox and live); the simulator's come from the gateway. */
  sources?: SourceCheck | undefined;
  /** Told what became of the notification (the gateway's /metrics). */
  counted?: ((outcome: PaymentOutcome) => void) | undefined;
}

async function handleNotification(pairs: [string, string][], deps: NotifyDeps): Promise<NotifyOutcome> {
  const { config, api, log } = deps;
  const field = (name: string) => pairs.find(([k]) => k === name)?.[1] ?? '';
  if (!verifyNotificationSignature(pairs, config.payment.passphrase)) {
    return { ok: false, httpStatus: 400, reason: 'signature does not verify' };
  }
  if (field('merchant_id') !== config.payment.merchantId) {
    return { ok: false, httpStatus: 400, reason: 'merchant id is not ours' };
  }
  const guidId = field('m_payment_id');
  const providerPaymentId = field('pf_payment_id');
  // Status words compare case-insensitively: `complete` is COMPLETE.
  const paymentStatus = field('payment_status').trim().toUpperCase();
  const amountGross = field('amount_gross');
  if (!guidId || !providerPaymentId || !paymentStatus || !/^-?\d+(\.\d{1,2})?$/.test(amountGross)) {
    return { ok: false, httpStatus: 400, reason: 'missing or malformed fields' };
  }
  if (deps.sources && !(await deps.sources.allows(deps.source))) {
    return { ok: false, httpStatus: 400, reason: 'not sent from a listed provider address' };
  }
  try {
    if (!(await confirmedByProvider(config.payment.validateUrl, pairs))) {
      return { ok: false, httpStatus: 400, reason: 'the provider does not confirm this notification' };
    }
  } catch (err) {
    log.warn({ err }, 'payment provider confirmation unavailable');
    return { ok: false, httpStatus: 503, reason: 'provider confirmation unavailable' };
  }
  try {
    const booking = await api.bookingByGuid.load(guidId);
    if (!booking) return { ok: false, httpStatus: 404, reason: 'no such booking' };
    if (toCents(amountGross) !== toCents(booking.totalPrice)) {
      return { ok: false, httpStatus: 400, reason: 'amount differs from the booking total' };
    }
    const notice = paymentNotice({ amount: Number(amountGross), providerPaymentId });
    const recorded = await api.post('bookings/record-payment.php', {
      guidId,
      providerPaymentId,
      amount: Number(amountGross),
      status: paymentStatus,
      payload: Object.fromEntries(pairs),
      notice,
    });
    // A tokenised payment (the customer ticked "save my card"): only the provider's token is kept.
    const token = field('token').trim();
    if (token && paymentStatus === 'COMPLETE') {
      await api.post('cards/save.php', { guidId, token });
    }
    afterPaymentRecorded({ api, mailer: deps.mailer, log }, recorded, { guidId, providerPaymentId }, notice);
    return {
      ok: true,
      status: recorded.status,
      duplicate: recorded.duplicate,
      paid: recorded.paid,
      refundDue: recorded.refundDue !== null,
    };
  } catch (error) {
    if (errorCode(error) === 'UPSTREAM_UNAVAILABLE')
      return { ok: false, httpStatus: 503, reason: 'api unavailable' };
    if (errorCode(error) === 'NOT_FOUND') return { ok: false, httpStatus: 404, reason: 'no such booking' };
    log.error({ err: error, guidId }, 'payment notification failed');
    return { ok: false, httpStatus: 400, reason: 'refused by the api' };
  }
}

/** What /metrics counts of a notification's outcome. */
function paymentOutcome(outcome: NotifyOutcome): PaymentOutcome {
  if (!outcome.ok) return outcome.httpStatus === 503 ? 'retry' : 'refused';
  if (outcome.duplicate) return 'duplicate';
  if (outcome.refundDue) return 'refund_due';
  return outcome.paid ? 'paid' : 'not_paid';
}

/** The express handler (the body arrives as urlencoded text so that the posted order is kept). */
export function notifyHandler(deps: (req: Request) => NotifyDeps) {
  return async (req: Request, res: Response): Promise<void> => {
    const body = typeof req.body === 'string' ? req.body : '';
    const d = deps(req);
    const outcome = await handleNotification(parseFormBody(body), d);
    d.counted?.(paymentOutcome(outcome));
    if (outcome.ok) {
      d.log.info({ status: outcome.status, duplicate: outcome.duplicate }, 'payment notification recorded');
      res.status(200).type('text/plain').send('OK');
    } else {
      d.log.warn({ reason: outcome.reason }, 'payment notification refused');
      res
        .status(outcome.httpStatus)
        .type('text/plain')
        .send(outcome.httpStatus === 503 ? 'Retry later' : 'Refused');
    }
  };
}
