// Trust, through the gateway against the real api on PGlite: payment notifications need the
// passphrase and the provider's word (and, in sandbox/live, a listed source); status words are read
// case-insensitively; text with control characters never reaches the database; production refuses
// the simulator, the default admin password and the public sandbox merchant.
import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFolders } from '@greenleaf/shared/test/temp-folders';
import { loadConfig as loadApiConfig } from '../../api/src/config.js';
import { TEST_TOKEN } from '../../api/src/test/harness.js';
import { loadConfig as loadGatewayConfig } from '../../gateway/src/config.js';
import { outboxDir } from '../../gateway/src/email/index.js';
import { notificationSignature } from '../../gateway/src/payments/payfast-signature.js';
import { simulatedNotification } from '../../gateway/src/payments/simulator.js';
import { startTestGateway, type TestGateway } from '../../gateway/src/test/harness.js';
import { client, codes } from './support/client.js';
import {
  CREATE_BOOKING,
  bookingStatus,
  demoLine,
  paymentCount,
  newCustomer,
  rows,
  signedIn,
  type CatalogueLine,
  VISIT,
} from './support/data.js';
import { inProcess, type InProcess } from './support/servers.js';

type Pairs = [string, string][];

/** The simulator gateway (the default mode). */
let t: InProcess;
/** A sandbox gateway on the same api whose validate endpoint is the stand-in below. */
let sandbox: TestGateway;
/** A sandbox gateway that only listens to an address range the test does not come from. */
let elsewhere: TestGateway;
let provider: Server;
let providerSays = 'INVALID';
let line: CatalogueLine;
let day = 0;

beforeAll(async () => {
  provider = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.end(providerSays));
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', () => r()));
  const validateUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/eng/query/validate`;
  const payment = (sourceAddresses: string[]) => ({
    mode: 'sandbox' as const,
    merchantId: '10000100',
    merchantKey: '46f0cd694581a',
    passphrase: 'sandbox-evidence-passphrase',
    validateUrl,
    // the provider's API (card-on-file charges): not called by these attacks
    apiUrl: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`,
    sourceAddresses,
  });
  t = await inProcess();
  sandbox = await startTestGateway({ api: t.api, config: { payment: payment(['127.0.0.1']) } });
  elsewhere = await startTestGateway({ api: t.api, config: { payment: payment(['197.97.145.144/28']) } });
  line = await demoLine(client(t.url));
});
afterAll(async () => {
  await sandbox?.close();
  await elsewhere?.close();
  await t?.close();
  provider?.close();
});

/** A signed-in customer's pending booking through `gatewayUrl`, and the payment form it was given. */
async function pendingBooking(gatewayUrl: string) {
  const c = await signedIn(t.api, gatewayUrl, 'client');
  day += 1;
  const r = await c.gql(CREATE_BOOKING, {
    input: {
      address: VISIT,
      booking: { date: `2032-03-${String(day).padStart(2, '0')}`, timeSlot: '13:00 - 13:45', lines: [line] },
    },
  });
  expect(r.errors).toBeUndefined();
  const booking = r.data!.createBooking.booking as { guidId: string; totalPrice: number };
  const form = await c.gql('mutation($g: ID!) { startPayment(guidId: $g) { fields { name value } } }', {
    g: booking.guidId,
  });
  expect(form.errors).toBeUndefined();
  const pairs: Pairs = form.data!.startPayment.fields.map((f: { name: string; value: string }) => [
    f.name,
    f.value,
  ]);
  return { client: c, guidId: booking.guidId, pairs };
}

