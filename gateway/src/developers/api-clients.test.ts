/**
 * Partners' keys through the real gateway and api (PGlite): the admin creates a key, which reads the
 * catalogue with no cookie; outside its scopes it is FORBIDDEN naming the scope it lacks; rotated, the
 * old secret is refused and the new one works; revoked, it is refused on its next request. A key with
 * bookings:write books for a new customer by e-mail, and the booking's history names the API client.
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

interface Reply {
  status: number;
  data: Record<string, any> | null | undefined;
  errors: { message: string; extensions?: Record<string, unknown> }[] | undefined;
}

/** A request sent as a partner's server sends it: its key as a bearer token, no cookie. */
async function withKey(
  secret: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Reply> {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Omit<Reply, 'status'>;
  return { status: res.status, data: body.data, errors: body.errors };
}

const CREATE = `mutation ($input: ApiClientInput!) {
  adminCreateApiClient(input: $input) { secret client { id name scopes secretShown revokedAt } }
}`;
const ROTATE = `mutation ($id: ID!) { adminRotateApiClient(id: $id) { secret client { id secretShown rotatedAt } } }`;
const REVOKE = `mutation ($id: ID!) { adminRevokeApiClient(id: $id) { id revokedAt } }`;
const CATALOGUE = '{ categories { id } services { id name } }';

async function createKey(name: string, scopes: string[], reach?: 'OWN' | 'ALL') {
  const made = await admin.gql(CREATE, { input: { name, scopes, ...(reach ? { reach } : {}) } });
  expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
  return made.data!.adminCreateApiClient as { secret: string; client: { id: string; secretShown: string } };
}

describe('a partner key', () => {
  it('reads with its scopes, is refused outside them, and stops when rotated or revoked', async () => {
    const { secret, client } = await createKey('Leads Ltd', ['catalogue:read']);
    expect(secret).toMatch(/^gl_live_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(client.secretShown)).toBe(true);

    const read = await withKey(secret, CATALOGUE);
    expect(read.errors).toBeUndefined();
    expect(read.data!.services.length).toBeGreaterThan(0);

    const outside = await withKey(secret, '{ adminBookings { guidId } }');
    expect(outside.status).toBe(403);
    expect(outside.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      scope: 'bookings:read',
      operation: 'adminBookings',
    });
    expect(outside.data ?? null).toBeNull();
    // Nothing a person's account does is a key's, nor the admin's own operations.
    const noKey = await withKey(secret, '{ adminApiClients { id } }');
    expect(noKey.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', scope: 'none' });
    // A forbidden field next to an allowed one refuses the whole request.
    const mixed = await withKey(secret, '{ categories { id } me { id } }');
    expect(mixed.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', operation: 'me' });

    const rotated = await admin.gql(ROTATE, { id: client.id });
    expect(rotated.errors).toBeUndefined();
    const fresh = rotated.data!.adminRotateApiClient.secret as string;
    expect(fresh).not.toBe(secret);
    const old = await withKey(secret, CATALOGUE);
    expect(old.status).toBe(401);
    expect(old.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    expect((await withKey(fresh, CATALOGUE)).errors).toBeUndefined();

    const revoked = await admin.gql(REVOKE, { id: client.id });
    expect(revoked.data!.adminRevokeApiClient.revokedAt).toEqual(expect.any(String));
    const after = await withKey(fresh, CATALOGUE);
    expect(after.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    // A revoked client cannot be brought back by rotating it.
    expect((await admin.gql(ROTATE, { id: client.id })).errors?.[0]?.extensions?.['code']).toBe('CONFLICT');

    const list = await admin.gql('{ adminApiClients { id name secretShown revokedAt } }');
    const listed = list.data!.adminApiClients.find((c: { id: string }) => c.id === client.id);
    expect(listed).toMatchObject({ name: 'Leads Ltd', revokedAt: expect.any(String) });
    expect(JSON.stringify(list.data)).not.toContain(fresh);
  });

  it('is refused for an unknown secret, and only the admin manages keys', async () => {
    const unknown = await withKey('gl_live_not-a-real-secret', CATALOGUE);
    expect(unknown.status).toBe(401);
    expect(unknown.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    const manager = await t.signedIn('manager');
    const refused = await manager.gql(CREATE, { input: { name: 'X', scopes: ['catalogue:read'] } });
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const bad = await admin.gql(CREATE, { input: { name: 'X', scopes: ['everything'] } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'scopes' });
  });

  it('books for a new customer by e-mail, and the history names the client', async () => {
    const { secret } = await createKey('Property Portal', ['catalogue:read', 'bookings:write']);
    const line = await bookableServiceLine(t.client());
    const email = `partner-customer-${Date.now()}@example.test`;
    const booked = await withKey(
      secret,
      `mutation ($input: CreateBookingInput!) {
        createBooking(input: $input) { booking { id guidId } user { email } }
      }`,
      {
        input: {
          address: TEST_VISIT,
          booking: { date: workingDayAfter(20), timeSlot: '10:00 - 10:45', lines: [line] },
          customer: { name: 'Lerato Khumalo', email, phone: '082 555 0101' },
        },
      },
    );
    expect(booked.errors, JSON.stringify(booked.errors)).toBeUndefined();
    // A person's checkout (no key) still chooses a password.
    const person = await t
      .client()
      .gql(`mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`, {
        input: {
          address: TEST_VISIT,
          booking: { date: workingDayAfter(21), timeSlot: '10:00 - 10:45', lines: [line] },
          customer: { name: 'Sam Person', email: `person-${Date.now()}@example.test`, phone: '082 555 0102' },
        },
      });
    expect(person.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'customer.password',
    });
    expect(booked.data!.createBooking.user.email).toBe(email);
    const guidId = booked.data!.createBooking.booking.guidId as string;
    const history = await t.api.get(`bookings/history.php?id=${guidId}`);
    expect(history.status, history.text).toBe(200);
    expect(history.body[0]).toMatchObject({ kind: 'created', actorName: 'Property Portal (API client)' });
    // Its scopes do not read bookings.
    const read = await withKey(secret, '{ adminBookings { guidId } }');
    expect(read.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', scope: 'bookings:read' });
    // A key granted bookings:read and customers:read, of reach ALL, reads the office's lists (not the
    // rest of the office); of reach OWN only its own client's (return-urls-reach.test.ts).
    const reader = await createKey('Accounting Sync', ['bookings:read', 'customers:read'], 'ALL');
    const lists = await withKey(reader.secret, '{ adminBookings { guidId } adminCustomers { total } }');
    expect(lists.errors, JSON.stringify(lists.errors)).toBeUndefined();
    expect(lists.data!.adminBookings.map((b: { guidId: string }) => b.guidId)).toContain(guidId);
    const office = await withKey(reader.secret, '{ adminDashboard { metrics { __typename } } }');
    expect(office.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', scope: 'none' });
  });

  it('answers a retry under the same key with the first booking, and refuses that key to another client', async () => {
    const first = await createKey('Retry Portal', ['catalogue:read', 'bookings:write']);
    const other = await createKey('Other Portal', ['catalogue:read', 'bookings:write']);
    const line = await bookableServiceLine(t.client());
    const input = {
      address: TEST_VISIT,
      booking: { date: workingDayAfter(22), timeSlot: '10:00 - 10:45', lines: [line] },
      customer: { name: 'Ayanda Dlamini', email: `retry-${Date.now()}@example.test`, phone: '082 555 0103' },
      idempotencyKey: `retry-${Date.now()}`,
    };
    const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`;
    const made = await withKey(first.secret, BOOK, { input });
    expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
    const again = await withKey(first.secret, BOOK, { input });
    expect(again.errors, JSON.stringify(again.errors)).toBeUndefined();
    expect(again.data!.createBooking.booking.guidId).toBe(made.data!.createBooking.booking.guidId);
    const stolen = await withKey(other.secret, BOOK, { input });
    expect(stolen.errors?.[0]?.extensions).toMatchObject({ code: 'DUPLICATE' });
    // the same key with another booking (another time) is refused, not answered with the first
    const changed = await withKey(first.secret, BOOK, {
      input: { ...input, booking: { ...input.booking, timeSlot: '10:45 - 11:30' } },
    });
    expect(changed.errors?.[0]?.extensions).toMatchObject({ code: 'DUPLICATE', field: 'idempotencyKey' });
    const rows = await t.api.get(`bookings/history.php?id=${made.data!.createBooking.booking.guidId}`);
    expect(rows.body.filter((e: { kind: string }) => e.kind === 'created')).toHaveLength(1);
  });

  it('answers CORS for the origins its client allows, and no other', async () => {
    const origin = 'https://partner.example';
    const made = await admin.gql(CREATE, {
      input: { name: 'Browser Widget', scopes: ['catalogue:read'], allowedOrigins: [origin] },
    });
    const secret = made.data!.adminCreateApiClient.secret as string;
    const preflight = (from: string) =>
      fetch(`${t.url}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin: from,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
    const allowed = await preflight(origin);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(origin);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(
      (await preflight('https://elsewhere.example')).headers.get('access-control-allow-origin'),
    ).toBeNull();

    const post = (from: string) =>
      fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}`, origin: from },
        body: JSON.stringify({ query: '{ categories { id } }' }),
      });
    const read = await post(origin);
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe(origin);
    expect((await post('https://elsewhere.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});
