import { describe, expect, it } from 'vitest';
import {
  notificationSignature,
  notificationSignatureString,
  payfastSignature,
  payfastSignatureString,
  phpUrlencode,
  verifyNotificationSignature,
} from './payfast-signature.js';

/*
 * Every expected string below was written out by hand from PayFast's rules (PHP urlencode: space as
 * '+', upper-case escapes, and ! ' ( ) * ~ escaped), and every digest was computed outside this code:
 *
 *   printf '%s' '<the string>' | md5sum
 *
 * and cross-checked with Python: urllib.parse.quote_plus(v, safe='').replace('~', '%7E') over the same
 * fields, joined with '&', then hashlib.md5(...).hexdigest() (both gave the same string and digests).
 */

const PASSPHRASE = 'salt & pepper~1'; // encodes as salt+%26+pepper%7E1

/** A payment form in PayFast's documented field order, with a blank field and values to trim. */
const FORM: [string, string][] = [
  ['merchant_id', '10000100'],
  ['merchant_key', '46f0cd694581a'],
  ['return_url', 'http://localhost:4000/booking-successful/booking-abc'],
  ['cancel_url', 'http://localhost:4000/booking-checkout/payments'],
  ['notify_url', 'http://localhost:4000/payments/notify'],
  ['name_first', '  Thandi Mokoena '],
  ['name_last', ''],
  ['email_address', 'thandi+test@example.co.za'],
  ['cell_number', '0821234567'],
  ['m_payment_id', 'booking-abc'],
  ['amount', '2025.00'],
  ['item_name', 'Lawn Mowing & Edging (x2)'],
  ['item_description', 'Café ~ tidy * garden\'s "best"!'],
  ['email_confirmation', '1'],
  ['confirmation_address', 'thandi@example.co.za'],
];

const FORM_STRING =
  'merchant_id=10000100&merchant_key=46f0cd694581a' +
  '&return_url=http%3A%2F%2Flocalhost%3A4000%2Fbooking-successful%2Fbooking-abc' +
  '&cancel_url=http%3A%2F%2Flocalhost%3A4000%2Fbooking-checkout%2Fpayments' +
  '&notify_url=http%3A%2F%2Flocalhost%3A4000%2Fpayments%2Fnotify' +
  '&name_first=Thandi+Mokoena' +
  '&email_address=thandi%2Btest%40example.co.za&cell_number=0821234567&m_payment_id=booking-abc' +
  '&amount=2025.00&item_name=Lawn+Mowing+%26+Edging+%28x2%29' +
  '&item_description=Caf%C3%A9+%7E+tidy+%2A+garden%27s+%22best%22%21' +
  '&email_confirmation=1&confirmation_address=thandi%40example.co.za';
// printf '%s' "$FORM_STRING" | md5sum
const FORM_MD5 = 'b399898d5a0e27a0c7179969b3165410';
// printf '%s' "$FORM_STRING&passphrase=salt+%26+pepper%7E1" | md5sum
const FORM_MD5_WITH_PASSPHRASE = '47fe1896ea21edf9a78a0c762e46d267';

/** A notification as posted: blank fields kept, signature last. */
const ITN: [string, string][] = [
  ['m_payment_id', 'booking-abc'],
  ['pf_payment_id', '1089250'],
  ['payment_status', 'COMPLETE'],
  ['item_name', 'Lawn Mowing & Edging (x2)'],
  ['item_description', ''],
  ['amount_gross', '2025.00'],
  ['amount_fee', '-46.58'],
  ['amount_net', '1978.42'],
  ['custom_str1', ''],
  ['name_first', 'Zoë'],
  ['name_last', 'Mokoena-Dlamini'],
  ['email_address', 'thandi+test@example.co.za'],
  ['merchant_id', '10000100'],
];
const ITN_STRING =
  'm_payment_id=booking-abc&pf_payment_id=1089250&payment_status=COMPLETE' +
  '&item_name=Lawn+Mowing+%26+Edging+%28x2%29&item_description=&amount_gross=2025.00' +
  '&amount_fee=-46.58&amount_net=1978.42&custom_str1=&name_first=Zo%C3%AB&name_last=Mokoena-Dlamini' +
  '&email_address=thandi%2Btest%40example.co.za&merchant_id=10000100';
