/**
 * Sandbox/live behaviour of payment notifications: the form posts to PayFast, and a notification confirms
 * only when PayFast's server confirmation says VALID (here a local stand-in for PayFast's validate
 * endpoint, reached through PAYFAST_VALIDATE_URL) and it came from a listed source address, read as
 * express's req.ip under TRUSTED_PROXIES.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../api/src/test/harness.js';
import { seedDemoData } from '../../../api/src/db/seed.js';
import type { GatewayConfig } from '../config.js';
import {
  workingDaysAfter,
  firstServiceLine,
  startTestGateway,
  TEST_VISIT,
  type TestGateway,
} from '../test/harness.js';
import { notificationSources } from './notification-sources.js';
import { simulatedNotification } from './simulator.js';

let api: TestApi;
let provider: Server;
let providerUrl: string;
/** What the stand-in provider answers (VALID, INVALID, or HANG UP: no answer), and what it was asked. */
let providerSays = 'INVALID';
const asked: string[] = [];
/** Trusts x-forwarded-for from the loopback proxy; PayFast's sources are 127.0.0.1 and one range. */
let behindProxy: TestGateway;
/** Trusts no proxy: x-forwarded-for is ignored. */
let direct: TestGateway;

const sandbox = (validateUrl: string): GatewayConfig['payment'] => ({
  mode: 'sandbox',
  merchantId: '10000100',
  merchantKey: '46f0cd694581a',
  passphrase: 'pp-for-sandbox-tests',
  validateUrl,
  apiUrl: 'https://api.payfast.co.za',
  sourceAddresses: ['127.0.0.1', '197.97.145.144/28'],
});

beforeAll(async () => {
  provider = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      asked.push(body);
      if (providerSays === 'HANG UP') return void req.socket.destroy();
      res.setHeader('content-type', 'text/plain');
      res.end(providerSays);
    });
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', () => r()));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/eng/query/validate`;
  api = await startTestApi();
  await seedDemoData(api.db);
  behindProxy = await startTestGateway({
    api,
    config: { payment: sandbox(providerUrl), trustedProxies: ['loopback'] },
  });
  direct = await startTestGateway({ api, config: { payment: sandbox(providerUrl) } });
});
afterAll(async () => {
  await behindProxy?.close();
  await direct?.close();
  await api?.close();
  provider?.close();
});

/**
 * The tests book days 9 to 12 from today: each its own working day (a Sunday or a holiday is closed),
 * the 9th or the first working day after it onwards.
 */
const bookingDay = (day: number): string => workingDaysAfter(9, 4)[day - 9]!;

async function pendingPayment(t: TestGateway, day: number, slot: string) {
  const client = await t.signedIn('client');
  const line = await firstServiceLine(client);
  const created = await client.gql(
    `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { guidId } } }`,
    {
      i: {
        address: TEST_VISIT,
        booking: { date: bookingDay(day), timeSlot: slot, lines: [line] },
      },
    },
  );
  expect(created.errors).toBeUndefined();
  const guidId: string = created.data!.createBooking.booking.guidId;
  const form = (
    await client.gql('mutation($g: ID!) { startPayment(guidId: $g) { action fields { name value } } }', {
      g: guidId,
    })
  ).data!.startPayment;
  const pairs: [string, string][] = form.fields.map((f: { name: string; value: string }) => [
    f.name,
    f.value,
  ]);
  return {
    guidId,
    action: form.action as string,
    notification: simulatedNotification(pairs, 'pp-for-sandbox-tests'),
  };
}

const post = (t: TestGateway, pairs: [string, string][], forwardedFor?: string) =>
  fetch(`${t.url}/payments/notify`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: new URLSearchParams(pairs).toString(),
  });
/** How many notifications the gateway's /metrics counts with this outcome. */
const counted = async (t: TestGateway, outcome: string): Promise<number> => {
  const text = await (await fetch(`${t.url}/metrics`)).text();
  const line = new RegExp(`^gateway_payment_notifications_total\\{outcome="${outcome}"\\} (\\d+)$`, 'm');
  return Number(line.exec(text)?.[1] ?? 0);
};
const status = async (t: TestGateway, guidId: string) =>
  (await t.client().gql('query($g: ID!) { booking(guidId: $g) { status } }', { g: guidId })).data!.booking
    .status;

