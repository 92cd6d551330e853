/**
 * The in-memory pricing catalogue through a real gateway and api: quotes cost no REST call once the
 * snapshot is held, an admin write through the gateway and a write by another writer are priced on
 * the next quote (after the version moves), and a booking priced from a snapshot the catalogue has
 * moved past is refused by the api (STALE_CATALOGUE) and priced again by the gateway.
 *
 * The gateway's response cache is off here, so every quote is priced. Gateway `g` reaches the api through a small relay that can hold back answers to the version poll:
 * a gateway that has not yet heard of a commit (a lost or late notification), made deterministic.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../../../api/src/test/harness.js';
import { packages, packageServices } from '../../../api/src/db/schema.js';
import {
  startTestGateway,
  type GqlClient,
  type TestGateway,
  TEST_VISIT,
  nthWorkingDay,
  workingDayAfter,
} from '../test/harness.js';

/** Forwards every request to the api; while `hold` is on, answers of catalogue/version.php wait. */
function versionRelay(target: string) {
  let release: (() => void) | null = null;
  let held: Promise<void> = Promise.resolve();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      try {
        const headers = new Headers();
        for (const [k, v] of Object.entries(req.headers)) {
          if (typeof v === 'string' && !['host', 'connection', 'content-length'].includes(k))
            headers.set(k, v);
        }
        const upstream = await fetch(`${target}${req.url}`, {
          method: req.method ?? 'GET',
          headers,
          ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
        });
        const body = Buffer.from(await upstream.arrayBuffer());
        if (req.url?.startsWith('/catalogue/version.php')) await held;
        res.writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'text/plain',
        });
        res.end(body);
      } catch {
        res.destroy();
      }
    });
  });
  return {
    async listen() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    hold() {
      held = new Promise((r) => (release = r));
    },
    release() {
      release?.();
      release = null;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

let api: TestApi;
let g: TestGateway;
/** A second gateway with its response cache on (straight to the api). */
let cached: TestGateway;
let cachedRelay: ReturnType<typeof versionRelay>;
let relay: ReturnType<typeof versionRelay>;
let packageId: number;
let otherPackageId: number;

beforeAll(async () => {
  api = await startTestApi();
  relay = versionRelay(api.baseUrl);
  const relayUrl = await relay.listen();
  // The response cache off: identical quotes would otherwise be answered before pricing (it keeps
  // quote answers per catalogue version too); these tests are about the pricing catalogue itself.
  g = await startTestGateway({ api, apiUrl: relayUrl, config: { responseCache: false } });
  const [a, b] = await api.db
    .insert(packages)
    .values([
      { name: 'Snapshot test package', price: 1000 },
      { name: 'Snapshot test other package', price: 500 },
    ])
    .returning({ id: packages.id });
  // An active package includes at least one service.
  await api.db.insert(packageServices).values([
    { packageId: a!.id, serviceName: 'Lawn Mowing', quantity: 1 },
    { packageId: b!.id, serviceName: 'Hedge Trimming', quantity: 1 },
  ]);
  packageId = a!.id;
  otherPackageId = b!.id;
  // Through a relay too (never held): closing it ends every connection the gateway left open.
  cachedRelay = versionRelay(api.baseUrl);
  cached = await startTestGateway({ api, apiUrl: await cachedRelay.listen() });
  await Promise.all([g.gateway.catalogueVersionKnown(), cached.gateway.catalogueVersionKnown()]);
});
afterAll(async () => {
  relay?.release();
  await cached?.close();
  await g?.close();
  await relay?.close();
  await cachedRelay?.close();
  await api?.close();
});

const QUOTE = 'query Q($input: BookingInput!) { quote(input: $input) { total } }';

async function quote(client: GqlClient = g.client(), id = packageId) {
  const requestId = `snapshot-test-${Math.random().toString(36).slice(2)}`;
  const res = await client.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': requestId },
    body: JSON.stringify({ query: QUOTE, variables: { input: { lines: [{ packageId: String(id) }] } } }),
  });
  const json = (await res.json()) as { data?: { quote: { total: number } }; errors?: unknown[] };
  expect(json.errors).toBeUndefined();
  const calls = g.apiCalls.filter((c) => c.requestId === requestId).map((c) => c.call);
  return { total: json.data!.quote.total, calls, requestId };
}

/** Quotes until the gateway holds the snapshot of the version it follows (its quotes cost nothing). */
async function snapshotHeld() {
  await vi.waitFor(
    async () => {
      expect((await quote()).calls).toEqual([]);
    },
    { timeout: 10_000, interval: 50 },
  );
}