// printf '%s' "$ITN_STRING" | md5sum
const ITN_MD5 = '2efa007dc6ecbb0c99f9b9d9628e70ce';
// printf '%s' "$ITN_STRING&passphrase=salt+%26+pepper%7E1" | md5sum
const ITN_MD5_WITH_PASSPHRASE = '489a4f0d09c7e934263dbb7d66ae936f';

describe('phpUrlencode', () => {
  it("escapes like PHP's urlencode", () => {
    expect(phpUrlencode("a b&c=d~e*f(g)h!i'j")).toBe('a+b%26c%3Dd%7Ee%2Af%28g%29h%21i%27j');
    expect(phpUrlencode('Zoë-_.')).toBe('Zo%C3%AB-_.');
    expect(phpUrlencode('/:@+')).toBe('%2F%3A%40%2B');
  });
});

describe('payfastSignature (payment form)', () => {
  it('builds the documented string: given order, trimmed values, blanks left out', () => {
    expect(payfastSignatureString(FORM)).toBe(FORM_STRING);
    expect(payfastSignatureString(FORM, PASSPHRASE)).toBe(`${FORM_STRING}&passphrase=salt+%26+pepper%7E1`);
  });

  it('matches digests computed with md5sum', () => {
    expect(payfastSignature(FORM)).toBe(FORM_MD5);
    expect(payfastSignature(FORM, PASSPHRASE)).toBe(FORM_MD5_WITH_PASSPHRASE);
    // a blank passphrase counts as none
    expect(payfastSignature(FORM, '')).toBe(FORM_MD5);
  });

  it('takes a record in insertion order as well as pairs', () => {
    expect(payfastSignature(Object.fromEntries(FORM), PASSPHRASE)).toBe(FORM_MD5_WITH_PASSPHRASE);
  });

  it('depends on the order of the fields (they are not sorted)', () => {
    expect(payfastSignature([...FORM].reverse())).not.toBe(FORM_MD5);
  });
});

describe('notification signatures (ITN)', () => {
  it('builds the string over the posted order with blanks kept and the signature left out', () => {
    expect(notificationSignatureString([...ITN, ['signature', ITN_MD5]])).toBe(ITN_STRING);
  });

  it('matches digests computed with md5sum', () => {
    expect(notificationSignature(ITN)).toBe(ITN_MD5);
    expect(notificationSignature(ITN, PASSPHRASE)).toBe(ITN_MD5_WITH_PASSPHRASE);
  });

  it('accepts a notification signed over its posted fields', () => {
    expect(verifyNotificationSignature([...ITN, ['signature', ITN_MD5]])).toBe(true);
    expect(verifyNotificationSignature([...ITN, ['signature', ITN_MD5_WITH_PASSPHRASE]], PASSPHRASE)).toBe(
      true,
    );
    // as parsed from the posted body
    const body = new URLSearchParams([...ITN, ['signature', ITN_MD5_WITH_PASSPHRASE]]).toString();
    expect(verifyNotificationSignature(new URLSearchParams(body), PASSPHRASE)).toBe(true);
  });

  it('refuses a tampered field, a wrong passphrase, a missing or repeated signature', () => {
    const tampered = ITN.map(([k, v]): [string, string] => [k, k === 'amount_gross' ? '1.00' : v]);
    expect(verifyNotificationSignature([...tampered, ['signature', ITN_MD5]])).toBe(false);
    expect(verifyNotificationSignature([...ITN, ['signature', ITN_MD5]], PASSPHRASE)).toBe(false);
    expect(verifyNotificationSignature([...ITN, ['signature', ITN_MD5_WITH_PASSPHRASE]])).toBe(false);
    expect(verifyNotificationSignature(ITN)).toBe(false);
    expect(verifyNotificationSignature([...ITN, ['signature', 'nonsense']])).toBe(false);
    expect(verifyNotificationSignature([...ITN, ['signature', ITN_MD5], ['signature', ITN_MD5]])).toBe(false);
  });

  it('refuses a notification whose blank fields were dropped (the form rule is not the ITN rule)', () => {
    const withoutBlanks = ITN.filter(([, v]) => v !== '');
    expect(verifyNotificationSignature([...withoutBlanks, ['signature', ITN_MD5]])).toBe(false);
  });

  it('refuses the same fields posted in another order', () => {
    expect(verifyNotificationSignature([...[...ITN].reverse(), ['signature', ITN_MD5]])).toBe(false);
  });
});