describe('sandbox payments', () => {
  it('post to PayFast sandbox, and confirm only what the provider confirms, asked with the fields minus the signature', async () => {
    const { guidId, action, notification } = await pendingPayment(behindProxy, 9, '12:15 - 13:00');
    expect(action).toBe('https://sandbox.payfast.co.za/eng/process');

    providerSays = 'INVALID';
    expect((await post(behindProxy, notification)).status).toBe(400);
    expect(await status(behindProxy, guidId)).toBe('PENDING');
    const question = new URLSearchParams(asked.at(-1));
    expect(question.get('m_payment_id')).toBe(guidId);
    expect(question.has('signature')).toBe(false);

    providerSays = 'VALID';
    expect((await post(behindProxy, notification)).status).toBe(200);
    expect(await status(behindProxy, guidId)).toBe('CONFIRMED');
    // The same notification again is recorded once; /metrics tells each outcome apart.
    expect((await post(behindProxy, notification)).status).toBe(200);
    expect(await counted(behindProxy, 'refused')).toBe(1);
    expect(await counted(behindProxy, 'paid')).toBe(1);
    expect(await counted(behindProxy, 'duplicate')).toBe(1);
  });

  it('refuse a notification the provider confirms when it comes from an unlisted address, as req.ip reads it', async () => {
    providerSays = 'VALID';
    const { guidId, notification } = await pendingPayment(behindProxy, 10, '12:15 - 13:00');
    const before = asked.length;
    // Through the trusted proxy, from an address PayFast does not send from.
    expect((await post(behindProxy, notification, '203.0.113.7')).status).toBe(400);
    expect(asked.length).toBe(before); // refused before the provider is even asked
    expect(await status(behindProxy, guidId)).toBe('PENDING');
    // Through the trusted proxy from one of PayFast's ranges.
    expect((await post(behindProxy, notification, '197.97.145.150')).status).toBe(200);
    expect(await status(behindProxy, guidId)).toBe('CONFIRMED');
  });

  it('believe x-forwarded-for only from TRUSTED_PROXIES', async () => {
    providerSays = 'VALID';
    const { guidId, notification } = await pendingPayment(direct, 11, '12:15 - 13:00');
    // No trusted proxy: the claimed address is ignored, the socket's (127.0.0.1, listed) counts.
    expect((await post(direct, notification, '203.0.113.7')).status).toBe(200);
    expect(await status(direct, guidId)).toBe('CONFIRMED');
  });

  it('the provider being unreachable is answered 503 so that PayFast retries', async () => {
    const { guidId, notification } = await pendingPayment(behindProxy, 12, '12:15 - 13:00');
    providerSays = 'HANG UP';
    const retries = await counted(behindProxy, 'retry');
    expect((await post(behindProxy, notification)).status).toBe(503);
    expect(await status(behindProxy, guidId)).toBe('PENDING');
    expect(await counted(behindProxy, 'retry')).toBe(retries + 1);
  });

  it('the simulator does not exist outside simulator mode', async () => {
    expect((await fetch(`${behindProxy.url}/payments/simulator`)).status).toBe(404);
    expect((await fetch(`${behindProxy.url}/payments/simulator/validate`, { method: 'POST' })).status).toBe(
      404,
    );
  });
});

describe('notification sources', () => {
  it('match addresses, ranges and IPv4 clients on dual-stack sockets; nothing else', async () => {
    const sources = notificationSources(['144.126.193.139', '41.74.179.192/27', '2001:db8::/32']);
    expect(await sources.allows('144.126.193.139')).toBe(true);
    expect(await sources.allows('::ffff:41.74.179.200')).toBe(true);
    expect(await sources.allows('41.74.179.224')).toBe(false);
    expect(await sources.allows('2001:db8::1')).toBe(true);
    expect(await sources.allows('127.0.0.1')).toBe(false);
    expect(await sources.allows('')).toBe(false);
  });
});
