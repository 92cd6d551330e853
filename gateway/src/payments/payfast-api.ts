/**
 * Calls to PayFast's API for a card on file (docs/product.md, "A card on file for plans"): an ad hoc
 * charge against a saved card's token (POST /subscriptions/{token}/adhoc, amount in cents) and its
 * cancel when the customer removes the card (PUT /subscriptions/{token}/cancel); and the office's refund
 * of a card payment owed back (POST /refunds/{pf_payment_id}, amount in cents). Each call carries the
 * headers merchant-id, version and timestamp and their signature (payfast-signature.ts); sandbox
 * calls add `?testing=true`. In simulator mode the gateway's own simulator answers (simulator-api.ts).
 */
import type { GatewayConfig } from '../config.js';
import { payfastApiSignature } from './payfast-signature.js';

type ApiConfig = Pick<GatewayConfig, 'payment'>;

type ChargeOutcome = { ok: true; providerPaymentId: string } | { ok: false; reason: string };

/** `2026-11-28T09:00:00+02:00`: the time PayFast's API asks for, in South African time. */
function timestamp(now = new Date()): string {
  return `${new Date(now.getTime() + 2 * 3600_000).toISOString().slice(0, 19)}+02:00`;
}

/** A signed call; numbers in `body` are sent as JSON numbers and signed as their digits. */
function call(
  config: ApiConfig,
  method: 'POST' | 'PUT',
  path: string,
  body: Record<string, string | number>,
) {
  const headers = {
    'merchant-id': config.payment.merchantId,
    version: 'v1',
    timestamp: timestamp(),
  };
  const signed = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
  const signature = payfastApiSignature({ ...headers, ...signed }, config.payment.passphrase);
  const testing = config.payment.mode === 'sandbox' ? '?testing=true' : '';
  return fetch(`${config.payment.apiUrl}${path}${testing}`, {
    method,
    headers: { ...headers, signature, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
}

interface PayfastReply {
  status?: string;
  data?: { response?: unknown; message?: unknown; pf_payment_id?: unknown };
}

/** Charges `amount` rand to the saved card `token` for the booking `guidId` (its m_payment_id). */
export async function chargeSavedCard(
  config: ApiConfig,
  token: string,
  charge: { guidId: string; amount: number; itemName: string },
): Promise<ChargeOutcome> {
  let reply: Response;
  try {
    reply = await call(config, 'POST', `/subscriptions/${encodeURIComponent(token)}/adhoc`, {
      amount: String(Math.round(charge.amount * 100)),
      item_name: charge.itemName.slice(0, 100),
      m_payment_id: charge.guidId,
    });
  } catch (err) {
    return { ok: false, reason: `the provider could not be reached (${(err as Error).message})` };
  }
  const answer = (await reply.json().catch(() => ({}))) as PayfastReply;
  const message = typeof answer.data?.message === 'string' ? answer.data.message : `HTTP ${reply.status}`;
  const paymentId = answer.data?.pf_payment_id;
  const providerPaymentId =
    typeof paymentId === 'string' || typeof paymentId === 'number' ? String(paymentId) : null;
  if (reply.ok && answer.status === 'success' && answer.data?.response === true && providerPaymentId) {
    return { ok: true, providerPaymentId };
  }
  return { ok: false, reason: `declined: ${message}` };
}

/** Ends the card agreement at the provider (a removed card); false when the provider did not confirm. */
export async function cancelSavedCard(config: ApiConfig, token: string): Promise<boolean> {
  const reply = await call(config, 'PUT', `/subscriptions/${encodeURIComponent(token)}/cancel`, {});
  return reply.ok;
}

/**
 * A refund asked of the provider: made (with the provider's reference), refused (nothing happened,
 * with the provider's words), or unknown (no answer: it may have been made, check at the provider).
 */
type RefundOutcome =
  | { kind: 'refunded'; reference: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'unknown'; reason: string };

/** Its refund reply: `data.response` is the refund made (an object), or false with `data.message`. */
interface RefundReply {
  status?: string;
  data?: { response?: unknown; message?: unknown };
}

/** The provider's reference for a refund it made (its id), or null when the reply names none. */
function refundId(response: unknown): string | null {
  if (typeof response !== 'object' || response === null) return null;
  const id = (response as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/**
 * Refunds `amount` rand of the provider's payment `providerPaymentId` to the card that paid it.
 *
 * PayFast's refund call, as found (2026-11-28): `POST /refunds/{pf_payment_id}` with the signed API
 * headers, body `amount` (an integer, in cents), `reason` (at most 255 characters), `acc_type` (only
 * for a bank payout) and `notify_buyer` (1 or 0, default 1): developers.payfast.co.za/api#refunds and
 * PayFast's own PHP SDK (github.com/Payfast/payfast-php-sdk, lib/Services/Refunds.php, which also
 * refuses refunds in sandbox mode). Its reply to a refund made, per the published example
 * (github.com/api-evangelist/payfast, examples/create-refund.json): `{ code: 200, status: "success",
 * data: { response: { id, payment_id, refund_amount, status: "COMPLETE", ... } } }`; a refusal is
 * PayFast's error reply `{ code: 4xx, status: "failed", data: { response: false, message } }`, and a
 * 5xx is PayFast's own failure (docs "Errors"). `GET /refunds/query/{pf_payment_id}` tells beforehand
 * whether a payment is REFUNDABLE, the amount still available and the method (PAYMENT_SOURCE, to the
 * card, or BANK_PAYOUT, which needs the buyer's bank details); it is not called here: the office
 * refunds only card payments owed back, and PayFast refuses, with its words, what it cannot refund.
 */
export async function refundPayment(
  config: ApiConfig,
  providerPaymentId: string,
  refund: { amount: number; reason: string },
): Promise<RefundOutcome> {
  if (config.payment.mode === 'sandbox') {
    return { kind: 'refused', reason: "PayFast's sandbox does not make refunds (live only)." };
  }
  let reply: Response;
  let answer: RefundReply;
  try {
    reply = await call(config, 'POST', `/refunds/${encodeURIComponent(providerPaymentId)}`, {
      amount: Math.round(refund.amount * 100),
      reason: refund.reason.slice(0, 255),
      notify_buyer: 1,
    });
    // A server error may have come after the refund was made: unknown, not refused.
    if (reply.status >= 500) return { kind: 'unknown', reason: `the provider answered HTTP ${reply.status}` };
    // A reply cut off before its body is as unknown as no reply.
    answer = (await reply.json()) as RefundReply;
  } catch (err) {
    return { kind: 'unknown', reason: `the provider did not answer (${(err as Error).message})` };
  }
  const response = answer.data?.response;
  if (reply.ok && answer.status === 'success' && response !== false) {
    if (response === true || (typeof response === 'object' && response !== null)) {
      return { kind: 'refunded', reference: `PayFast refund ${refundId(response) ?? providerPaymentId}` };
    }
    // "success" without the refund in it: it may well have been made, so not a refusal.
    return { kind: 'unknown', reason: 'the provider answered success without the refund' };
  }
  const message = answer.data?.message;
  return { kind: 'refused', reason: typeof message === 'string' ? message : `HTTP ${reply.status}` };
}
