/**
 * Calls to PayFast's API for a card on file (docs/product.md, "A card on file for plans"): an ad hoc
 * charge against a saved card's token (POST /subscriptions/{token}/adhoc, amount in cents) and its
 * cancel when the customer removes the card (PUT /subscriptions/{token}/cancel). Each call carries the
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

function call(config: ApiConfig, method: 'POST' | 'PUT', path: string, body: Record<string, string>) {
  const headers = {
    'merchant-id': config.payment.merchantId,
    version: 'v1',
    timestamp: timestamp(),
  };
  const signature = payfastApiSignature({ ...headers, ...body }, config.payment.passphrase);
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
