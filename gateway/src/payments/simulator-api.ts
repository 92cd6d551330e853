/**
 * The payment simulator's card tokens and its stand-in for PayFast's API (docs/product.md, "A card on
 * file for plans"). A tokenised payment (`subscription_type=2`) paid on the simulator's page gets a
 * token in its notification, as PayFast's does. Tokens are signed, not remembered, so that any replica
 * sharing the passphrase knows them: a UUID-shaped `nonce-flag-mac`, the flag `dec1` for a card that
 * declines every later charge (the page's "Pay with a card that declines later charges"), `a000` for
 * one that pays. POST /api/subscriptions/{token}/adhoc answers an ad hoc charge signed as PayFast
 * signs its API calls; PUT /api/subscriptions/{token}/cancel ends one. POST /api/refunds/{id} refunds
 * a payment as PayFast's refund call does (amount in cents; the reply names the refund by its id):
 * refused for an id the simulator never issues (not all digits: how tests make it refuse) and for one
 * this process refunded already (as PayFast refuses a second full refund).
 */
import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import express from 'express';
import type { GatewayConfig } from '../config.js';
import { payfastApiSignature } from './payfast-signature.js';

type TokenKind = 'pays' | 'declines';
const FLAG: Record<TokenKind, string> = { pays: 'a000', declines: 'dec1' };

function tokenMac(nonce: string, flag: string, passphrase: string): string {
  return createHmac('sha256', `payment-simulator-token\0${passphrase}`)
    .update(`${nonce}:${flag}`)
    .digest('hex')
    .slice(0, 20);
}

/** A new token the simulator will recognise (signed with the passphrase). */
export function simulatorToken(kind: TokenKind, passphrase: string): string {
  const nonce = randomBytes(4).toString('hex');
  const flag = FLAG[kind];
  const mac = tokenMac(nonce, flag, passphrase);
  return `${nonce}-${flag}-${mac.slice(0, 4)}-${mac.slice(4, 8)}-${mac.slice(8)}`;
}

/** What the token's card does, or null when the simulator did not issue it. */
function tokenKind(token: string, passphrase: string): TokenKind | null {
  const m = /^([0-9a-f]{8})-(a000|dec1)-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})$/.exec(token);
  if (!m) return null;
  const expected = tokenMac(m[1]!, m[2]!, passphrase);
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(`${m[3]}${m[4]}${m[5]}`))) return null;
  return m[2] === FLAG.declines ? 'declines' : 'pays';
}

/** Checks a call as PayFast's API does: our merchant, version v1, a signature over headers and body. */
function checkCall(req: Request, config: Pick<GatewayConfig, 'payment'>): string | null {
  const header = (name: string) => String(req.headers[name] ?? '');
  if (header('merchant-id') !== config.payment.merchantId) return 'Unknown merchant.';
  if (header('version') !== 'v1' || !header('timestamp')) return 'Missing version or timestamp.';
  const body = (req.body ?? {}) as Record<string, unknown>;
  const fields: Record<string, string> = {
    'merchant-id': header('merchant-id'),
    version: header('version'),
    timestamp: header('timestamp'),
  };
  for (const [k, v] of Object.entries(body)) fields[k] = String(v);
  if (payfastApiSignature(fields, config.payment.passphrase) !== header('signature')) {
    return 'Signature mismatch.';
  }
  return null;
}

const failed = (res: Response, code: number, message: string) =>
  res.status(code).json({ code, status: 'failed', data: { response: false, message } });

export function simulatorApiRouter(config: Pick<GatewayConfig, 'payment'>): Router {
  const router = express.Router();
  router.use(express.json({ limit: '8kb' }));

  router.post('/subscriptions/:token/adhoc', (req, res) => {
    const problem = checkCall(req, config);
    if (problem) return void failed(res, 401, problem);
    const kind = tokenKind(String(req.params.token), config.payment.passphrase);
    if (!kind) return void failed(res, 404, 'Unknown token.');
    const amount = Number((req.body as { amount?: unknown }).amount);
    if (!Number.isInteger(amount) || amount <= 0) return void failed(res, 400, 'Invalid amount.');
    if (kind === 'declines') {
      res.json({ code: 200, status: 'success', data: { response: false, message: 'Card declined (51)' } });
      return;
    }
    const pfPaymentId = `9${String(randomInt(10_000_000, 99_999_999))}${String(randomInt(10_000_000, 99_999_999))}`;
    res.json({
      code: 200,
      status: 'success',
      data: { response: true, message: 'Transaction was successful (00)', pf_payment_id: pfPaymentId },
    });
  });

  router.put('/subscriptions/:token/cancel', (req, res) => {
    const problem = checkCall(req, config);
    if (problem) return void failed(res, 401, problem);
    if (!tokenKind(String(req.params.token), config.payment.passphrase)) {
      return void failed(res, 404, 'Unknown token.');
    }
    res.json({ code: 200, status: 'success', data: { response: true, message: 'Subscription cancelled' } });
  });

  /** Payment ids this process has refunded (a second refund of one is refused). */
  const refunded = new Set<string>();
  // As PayFast's POST /refunds/{pf_payment_id} (payfast-api.ts, refundPayment): `amount` an integer in
  // cents, `reason` at most 255 characters, `notify_buyer` 0 or 1; the reply names the refund made.
  router.post('/refunds/:id', (req, res) => {
    const problem = checkCall(req, config);
    if (problem) return void failed(res, 401, problem);
    const id = String(req.params.id);
    if (!/^\d+$/.test(id)) return void failed(res, 404, 'Unknown payment.');
    const body = req.body as { amount?: unknown; reason?: unknown; notify_buyer?: unknown };
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      return void failed(res, 400, 'Invalid amount.');
    }
    if (body.reason !== undefined && (typeof body.reason !== 'string' || body.reason.length > 255)) {
      return void failed(res, 400, 'Invalid reason.');
    }
    if (body.notify_buyer !== undefined && body.notify_buyer !== 0 && body.notify_buyer !== 1) {
      return void failed(res, 400, 'Invalid notify_buyer.');
    }
    if (refunded.has(id)) return void failed(res, 400, 'This payment has already been refunded.');
    refunded.add(id);
    res.json({
      code: 200,
      status: 'success',
      data: {
        response: {
          id: randomUUID(),
          payment_id: id,
          merchant_id: config.payment.merchantId,
          refund_amount: amount / 100,
          status: 'COMPLETE',
          created: new Date().toISOString(),
        },
      },
    });
  });

  return router;
}