const notify = async (gatewayUrl: string, pairs: Pairs) =>
  (
    await fetch(`${gatewayUrl}/payments/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(pairs).toString(),
    })
  ).status;

const statusOf = (guidId: string) => bookingStatus(t.api.db, guidId);
const paymentsFor = (guidId: string) => paymentCount(t.api.db, guidId);

/** Every message a gateway has written to its outbox (no SMTP in tests). */
const outbox = (dataDir: string): string[] => {
  try {
    return readdirSync(outboxDir(dataDir));
  } catch {
    return [];
  }
};
/** The messages written to `email` since `before` (the outbox listing at some earlier point). */
const newMailsTo = (dataDir: string, before: readonly string[], email: string): string[] =>
  outbox(dataDir).filter((f) => !before.includes(f) && f.includes(email.toLowerCase()));

/** Fields signed the way the issue saw forged: md5 of the public fields, no passphrase. */
function signedWithoutPassphrase(pairs: Pairs): Pairs {
  const fields = pairs.filter(([k]) => k !== 'signature');
  return [...fields, ['signature', notificationSignature(fields)]];
}

describe('payment notifications in simulator mode', () => {
  it('one signed without the passphrase confirms nothing and sends no e-mail', async () => {
    const b = await pendingBooking(t.url);
    const before = outbox(t.config.dataDir);
    // As the simulator would send it, but signed (and marked) without the secret.
    const unsigned = signedWithoutPassphrase(simulatedNotification(b.pairs, ''));
    expect(await notify(t.url, unsigned)).toBe(400);
    expect(await statusOf(b.guidId)).toBe('pending');
    expect(await paymentsFor(b.guidId)).toBe(0);

    // The simulator's own notification (with the secret) confirms and e-mails the customer once: had
    // the forged one confirmed too, a second confirmation would sit beside it (no wait for what did not
    // happen: the real notification's mail is the event the check waits for).
    expect(await notify(t.url, simulatedNotification(b.pairs, t.config.payment.passphrase))).toBe(200);
    expect(await statusOf(b.guidId)).toBe('confirmed');
    await expect
      .poll(() => newMailsTo(t.config.dataDir, before, b.client.email).length, { timeout: 5000 })
      .toBeGreaterThan(0);
    expect(newMailsTo(t.config.dataDir, before, b.client.email)).toHaveLength(1);
    expect(await paymentsFor(b.guidId)).toBe(1);
  });

  it('one for a cancelled booking that was never paid tells nobody a refund is due', async () => {
    const b = await pendingBooking(t.url);
    const cancelled = await b.client.gql(
      'mutation($i: CancelBookingInput!) { cancelBooking(input: $i) { booking { status } } }',
      { i: { guidId: b.guidId } },
    );
    expect(cancelled.errors).toBeUndefined();
    // The cancellation's own e-mail to the customer goes out first (it is sent without waiting).
    await expect
      .poll(() => outbox(t.config.dataDir).some((f) => f.includes(b.client.email)), { timeout: 5000 })
      .toBe(true);
    const before = outbox(t.config.dataDir);

    const forged = [
      signedWithoutPassphrase(simulatedNotification(b.pairs, '')),
      // Signed with the secret (as if it leaked) but never sent by the provider: the validation refuses it.
      (() => {
        const fields = simulatedNotification(b.pairs, t.config.payment.passphrase)
          .filter(([k]) => k !== 'signature')
          .map(([k, v]) => [k, k === 'pf_payment_id' ? '12345678' : v] as [string, string]);
        return [
          ...fields,
          ['signature', notificationSignature(fields, t.config.payment.passphrase)],
        ] as Pairs;
      })(),
    ];
    for (const pairs of forged) expect(await notify(t.url, pairs)).toBe(400);
    expect(await paymentsFor(b.guidId)).toBe(0);
    expect(await statusOf(b.guidId)).toBe('cancelled');

    // Money the provider really took for it is owed back, and then the refund notice does go out: one,
    // to the customer (the forged two, had they counted, would each have owed a refund and told them).
    expect(await notify(t.url, simulatedNotification(b.pairs, t.config.payment.passphrase))).toBe(200);
    await expect
      .poll(() => newMailsTo(t.config.dataDir, before, b.client.email).length, { timeout: 5000 })
      .toBeGreaterThan(0);
    expect(newMailsTo(t.config.dataDir, before, b.client.email)).toHaveLength(1);
    expect(await paymentsFor(b.guidId)).toBe(1);
  });

  it('the simulator answers VALID only for what it sent', async () => {
    const b = await pendingBooking(t.url);
    const sent = simulatedNotification(b.pairs, t.config.payment.passphrase);
    const ask = async (pairs: Pairs) =>
      (
        await fetch(`${t.url}/payments/simulator/validate`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(pairs.filter(([k]) => k !== 'signature')).toString(),
        })
      ).text();
    expect(await ask(sent)).toBe('VALID');
    const changed = sent.map(([k, v]) => [k, k === 'amount_gross' ? '1.00' : v] as [string, string]);
    expect(await ask(changed)).toBe('INVALID');
    expect(await ask(simulatedNotification(b.pairs, 'another-passphrase'))).toBe('INVALID');
  });
});

describe('payment notifications in sandbox mode', () => {
  /** A notification as PayFast would post it, with this status word, signed with the passphrase. */
  function payfastNotification(pairs: Pairs, status: string): Pairs {
    const signedPairs = simulatedNotification(pairs, sandbox.config.payment.passphrase)
      .filter(([k]) => k !== 'signature')
      .map(([k, v]) => [k, k === 'payment_status' ? status : v] as [string, string]);
    return [
      ...signedPairs,
      ['signature', notificationSignature(signedPairs, sandbox.config.payment.passphrase)],
    ];
  }

  it('are refused when the provider answers INVALID, and when it answers VALID but the source is not listed', async () => {
    const b = await pendingBooking(sandbox.url);
    providerSays = 'INVALID';
    expect(await notify(sandbox.url, payfastNotification(b.pairs, 'COMPLETE'))).toBe(400);
    expect(await statusOf(b.guidId)).toBe('pending');

    providerSays = 'VALID';
    expect(await notify(elsewhere.url, payfastNotification(b.pairs, 'COMPLETE'))).toBe(400);
    expect(await statusOf(b.guidId)).toBe('pending');
    expect(await paymentsFor(b.guidId)).toBe(0);
  });

  it('lower-case `complete`, confirmed by the provider from a listed source, confirms and sends the confirmation e-mail', async () => {
    const b = await pendingBooking(sandbox.url);
    const before = outbox(sandbox.config.dataDir).filter((f) => f.includes(b.client.email)).length;
    providerSays = 'VALID';
    expect(await notify(sandbox.url, payfastNotification(b.pairs, 'complete'))).toBe(200);
    expect(await statusOf(b.guidId)).toBe('confirmed');
    await expect
      .poll(() => outbox(sandbox.config.dataDir).filter((f) => f.includes(b.client.email)).length, {
        timeout: 5000,
      })
      .toBe(before + 1);
  });
});

describe('control characters', () => {
  const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) { user { id } } }';

  it('a NUL byte in a name, phone or e-mail is BAD_USER_INPUT naming the field at the gateway, never UPSTREAM', async () => {
    for (const field of ['name', 'phone', 'email'] as const) {
      const details = newCustomer('nul');
      details[field] = `${details[field].slice(0, 4)}\u0000${details[field].slice(4)}`;
      const r = await client(t.url).gql(REGISTER, { i: details });
      expect(codes(r), field).toEqual(['BAD_USER_INPUT']);
      expect(r.errors![0]!.extensions?.field, field).toBe(field);
      expect(r.status, field).toBeLessThan(500);
      const [found] = await rows<{ n: number }>(
        t.api.db,
        sql`select count(*)::int as n from users where lower(email) = lower(${details.email.replace('\u0000', '')})`,
      );
      expect(found!.n).toBe(0);
    }
  });

  it('and a 400 naming the field at the api, for any writer', async () => {
    for (const field of ['name', 'phone', 'email'] as const) {
      const details = newCustomer('nul-api');
      details[field] = `${details[field].slice(0, 4)}\u0000${details[field].slice(4)}`;
      const res = await fetch(`${t.api.baseUrl}/users/save.php`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TEST_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(details),
      });
      expect(res.status, field).toBe(400);
      expect(Object.keys(((await res.json()) as { fields: object }).fields)).toEqual([field]);
    }
  });
});

describe('production refuses', () => {
  const folders = tempFolders('gl-ev-prod-');
  const dataDir = folders.make;
  afterAll(folders.removeAll);
  const refusal = (load: () => unknown): string => {
    try {
      load();
      return '';
    } catch (e) {
      return (e as Error).message;
    }
  };
  const gateway = {
    NODE_ENV: 'production',
    API_TOKEN: 'a'.repeat(32),
    SESSION_SECRET: 'b'.repeat(40),
    PAYMENT_MODE: 'live',
    PAYFAST_MERCHANT_ID: '12345678',
    PAYFAST_MERCHANT_KEY: 'abcdef123456',
    PAYFAST_PASSPHRASE: 'a-long-passphrase',
  };
  const api = { NODE_ENV: 'production', API_TOKEN: 'a'.repeat(32), ADMIN_PASSWORD: 'a-long-admin-password' };

  it('the payment simulator and live mode with the public sandbox merchant', () => {
    expect(refusal(() => loadGatewayConfig({ ...gateway, DATA_DIR: dataDir() }))).toBe('');
    expect(
      refusal(() => loadGatewayConfig({ ...gateway, DATA_DIR: dataDir(), PAYMENT_MODE: 'simulator' })),
    ).toMatch(/PAYMENT_MODE/);
    expect(
      refusal(() => loadGatewayConfig({ ...gateway, DATA_DIR: dataDir(), PAYFAST_MERCHANT_ID: '10000100' })),
    ).toMatch(/PAYFAST_MERCHANT_ID/);
    expect(
      refusal(() =>
        loadGatewayConfig({ ...gateway, DATA_DIR: dataDir(), PAYFAST_MERCHANT_KEY: '46f0cd694581a' }),
      ),
    ).toMatch(/PAYFAST_MERCHANT_KEY/);
  });

  it('the default admin password and one shorter than 12 characters', () => {
    expect(refusal(() => loadApiConfig({ ...api, DATA_DIR: dataDir() }))).toBe('');
    const { ADMIN_PASSWORD: _none, ...withoutPassword } = api;
    expect(refusal(() => loadApiConfig({ ...withoutPassword, DATA_DIR: dataDir() }))).toMatch(
      /ADMIN_PASSWORD/,
    );
    expect(
      refusal(() => loadApiConfig({ ...api, DATA_DIR: dataDir(), ADMIN_PASSWORD: 'admin12345' })),
    ).toMatch(/ADMIN_PASSWORD/);
    expect(
      refusal(() => loadApiConfig({ ...api, DATA_DIR: dataDir(), ADMIN_PASSWORD: 'short-pass1' })),
    ).toMatch(/ADMIN_PASSWORD: must be at least 12/);
  });
});
