/**
 * `adminPaymentsPage` and `adminWebhookDeliveriesPage` through the real gateway and api (PGlite), as a
 * partner's server calls them with a key (issue #35, "Pages and changes"): a key of reach OWN pages the
 * payments of the bookings it made, each with its booking, currency and last change; a key without
 * bookings:read is refused; a key's endpoint's deliveries page newest first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookableServiceLine,
  payThroughNotification,
  startTestGateway,
  TEST_VISIT,
  nthWorkingDay,
  workingDayAfter,
} from '../test/harness.js';
import type { GqlClient, GqlResult, TestGateway } from '../test/harness.js';

let t: TestGateway;
let admin: GqlClient;
beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  admin = await t.signedIn('admin');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function createKey(name: string, scopes: string[]) {
  const made = await admin.gql(
    `mutation ($input: ApiClientInput!) { adminCreateApiClient(input: $input) { secret } }`,
    { input: { name, scopes, reach: 'OWN' } },
  );
  expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
  return t.keyed(made.data!.adminCreateApiClient.secret as string);
}

const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`;
let day = 24;
async function bookAndPay(partner: GqlClient): Promise<string> {
  const line = await bookableServiceLine(t.client());
  const made = await partner.gql(BOOK, {
    input: {
      address: TEST_VISIT,
      booking: { date: nthWorkingDay(day++), timeSlot: '11:30 - 12:15', lines: [line] },
      customer: {
        name: 'Ayanda Dlamini',
        email: `pay-page-${Date.now()}@example.test`,
        phone: '082 555 0144',
      },
      idempotencyKey: `pay-page-${Date.now()}`,
    },
  });
  expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
  const guidId = made.data!.createBooking.booking.guidId as string;
  expect((await payThroughNotification(t, partner, guidId)).status).toBe(200);
  return guidId;
}

const PAYMENTS = `query ($since: DateTime, $after: String) {
  adminPaymentsPage(updatedSince: $since, first: 1, after: $after) {
    nodes { id bookingGuidId amount currency updatedAt refundStatus } hasNextPage endCursor } }`;

describe('adminPaymentsPage with a key', () => {
  it("pages its own bookings' payments with their booking and currency; another key sees none, a key without bookings:read is refused", async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const partner = await createKey('Payments portal', ['bookings:read', 'bookings:write']);
    const booked = [await bookAndPay(partner), await bookAndPay(partner)];
    const seen: { bookingGuidId: string; currency: string; updatedAt: string }[] = [];
    let after: string | null = null;
    for (;;) {
      const res: GqlResult = await partner.gql(PAYMENTS, { since, after });
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
      seen.push(...res.data!.adminPaymentsPage.nodes);
      if (!res.data!.adminPaymentsPage.hasNextPage) break;
      after = res.data!.adminPaymentsPage.endCursor;
    }
    expect(seen.map((p) => p.bookingGuidId)).toEqual(booked);
    expect(seen.every((p) => p.currency === 'ZAR' && p.updatedAt)).toBe(true);

    const stranger = await createKey('Other portal', ['bookings:read']);
    expect((await stranger.gql(PAYMENTS, { since })).data!.adminPaymentsPage.nodes).toEqual([]);
    const office = await admin.gql(PAYMENTS.replace('first: 1', 'first: 200'), { since });
    expect(
      office.data!.adminPaymentsPage.nodes.map((p: { bookingGuidId: string }) => p.bookingGuidId),
    ).toEqual(expect.arrayContaining(booked));
    const refused = await createKey('Catalogue only', ['catalogue:read']);
    expect((await refused.gql(PAYMENTS, { since })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('adminWebhookDeliveriesPage with a key', () => {
  it("pages its endpoint's deliveries newest first, of one status", async () => {
    const partner = await createKey('Hooks portal', ['webhooks:manage', 'bookings:write', 'bookings:read']);
    const endpoint = await partner.gql(
      `mutation { adminCreateWebhookEndpoint(url: "https://partner.example/hooks/pages", events: ["booking.created", "booking.paid"]) { endpoint { id } } }`,
    );
    expect(endpoint.errors, JSON.stringify(endpoint.errors)).toBeUndefined();
    const endpointId = endpoint.data!.adminCreateWebhookEndpoint.endpoint.id as string;
    await bookAndPay(partner);
    const PAGE = `query ($e: ID!, $after: String, $status: WebhookDeliveryStatus) {
      adminWebhookDeliveriesPage(endpointId: $e, first: 1, after: $after, status: $status) {
        nodes { id type status } hasNextPage endCursor } }`;
    const read = async (status?: string) => {
      const types: string[] = [];
      let after: string | null = null;
      for (;;) {
        const res: GqlResult = await partner.gql(PAGE, {
          e: endpointId,
          after,
          ...(status ? { status } : {}),
        });
        expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
        types.push(...res.data!.adminWebhookDeliveriesPage.nodes.map((d: { type: string }) => d.type));
        if (!res.data!.adminWebhookDeliveriesPage.hasNextPage) return types;
        after = res.data!.adminWebhookDeliveriesPage.endCursor;
      }
    };
    expect(await read()).toEqual(['booking.paid', 'booking.created']);
    expect(await read('DELIVERED')).toEqual([]);
    const other = await createKey('Other hooks', ['webhooks:manage']);
    const theirs = await other.gql(PAGE, { e: endpointId });
    expect(theirs.data!.adminWebhookDeliveriesPage.nodes).toEqual([]);
  });
});

describe('the currency of money a partner reads', () => {
  it('is named on a quote, a booking and a payment: ZAR', async () => {
    const line = await bookableServiceLine(t.client());
    const quoted = await t
      .client()
      .gql(`query ($input: BookingInput!) { quote(input: $input) { total currency } }`, {
        input: { date: workingDayAfter(40), timeSlot: '10:00 - 10:45', lines: [line] },
      });
    expect(quoted.errors, JSON.stringify(quoted.errors)).toBeUndefined();
    expect(quoted.data!.quote.currency).toBe('ZAR');
    const partner = await createKey('Currency portal', ['bookings:read', 'bookings:write']);
    const guidId = await bookAndPay(partner);
    const read = await partner.gql(`query ($g: ID!) { booking(guidId: $g) { totalPrice currency } }`, {
      g: guidId,
    });
    expect(read.data!.booking.currency).toBe('ZAR');
  });
});
