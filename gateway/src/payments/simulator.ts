/**
 * The payment simulator (PAYMENT_MODE=simulator, never in production): plays PayFast for local runs
 * and tests. The browser's form post (or a GET with the fields in the query) lands on a small
 * self-contained page showing the amount and item with Pay and Cancel buttons. Pay checks the form's
 * signature like PayFast does, sends a signed notification (ITN) with a fresh pf_payment_id to
 * notify_url server-side, then redirects to return_url; Cancel redirects to cancel_url. POST /validate
 * plays PayFast's server confirmation: VALID only for a notification the simulator itself sent.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import express from 'express';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.js';
import { escapeHtml } from '../http/escape-html.js';
import { formatRand } from '@greenleaf/shared/format/money';
import { returnUrlShaped } from '@greenleaf/shared/rules/return-urls';
import { notificationSignature, notificationSignatureString, payfastSignature } from './payfast-signature.js';
import { parseFormBody } from './notify.js';
import { cancelUrl as cancelUrlFor, notifyUrl as notifyUrlFor } from './payment-form.js';
import { simulatorApiRouter, simulatorToken } from './simulator-api.js';

type Pairs = [string, string][];

function fieldsOf(req: Request): Pairs {
  if (req.method === 'POST') return parseFormBody(typeof req.body === 'string' ? req.body : '');
  const query = req.originalUrl.split('?')[1] ?? '';
  return parseFormBody(query);
}

const get = (pairs: Pairs, name: string) => pairs.find(([k]) => k === name)?.[1] ?? '';

/**
 * Checks a payment form as PayFast would: our merchant, a valid signature, our own addresses or, for a
 * form started with a partner's key, its return pages (the gateway checked them against the client's
 * allowed return URLs and signed them: the signature vouches for them; only their shape is checked here).
 */
function checkPaymentForm(pairs: Pairs, config: Pick<GatewayConfig, 'payment' | 'publicUrl'>): string | null {
  if (get(pairs, 'merchant_id') !== config.payment.merchantId) return 'Unknown merchant.';
  if (get(pairs, 'merchant_key') !== config.payment.merchantKey) return 'Wrong merchant key.';
  const signature = get(pairs, 'signature');
  const unsigned = pairs.filter(([k]) => k !== 'signature');
  if (!signature || payfastSignature(unsigned, config.payment.passphrase) !== signature) {
    return 'The payment form signature does not match.';
  }
  const own = (url: string) => url.startsWith(`${config.publicUrl}/`) || returnUrlShaped(url);
  if (!own(get(pairs, 'return_url')) || !own(get(pairs, 'cancel_url'))) return 'Unknown return address.';
  if (get(pairs, 'notify_url') !== notifyUrlFor(config.publicUrl)) return 'Unknown notification address.';
  if (!/^\d+(\.\d{2})$/.test(get(pairs, 'amount'))) return 'Invalid amount.';
  return null;
}

/**
 * The simulator's mark on the notifications it sends, so that its validate endpoint can answer VALID for
 * them and only them, on any gateway replica sharing the passphrase (no memory of what was sent): the
 * pf_payment_id is 8 random digits followed by 12 digits of an HMAC, keyed by the passphrase, of the
 * notification's fields with the pf_payment_id cut to its 8 random digits.
 */
function simulatorMark(pairs: Pairs, nonce: string, passphrase: string): string {
  const unmarked = pairs
    .filter(([k]) => k !== 'signature')
    .map(([k, v]) => [k, k === 'pf_payment_id' ? nonce : v] as [string, string]);
  const mac = createHmac('sha256', `payment-simulator\0${passphrase}`)
    .update(notificationSignatureString(unmarked))
    .digest();
  return (mac.readBigUInt64BE(0) % 10n ** 12n).toString().padStart(12, '0');
}

/** True when the simulator sent (and marked) this notification; its signature is not needed. */
function sentBySimulator(pairs: Pairs, passphrase: string): boolean {
  const ids = pairs.filter(([k]) => k === 'pf_payment_id');
  const match = ids.length === 1 ? /^(\d{8})(\d{12})$/.exec(ids[0]![1]) : null;
  if (!match) return false;
  const expected = simulatorMark(pairs, match[1]!, passphrase);
  return timingSafeEqual(Buffer.from(expected), Buffer.from(match[2]!));
}

/**
 * The notification PayFast would send for a completed payment of this form (signed and marked); a
 * tokenised form's (`subscription_type=2`) carries a new card token, one whose later charges are
 * declined when `card` is 'declines'.
 */
