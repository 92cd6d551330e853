/**
 * `adminTombstones` through the real gateway and api (PGlite): a booking the office deletes is told to
 * the office and to the key that booked it (reach OWN reads its own only), with the ids a partner keeps;
 * a key without bookings:read and a customer are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function createKey(name: string, scopes: string[]) {
  const made = await admin.gql(
    `mutation ($input: ApiClientInput!) { adminCreateApiClient(input: $input) { secret } }`,
    { input: { name, scopes } },
  );
  expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
  return made.data!.adminCreateApiClient.secret as string;
}

let day = 40;
async function bookWith(secret: string) {
  const line = await bookableServiceLine(t.client());
  const booked = await t
    .keyed(secret)
    .gql(
      `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { id guidId } } }`,
      {
        input: {
          address: TEST_VISIT,
          booking: { date: workingDayAfter((day += 1)), timeSlot: '10:00 - 10:45', lines: [line] },
          customer: {
            name: 'Sipho Dube',
            email: `tomb-${Date.now()}-${day}@example.test`,
            phone: '082 555 0102',
          },
        },
      },
    );
  expect(booked.errors, JSON.stringify(booked.errors)).toBeUndefined();
  return booked.data!.createBooking.booking as { id: string; guidId: string };
}

const TOMBSTONES = `query ($since: DateTime, $first: Int, $after: String) {
  adminTombstones(since: $since, first: $first, after: $after) {
    nodes { entity id guidId reason at } hasNextPage endCursor
  }
}`;

describe('adminTombstones', () => {
  it('tells the office and the booking key of a booking deleted, and refuses others', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const portal = await createKey('Tomb portal', ['catalogue:read', 'bookings:write', 'bookings:read']);
    const other = await createKey('Tomb other', ['catalogue:read', 'bookings:write', 'bookings:read']);
    const mine = await bookWith(portal);
    const theirs = await bookWith(other);
    for (const b of [mine, theirs]) {
      const gone = await admin.gql(
        `mutation ($id: ID!) { adminDeleteBooking(input: { id: $id }) { success } }`,
        { id: b.id },
      );
      expect(gone.errors, JSON.stringify(gone.errors)).toBeUndefined();
    }
    const office = await admin.gql(TOMBSTONES, { since });
    expect(office.errors).toBeUndefined();
    expect(office.data!.adminTombstones.nodes).toEqual([
      { entity: 'BOOKING', id: mine.id, guidId: mine.guidId, reason: 'DELETED', at: expect.any(String) },
      { entity: 'BOOKING', id: theirs.id, guidId: theirs.guidId, reason: 'DELETED', at: expect.any(String) },
    ]);
    // A new key reads its own client's only (reach OWN is a new client's default), a page at a time.
    const first = await t.keyed(portal).gql(TOMBSTONES, { since, first: 1 });
    expect(first.errors).toBeUndefined();
    expect(first.data!.adminTombstones).toMatchObject({ nodes: [{ id: mine.id }], hasNextPage: false });

    const noScope = await createKey('Tomb catalogue', ['catalogue:read']);
    const refused = await t.keyed(noScope).gql(TOMBSTONES, { since });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await t.client().gql(TOMBSTONES, { since });
    expect(anonymous.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });

  it('answers a clear error for a wrong page size', async () => {
    const res = await admin.gql(TOMBSTONES, { first: 0 });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });
});
