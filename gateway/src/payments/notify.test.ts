/**
 * Sandbox/live behaviour of payment notifications: the form posts to PayFast, and a notification confirms
 * only when PayFast's server confirmation says VALID (here a stand-in for PayFast's validate endpoint).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { johannesburgNow } from '../booking/time-slots.js';
import { startTestGateway, type TestGateway } from '../test/harness.js';
import { simulatedNotification } from './simulator.js';

let t: TestGateway;
const validated: string[][] = [];
let providerSays = false;

beforeAll(async () => {
  t = await startTestGateway({
    seed: true,
    config: {
      payment: { mode: 'sandbox', merchantId: '10000100', merchantKey: '46f0cd694581a', passphrase: 'pp' },
    },
    options: {
      validatePayment: async (pairs) => {
        validated.push(pairs.map(([k]) => k));
        return providerSays;
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
});

function dayAfter(n: number): string {
  const d = new Date(`${johannesburgNow().date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

describe('sandbox payments', () => {
  it('posts to PayFast sandbox, and confirms only what PayFast confirms', async () => {
    const client = await t.signedIn('client');
    const services = (await client.gql('{ services { id } }')).data!.services;
    const created = await client.gql(
      `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { guidId } } }`,
      {
        i: {
          booking: { date: dayAfter(9), timeSlot: '12:15 - 13:00', lines: [{ serviceId: services[0].id }] },
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const guidId = created.data!.createBooking.booking.guidId;
    const form = (
      await client.gql('mutation($g: ID!) { startPayment(guidId: $g) { action fields { name value } } }', {
        g: guidId,
      })
    ).data!.startPayment;
    expect(form.action).toBe('https://sandbox.payfast.co.za/eng/process');
    const pairs: [string, string][] = form.fields.map((f: { name: string; value: string }) => [
      f.name,
      f.value,
    ]);
    const notification = simulatedNotification(pairs, 'pp');
    const post = () =>
      fetch(`${t.url}/payments/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(notification).toString(),
      });
    const status = async () =>
      (await t.client().gql('query($g: ID!) { booking(guidId: $g) { status } }', { g: guidId })).data!.booking
        .status;

    providerSays = false;
    expect((await post()).status).toBe(400);
    expect(await status()).toBe('PENDING');
    expect(validated.at(-1)).toContain('pf_payment_id');

    providerSays = true;
    expect((await post()).status).toBe(200);
    expect(await status()).toBe('CONFIRMED');
  });

  it('the simulator does not exist outside simulator mode', async () => {
    expect((await fetch(`${t.url}/payments/simulator`)).status).toBe(404);
  });
});