export function simulatedNotification(
  form: Pairs,
  passphrase: string,
  card: 'pays' | 'declines' = 'pays',
): Pairs {
  const amount = Number(get(form, 'amount'));
  const fee = Math.round(amount * 0.035 * 100) / 100;
  const nonce = String(randomInt(10_000_000, 99_999_999));
  const pairs: Pairs = [
    ['m_payment_id', get(form, 'm_payment_id')],
    ['pf_payment_id', nonce],
    ['payment_status', 'COMPLETE'],
    ['item_name', get(form, 'item_name')],
    ['item_description', get(form, 'item_description')],
    ['amount_gross', amount.toFixed(2)],
    ['amount_fee', (-fee).toFixed(2)],
    ['amount_net', (amount - fee).toFixed(2)],
    ['name_first', get(form, 'name_first')],
    ['name_last', ''],
    ['email_address', get(form, 'email_address')],
    ['merchant_id', get(form, 'merchant_id')],
    ...(get(form, 'subscription_type') === '2'
      ? [['token', simulatorToken(card, passphrase)] as [string, string]]
      : []),
  ];
  const marked = pairs.map(
    ([k, v]) =>
      [k, k === 'pf_payment_id' ? nonce + simulatorMark(pairs, nonce, passphrase) : v] as [string, string],
  );
  return [...marked, ['signature', notificationSignature(marked, passphrase)]];
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f1f5f1;margin:0;padding:2rem;color:#1b2b1b}
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 4px 20px rgba(0,0,0,.08)}
h1{font-size:1.25rem;margin:0 0 .25rem}.note{color:#5a6b5a;font-size:.875rem;margin:0 0 1.5rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}.item{margin:0 0 1.5rem}
.actions{display:flex;gap:.75rem}button{flex:1;font-size:1rem;padding:.75rem;border-radius:8px;border:0;cursor:pointer}
.pay{background:#2f8f3a;color:#fff}.cancel{background:#e8ece8;color:#1b2b1b}.error{color:#b42318}
</style></head><body><main>${body}</main></body></html>`;
}

function hiddenInputs(pairs: Pairs): string {
  return pairs
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
}

interface SimulatorDeps {
  config: Pick<GatewayConfig, 'payment' | 'publicUrl'>;
  log: (req: Request) => Logger;
}

export function simulatorRouter(deps: SimulatorDeps): Router {
  const { config } = deps;
  const router = express.Router();
  const form = express.text({ type: 'application/x-www-form-urlencoded', limit: '32kb' });

  const show = (req: Request, res: Response) => {
    const pairs = fieldsOf(req);
    const problem = checkPaymentForm(pairs, config);
    if (problem) {
      res
        .status(400)
        .type('html')
        .send(page('Payment refused', `<h1>Payment refused</h1><p class="error">${escapeHtml(problem)}</p>`));
      return;
    }
    res.type('html').send(
      page(
        'Payment simulator',
        `<h1>Payment simulator</h1><p class="note">No real money moves: this page plays the payment provider.</p>
<p class="amount">${escapeHtml(formatRand(get(pairs, 'amount')))}</p>
<p class="item"><strong>${escapeHtml(get(pairs, 'item_name'))}</strong><br>${escapeHtml(get(pairs, 'item_description'))}</p>
<div class="actions">
<form method="post" action="/payments/simulator/pay">${hiddenInputs(pairs)}<button class="pay" type="submit">Pay</button></form>
${
  get(pairs, 'subscription_type') === '2'
    ? `<form method="post" action="/payments/simulator/pay?card=declines">${hiddenInputs(pairs)}<button class="cancel" type="submit">Pay, saving a card that declines later charges</button></form>`
    : ''
}
<form method="post" action="/payments/simulator/cancel">${hiddenInputs(pairs)}<button class="cancel" type="submit">Cancel</button></form>
</div>`,
      ),
    );
  };

  router.use('/api', simulatorApiRouter(config));
  router.get('/', show);
  router.post('/', form, show);

  router.post('/pay', form, async (req, res) => {
    const pairs = fieldsOf(req);
    const problem = checkPaymentForm(pairs, config);
    if (problem) {
      res.status(400).type('text/plain').send(problem);
      return;
    }
    const card = req.query.card === 'declines' ? 'declines' : 'pays';
    const notification = simulatedNotification(pairs, config.payment.passphrase, card);
    try {
      const reply = await fetch(notifyUrlFor(config.publicUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(notification).toString(),
        signal: AbortSignal.timeout(5000),
      });
      if (!reply.ok) deps.log(req).warn({ status: reply.status }, 'simulated notification refused');
    } catch (err) {
      deps.log(req).error({ err }, 'simulated notification could not be sent');
    }
    res.redirect(303, get(pairs, 'return_url'));
  });

  // The stand-in for PayFast's validate endpoint: VALID for the notifications this simulator sent.
  router.post('/validate', form, (req, res) => {
    const valid = sentBySimulator(fieldsOf(req), config.payment.passphrase);
    res.type('text/plain').send(valid ? 'VALID' : 'INVALID');
  });

  router.post('/cancel', form, (req, res) => {
    const pairs = fieldsOf(req);
    const problem = checkPaymentForm(pairs, config);
    const guidId = get(pairs, 'm_payment_id');
    res.redirect(
      303,
      problem ? `${config.publicUrl}/` : get(pairs, 'cancel_url') || cancelUrlFor(config.publicUrl, guidId),
    );
  });

  return router;
}