const setPrice = (id: number, price: number) =>
  api.db.update(packages).set({ price }).where(eq(packages.id, id));

describe('quotes from memory', () => {
  it('a quote makes no REST call once the snapshot is loaded, and the snapshot is one call', async () => {
    await snapshotHeld();
    for (let i = 0; i < 5; i++) expect((await quote()).calls).toEqual([]);
    // What a load costs: one call, not one per list.
    const loads = g.apiCalls.filter((c) => c.call.path.startsWith('catalogue/')).map((c) => c.call.path);
    expect(new Set(loads)).toEqual(new Set(['catalogue/snapshot.php']));
    expect(g.apiCalls.some((c) => /(services|packages|seasons|modifier)\/list\.php/.test(c.call.path))).toBe(
      false,
    );
  });

  it('an admin price change through the gateway is priced on the very next quote', async () => {
    await snapshotHeld();
    const admin = await g.signedIn('admin');
    const saved = await admin.gql(
      'mutation ($input: AdminSavePackageInput!) { adminSavePackage(input: $input) { package { id price } } }',
      { input: { id: String(packageId), name: 'Snapshot test package', price: 1234 } },
    );
    expect(saved.errors).toBeUndefined();
    expect((await quote()).total).toBe(1234);
    // Concurrent quotes right after the write share the loads: at most one per version state
    // (unknown, then the new version), not one each.
    await admin.gql(
      'mutation ($input: AdminSavePackageInput!) { adminSavePackage(input: $input) { package { id } } }',
      { input: { id: String(packageId), name: 'Snapshot test package', price: 1250 } },
    );
    const burst = await Promise.all(Array.from({ length: 10 }, () => quote()));
    expect(burst.map((q) => q.total)).toEqual(Array(10).fill(1250));
    expect(burst.flatMap((q) => q.calls).length).toBeLessThanOrEqual(2);
  });

  it('a change by another writer (SQL) is priced once the version moves', async () => {
    await snapshotHeld();
    await setPrice(packageId, 1300);
    await vi.waitFor(
      async () => {
        expect((await quote()).total).toBe(1300);
      },
      { timeout: 10_000, interval: 50 },
    );
    await snapshotHeld();
    expect((await quote()).total).toBe(1300);
  });

  it('does not serve a held snapshot while the version is unknown: it loads afresh', async () => {
    await snapshotHeld();
    // The api is out of reach of this gateway's version poll: the relay holds it, and an admin
    // write through the gateway forgets the version. Every quote then loads a fresh snapshot.
    relay.hold();
    try {
      const admin = await g.signedIn('admin');
      await admin.gql(
        'mutation ($input: AdminSavePackageInput!) { adminSavePackage(input: $input) { package { id } } }',
        { input: { id: String(otherPackageId), name: 'Snapshot test other package', price: 505 } },
      );
      const first = await quote(g.client(), otherPackageId);
      expect(first.total).toBe(505);
      expect(first.calls.map((c) => c.path)).toEqual(['catalogue/snapshot.php']);
      await api.db.execute(sql`update packages set price = 510 where id = ${otherPackageId}`);
      const second = await quote(g.client(), otherPackageId);
      expect(second.total).toBe(510);
      expect(second.calls.map((c) => c.path)).toEqual(['catalogue/snapshot.php']);
    } finally {
      relay.release();
    }
  });
});

