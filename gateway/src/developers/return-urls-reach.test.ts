/**
 * A partner's payment return pages and a key of reach OWN, through the real gateway and api (PGlite):
 * startPayment takes returnUrl / cancelUrl only with a key whose client allows them (no open redirect),
 * the signed PayFast form carries them and the simulator sends the browser there; a key of reach OWN
 * reads only the bookings and customers its own client made (another's: NOT_FOUND or absent), until
 * the admin sets it to ALL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payfastSignature } from '../payments/payfast-signature.js';
import { bookableServiceLine, startTestGateway, TEST_VISIT, workingDayAfter } from '../test/harness.js';
import type { GqlClient, TestGateway } from '../test/harness.js';

let t: TestGateway;
let admin: GqlClient;
beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  admin = await t.signedIn('admin');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const SCOPES = ['catalogue:read', 'bookings:write', 'bookings:read', 'customers:read'];
const CREATE = `mutation ($input: ApiClientInput!) {
  adminCreateApiClient(input: $input) { secret client { id reach allowedReturnUrls } }
}`;
const ACCESS = `mutation ($id: ID!, $input: ApiClientAccessInput!) {
  adminSetApiClientAccess(id: $id, input: $input) { id reach allowedReturnUrls }
}`;
const PAY = `mutation ($g: ID!, $r: String, $c: String) {
  startPayment(guidId: $g, returnUrl: $r, cancelUrl: $c) { action fields { name value } }
}`;

async function createKey(name: string, extra: Record<string, unknown> = {}) {
  const made = await admin.gql(CREATE, { input: { name, scopes: SCOPES, ...extra } });
  expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
  return made.data!.adminCreateApiClient as {
    secret: string;
    client: { id: string; reach: string; allowedReturnUrls: string[] };
  };
}

let day = 30;
async function bookWith(secret: string, who: string) {
  const line = await bookableServiceLine(t.client());
  const booked = await t
    .keyed(secret)
    .gql(
      `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { id guidId } user { id } } }`,
      {
        input: {
          address: TEST_VISIT,
          booking: { date: workingDayAfter((day += 1)), timeSlot: '10:00 - 10:45', lines: [line] },
          customer: {
            name: 'Lerato Khumalo',
            email: `${who}-${Date.now()}@example.test`,
            phone: '082 555 0101',
          },
        },
      },
    );
  expect(booked.errors, JSON.stringify(booked.errors)).toBeUndefined();
  const { booking, user } = booked.data!.createBooking;
  return { id: booking.id as string, guidId: booking.guidId as string, userId: user.id as string };
}

const pairsOf = (form: { fields: { name: string; value: string }[] }) =>
  form.fields.map((f): [string, string] => [f.name, f.value]);

describe("a partner's return pages", () => {
  it('are carried by the signed form, and the simulator sends the browser there', async () => {
    const key = await createKey('Return Portal', {
      allowedReturnUrls: ['https://Portal.example/pay', 'http://127.0.0.1:5173/'],
    });
    expect(key.client).toMatchObject({
      reach: 'OWN',
      allowedReturnUrls: ['https://portal.example/pay', 'http://127.0.0.1:5173/'],
    });
    const { guidId } = await bookWith(key.secret, 'return');
    const returnUrl = 'https://portal.example/pay/done?order=42';
    const cancelUrl = 'http://127.0.0.1:5173/cancelled';
    const started = await t.keyed(key.secret).gql(PAY, { g: guidId, r: returnUrl, c: cancelUrl });
    expect(started.errors, JSON.stringify(started.errors)).toBeUndefined();
    const form = started.data!.startPayment as { action: string; fields: { name: string; value: string }[] };
    const pairs = pairsOf(form);
    expect(Object.fromEntries(pairs)).toMatchObject({ return_url: returnUrl, cancel_url: cancelUrl });
    const unsigned = pairs.filter(([k]) => k !== 'signature');
    expect(payfastSignature(unsigned, t.config.payment.passphrase)).toBe(
      pairs.find(([k]) => k === 'signature')![1],
    );

    const submit = (path: string) =>
      fetch(`${form.action}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(pairs).toString(),
        redirect: 'manual',
      });
    const cancelled = await submit('cancel');
    expect(cancelled.headers.get('location')).toBe(cancelUrl);
    const paid = await submit('pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(returnUrl);

    // Without them: Greenleaf's own pages, as before.
    const { guidId: other } = await bookWith(key.secret, 'return-default');
    const plain = await t.keyed(key.secret).gql(PAY, { g: other });
    expect(Object.fromEntries(pairsOf(plain.data!.startPayment))['return_url']).toBe(
      `${t.config.publicUrl}/booking-successful/${other}`,
    );
  });

  it('are refused outside the allowed prefixes, and to a caller without a key', async () => {
    const key = await createKey('Strict Portal', { allowedReturnUrls: ['https://portal.example/pay'] });
    const { guidId } = await bookWith(key.secret, 'strict');
    for (const bad of [
      'https://portal.example:8443/pay',
      'https://user@portal.example/pay',
      'https://portal.example@evil.example/pay',
      '//evil.example/pay',
      'https://portal.example/payments',
      'http://portal.example/pay',
    ]) {
      const refused = await t.keyed(key.secret).gql(PAY, { g: guidId, r: bad });
      expect(refused.errors?.[0]?.extensions, bad).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'returnUrl',
      });
    }
    const cancel = await t.keyed(key.secret).gql(PAY, { g: guidId, c: 'https://evil.example/' });
    expect(cancel.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cancelUrl' });
    const none = await createKey('No Returns Portal');
    const noList = await t.keyed(none.secret).gql(PAY, { g: guidId, r: 'https://portal.example/pay' });
    expect(noList.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'returnUrl' });
    // A person (cookie or none) may not choose where the payment returns to.
    const anonymous = await t.client().gql(PAY, { g: guidId, r: 'https://portal.example/pay' });
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'returnUrl' });
    const office = await admin.gql(PAY, { g: guidId, r: 'https://portal.example/pay' });
    expect(office.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'returnUrl' });
    // The admin changes the list; a prefix that is not https://host/path is refused naming the field.
    const bad = await admin.gql(ACCESS, { id: key.client.id, input: { allowedReturnUrls: ['ftp://x'] } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'allowedReturnUrls' });
    const changed = await admin.gql(ACCESS, {
      id: key.client.id,
      input: { allowedReturnUrls: ['https://portal.example/'] },
    });
    expect(changed.data!.adminSetApiClientAccess.allowedReturnUrls).toEqual(['https://portal.example/']);
    const now = await t.keyed(key.secret).gql(PAY, { g: guidId, r: 'https://portal.example/payments' });
    expect(now.errors, JSON.stringify(now.errors)).toBeUndefined();
  });
});

describe('a key of reach OWN', () => {
  it("reads only its own client's bookings and customers, until set to ALL", async () => {
    const mine = await createKey('Own Portal');
    const theirs = await createKey('Other Portal');
    const booked = await bookWith(mine.secret, 'own');
    const READ = `query ($id: ID!, $g: ID!, $u: ID!) {
      adminBookings { guidId }
      adminBookingsPage(first: 200, updatedSince: "2000-01-01T00:00:00Z") { nodes { guidId } }
      adminBooking(id: $id) { guidId }
      booking(guidId: $g) { guidId }
      adminCustomers(limit: 200) { total customers { id } }
      adminCustomer(id: $u) { bookingsCount bookings { guidId } officeNotes properties { id } }
    }`;
    const vars = { id: booked.id, g: booked.guidId, u: booked.userId };
    // What the office keeps about the customer is not the partner's to read.
    const kept = await admin.gql(
      `mutation ($u: ID!) { adminSaveCustomerNotes(input: { id: $u, officeNotes: "Gate code 1234" }) { officeNotes } }`,
      { u: booked.userId },
    );
    expect(kept.errors, JSON.stringify(kept.errors)).toBeUndefined();
    const asOffice = await admin.gql(`query ($u: ID!) { adminCustomer(id: $u) { officeNotes } }`, {
      u: booked.userId,
    });
    expect(asOffice.data!.adminCustomer.officeNotes).toBe('Gate code 1234');
    const own = await t.keyed(mine.secret).gql(READ, vars);
    expect(own.errors, JSON.stringify(own.errors)).toBeUndefined();
    expect(own.data).toMatchObject({
      adminBookings: [{ guidId: booked.guidId }],
      adminBookingsPage: { nodes: [{ guidId: booked.guidId }] },
      adminBooking: { guidId: booked.guidId },
      booking: { guidId: booked.guidId },
      adminCustomers: { total: 1, customers: [{ id: booked.userId }] },
      adminCustomer: {
        bookingsCount: 1,
        bookings: [{ guidId: booked.guidId }],
        officeNotes: null,
        properties: [],
      },
    });

    const other = await t.keyed(theirs.secret).gql(READ, vars);
    expect(other.data).toMatchObject({
      adminBookings: [],
      adminBookingsPage: { nodes: [] },
      adminBooking: null,
      booking: null,
      adminCustomers: { total: 0, customers: [] },
      adminCustomer: null,
    });
    // Another's booking or customer is as an unknown id: null (startPayment: NOT_FOUND).
    expect(other.errors).toBeUndefined();
    const paying = await t.keyed(theirs.secret).gql(PAY, { g: booked.guidId });
    expect(paying.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');

    const all = await admin.gql(ACCESS, { id: theirs.client.id, input: { reach: 'ALL' } });
    expect(all.data!.adminSetApiClientAccess.reach).toBe('ALL');
    const now = await t.keyed(theirs.secret).gql('{ adminBookings { guidId } }');
    expect(now.data!.adminBookings.map((b: { guidId: string }) => b.guidId)).toContain(booked.guidId);
  });
});