describe('bookings priced from the snapshot', () => {
  const CREATE = `mutation C($input: CreateBookingInput!) {
    createBooking(input: $input) { booking { totalPrice services { name price } } }
  }`;
  const book = (client: GqlClient, id: number, day: number) =>
    client.gql(CREATE, {
      input: {
        address: TEST_VISIT,
        booking: {
          date: nthWorkingDay(day),
          timeSlot: '10:00 - 10:45',
          lines: [{ packageId: String(id) }],
        },
      },
    });
  const savesOf = (from: number) =>
    g.apiCalls
      .slice(from)
      .filter((c) => c.call.path === 'bookings/save.php')
      .map((c) => c.call.status);

  it('the api refuses a save priced from an older catalogue version (REST level)', async () => {
    const { body: snap } = await api.get<{ catalogueVersion: number }>('catalogue/snapshot.php');
    const user = await api.post<{ id: number }>('users/save.php', {
      name: 'Stale Saver',
      email: `stale-${Date.now()}@example.test`,
      password: 'password123',
      phone: '0821234567',
      role: 'client',
    });
    await setPrice(packageId, 1400);
    const res = await api.post('bookings/save.php', {
      userId: user.body.id,
      bookingDate: workingDayAfter(40),
      bookingTime: '10:00 - 10:45',
      totalPrice: 1300,
      services: [{ packageId, price: 1300 }],
      catalogueVersion: snap.catalogueVersion,
      address: TEST_VISIT,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('STALE_CATALOGUE');
  });

  it('a booking priced from a snapshot the catalogue moved past is refused, priced again and saved', async () => {
    const customer = await g.signedIn('client');
    await snapshotHeld();
    const before = (await quote()).total;
    // Another writer changes the price; this gateway has not heard of it yet (its poll is held).
    relay.hold();
    try {
      await setPrice(packageId, before + 100);
      expect((await quote()).total).toBe(before); // still the held snapshot: nothing told it otherwise
      const from = g.apiCalls.length;
      const res = await book(customer, packageId, 41);
      expect(res.errors).toBeUndefined();
      // The first save was refused as stale, the second (after a fresh snapshot) went through.
      expect(savesOf(from)).toEqual([409, 200]);
      expect(res.data!.createBooking.booking.totalPrice).toBe(before + 100);
    } finally {
      relay.release();
    }
  });

  it('a booking bound to its quote is refused with PRICE_CHANGED when the reprice changes the total', async () => {
    const customer = await g.signedIn('client');
    await snapshotHeld();
    const before = (await quote()).total;
    relay.hold();
    try {
      await setPrice(packageId, before + 50);
      const from = g.apiCalls.length;
      const res = await customer.gql(CREATE, {
        input: {
          address: TEST_VISIT,
          booking: {
            date: workingDayAfter(43),
            timeSlot: '10:00 - 10:45',
            lines: [{ packageId: String(packageId) }],
          },
          expectedTotal: before,
        },
      });
      // The stale save was refused; the new total is not charged silently: nothing is saved again.
      expect(savesOf(from)).toEqual([409]);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'PRICE_CHANGED', total: before + 50 });
      const mine = await api.get<unknown[]>(`bookings/list-by-user-id.php?userId=${customer.userId}`);
      expect(mine.body).toEqual([]);
    } finally {
      relay.release();
    }
  });

  it('a change to a row the booking does not use does not send it back', async () => {
    const customer = await g.signedIn('client');
    await snapshotHeld();
    const price = (await quote()).total;
    relay.hold();
    try {
      await setPrice(otherPackageId, 777);
      const from = g.apiCalls.length;
      const res = await book(customer, packageId, 42);
      expect(res.errors).toBeUndefined();
      expect(savesOf(from)).toEqual([200]);
      expect(res.data!.createBooking.booking.totalPrice).toBe(price);
    } finally {
      relay.release();
    }
  });
});

describe('quotes priced from memory, never from the response cache', () => {
  const post = async (query: string) => {
    const requestId = `memo-test-${Math.random().toString(36).slice(2)}`;
    const res = await fetch(`${cached.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': requestId },
      body: JSON.stringify({ query }),
    });
    return { text: await res.text(), calls: cached.apiCalls.filter((c) => c.requestId === requestId).length };
  };
  const hits = async () => {
    const text = await (await fetch(`${cached.url}/metrics`)).text();
    const line = text.split('\n').find((l) => l.startsWith('gateway_response_cache_total{result="hit"}'));
    return Number(line?.split(' ').pop() ?? 0);
  };

  it('prices a repeated anonymous quote without an api call (a quote depends on the viewer, so the response cache never answers it), and prices an admin change on the next one', async () => {
    const [pkg] = await api.db
      .insert(packages)
      .values({ name: 'Memo test package', price: 800 })
      .returning({ id: packages.id });
    await api.db
      .insert(packageServices)
      .values({ packageId: pkg!.id, serviceName: 'Lawn Mowing', quantity: 1 });
    const query = `{ quote(input: { lines: [{ packageId: "${pkg!.id}" }] }) { total } }`;
    await vi.waitFor(
      async () => {
        expect((await post(query)).text).toContain('"total":800');
      },
      { timeout: 10_000, interval: 50 },
    );
    await post(query);
    const before = await hits();
    const again = await post(query);
    expect(again.calls).toBe(0);
    expect(await hits()).toBe(before);
    const admin = await cached.signedIn('admin');
    const saved = await admin.gql(
      'mutation ($input: AdminSavePackageInput!) { adminSavePackage(input: $input) { package { id } } }',
      { input: { id: String(pkg!.id), name: 'Memo test package', price: 850 } },
    );
    expect(saved.errors).toBeUndefined();
    expect((await post(query)).text).toContain('"total":850');
  });
});
