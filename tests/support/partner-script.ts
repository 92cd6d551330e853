// Issue #35's partner script, as a partner's engineer would write it from docs/graphql.md: no browser,
// no cookie, only the key the office gave. On PGlite (one api, two gateways) and on PostgreSQL (two
// apis, two gateways), each request going to either gateway as a load balancer would send it: the
// partner quotes and books for a new customer, pays through the payment simulator, receives
// booking.created and booking.paid signed as Standard Webhooks says (verified with the
// `standardwebhooks` package), keeps them while its endpoint is down (they arrive once it is back,
// none twice under its de-duplication), pages through 10,000 bookings with updatedSince, sees its
// budget in every reply, and is refused outside its scopes and, on both gateways, after revocation.
// Its payment returns the browser to its own page (an allowed return URL), and a second partner's key
// of reach OWN does not see the first's booking.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/src/db/client.js';
import { seedDemoData } from '../../api/src/db/seed.js';
import { configureDatabase } from '../../api/src/startup.js';
import { oneOffLine, SERVICES_WITH_OPTIONS, workingDayAfter } from '../../gateway/src/test/harness.js';
import type { ServiceWithOptions } from '../../gateway/src/test/harness.js';
import { freePorts } from '../../scripts/free-ports.mjs';
import { databaseUrl, startPostgres, type PostgresServer } from '../../scripts/postgres-server.mjs';
import { replicaEnv } from './stack-env.js';
import { startProcess, stopProcess, waitFor } from './stack.js';

/** Bookings written in bulk before the stack starts, for the partner to page through. */
const BULK = 10_000;
const ADMIN = {
  email: `office-${randomBytes(3).toString('hex')}@example.test`,
  password: 'partner-office-pw-1',
};
const VISIT = { street: '1 Main Road', suburb: 'Rondebosch', postalCode: '7700' };
/** The partner's own pages a payment may return to (its client's allowed return URL). */
const RETURN_PREFIX = 'https://portal.example/greenleaf/';

interface Reply {
  status: number;
  data: Record<string, any> | null | undefined;
  errors: { message: string; extensions?: Record<string, any> }[] | undefined;
  extensions: Record<string, any> | undefined;
}

async function post(
  url: string,
  query: string,
  variables: object,
  headers: Record<string, string>,
): Promise<Reply> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, ...((await res.json()) as Omit<Reply, 'status'>) };
}

/** The partner's endpoint: verifies each request's signature, answers 503 while `down`. */
class Endpoint {
  server: Server;
  secret = '';
  down = false;
  refusedWhileDown = 0;
  /** Each delivery verified, as received (a redelivery of one id included). */
  received: { id: string; type: string; guidId: string }[] = [];
  constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (this.down) {
          this.refusedWhileDown += 1;
          return void res.writeHead(503).end();
        }
        try {
          const body = Buffer.concat(chunks).toString('utf8');
          const event = new Webhook(this.secret).verify(body, req.headers as Record<string, string>) as {
            type: string;
            data: { guidId: string };
          };
          this.received.push({
            id: String(req.headers['webhook-id']),
            type: event.type,
            guidId: event.data.guidId,
          });
          res.writeHead(204).end();
        } catch {
          res.writeHead(400).end();
        }
      });
    });
  }
  async start(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/greenleaf`;
  }
  /** What the partner keeps: one of each event id. */
  events(guidId: string): string[] {
    const seen = new Map(this.received.filter((e) => e.guidId === guidId).map((e) => [e.id, e.type]));
    return [...seen.values()];
  }
}

interface Stack {
  gateways: string[];
  stop(): Promise<void>;
}

/**
 * The demo catalogue and BULK past bookings, written before any process starts. They are cancelled ones
 * (a partner follows cancellations too), which hold no slot: the paging reads them like any other.
 */
async function prepare(db: { databaseUrl?: string; dataDir?: string }): Promise<void> {
  const database = await openDatabase(db);
  try {
    await configureDatabase(database, { SLOT_CAPACITY: 2 });
    await seedDemoData(database.db);
    await database.db
      .execute(sql`insert into bookings (guid_id, booking_date, booking_time, status, total_price, updated_at)
      select 'bulk-' || g, date '2025-01-06' + (g % 300), '10:00 - 10:45', 'cancelled', 450,
        now() - interval '2 days' + make_interval(secs => g)
      from generate_series(1, ${BULK}) g`);
  } finally {
    await database.close();
  }
}

async function startPartnerStack(kind: 'pglite' | 'postgres'): Promise<Stack> {
  const ports = await freePorts(kind === 'postgres' ? 4 : 3);
  const dataDir = mkdtempSync(join(tmpdir(), 'gl-partner-'));
  let server: PostgresServer | undefined;
  let dbUrl: string | undefined;
  if (kind === 'postgres') {
    server = await startPostgres();
    const admin = new pg.Client(server.url);
    await admin.connect();
    await admin.query('CREATE DATABASE partner');
    await admin.end();
    dbUrl = databaseUrl(server.url, 'partner');
    await prepare({ databaseUrl: dbUrl });
  } else {
    await prepare({ dataDir: join(dataDir, 'pglite') });
  }
  const env = {
    ...replicaEnv(),
    DATA_DIR: dataDir,
    ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEBHOOK_INTERVAL_SECONDS: '1',
    SERIES_JOB_INTERVAL_SECONDS: '0',
  };
  const procs: ChildProcess[] = [];
  const apiUrls = ports.slice(2).map((p) => `http://127.0.0.1:${p}`);
  for (const [i, url] of apiUrls.entries()) {
    procs.push(startProcess('api', { ...env, API_PORT: String(ports[2 + i]) }));
    await waitFor(`${url}/readyz`);
  }
  const gateways = [0, 1].map((i) => `http://127.0.0.1:${ports[i]}`);
  for (const [i, url] of gateways.entries()) {
    procs.push(
      startProcess('gateway', {
        ...env,
        PORT: String(ports[i]),
        API_URL: apiUrls[i % apiUrls.length]!,
        PUBLIC_URL: url,
      }),
    );
  }
  await Promise.all(gateways.map((g) => waitFor(`${g}/healthz`)));
  return {
    gateways,
    async stop() {
      await Promise.all(procs.map(stopProcess));
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The partner's script on one database (partner-pglite.test.ts, partner-postgres.test.ts: side by side). */
export function describePartnerScript(kind: 'pglite' | 'postgres'): void {
  describe(`a partner on ${kind}, across two gateways`, () => {
    let stack: Stack;
    const endpoint = new Endpoint();
    let secret = '';
    let clientId = '';
    let officeCookie = '';
    let bookedGuid = '';
    let turn = 0;
    /** The next gateway, as a load balancer takes turns. */
    const next = () => stack.gateways[turn++ % 2]!;
    const asPartner = (query: string, variables: object = {}, url = next()) =>
      post(url, query, variables, { authorization: `Bearer ${secret}` });
    const asOffice = (query: string, variables: object = {}) =>
      post(stack.gateways[0]!, query, variables, { cookie: officeCookie });

    beforeAll(async () => {
      stack = await startPartnerStack(kind);
      const login = await fetch(`${stack.gateways[0]}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation($input: LoginInput!) { login(input: $input) { user { role } } }',
          variables: { input: ADMIN },
        }),
      });
      officeCookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      // The office makes the partner's key (the one thing a person does here).
      const made = await asOffice(
        `mutation($input: ApiClientInput!) { adminCreateApiClient(input: $input) { secret client { id } } }`,
        {
          input: {
            name: 'Portal Ltd',
            scopes: ['catalogue:read', 'quotes:write', 'bookings:write', 'bookings:read', 'webhooks:manage'],
            limits: { requestsPerMinute: 5000 },
            // It follows every booking of the company (the 10,000 below), and pays from its own pages.
            reach: 'ALL',
            allowedReturnUrls: [RETURN_PREFIX],
          },
        },
      );
      expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
      secret = made.data!.adminCreateApiClient.secret;
      clientId = made.data!.adminCreateApiClient.client.id;
    }, 240_000);

    afterAll(async () => {
      endpoint.server.close();
      await stack?.stop();
    });

    it('subscribes, quotes, books and pays for a new customer, and receives both events once, after being down', async () => {
      const SUBSCRIBE = `mutation($url: String!, $events: [String!]!, $key: String) {
        adminCreateWebhookEndpoint(url: $url, events: $events, idempotencyKey: $key) { secret replayed endpoint { id } } }`;
      const subscription = {
        url: await endpoint.start(),
        events: ['booking.created', 'booking.paid'],
        key: `hooks-${kind}-${randomBytes(4).toString('hex')}`,
      };
      const hook = await asPartner(SUBSCRIBE, subscription);
      expect(hook.errors, JSON.stringify(hook.errors)).toBeUndefined();
      endpoint.secret = hook.data!.adminCreateWebhookEndpoint.secret;
      // Sent again after a lost reply, through the other gateway: the same endpoint, so no event twice.
      const again = await asPartner(SUBSCRIBE, subscription);
      expect(again.data!.adminCreateWebhookEndpoint).toEqual({
        ...hook.data!.adminCreateWebhookEndpoint,
        replayed: true,
      });

      const catalogue = await asPartner(SERVICES_WITH_OPTIONS);
      const service = (catalogue.data!.services as (ServiceWithOptions & { quoteOnly: boolean })[]).find(
        (s) => !s.quoteOnly,
      )!;
      const booking = { date: workingDayAfter(9), timeSlot: '10:00 - 10:45', lines: [oneOffLine(service)] };
      const quoted = await asPartner(
        'query($input: BookingInput!) { quote(input: $input) { total token } }',
        {
          input: booking,
        },
      );
      expect(quoted.errors, JSON.stringify(quoted.errors)).toBeUndefined();
      expect(quoted.extensions?.['budget']).toMatchObject({
        requestsPerMinute: 5000,
        cost: expect.any(Number),
      });

      // The endpoint is down while the booking is made and paid.
      endpoint.down = true;
      const input = {
        booking,
        address: VISIT,
        customer: { name: 'Naledi Khumalo', email: `naledi-${kind}@example.test`, phone: '0825550123' },
        idempotencyKey: `portal-${kind}-${randomBytes(4).toString('hex')}`,
        quoteToken: quoted.data!.quote.token,
      };
      const CREATE =
        'mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }';
      const created = await asPartner(CREATE, { input });
      expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
      const guidId = created.data!.createBooking.booking.guidId as string;
      bookedGuid = guidId;
      // A retry after a lost reply, through the other gateway: the same booking.
      const retried = await asPartner(CREATE, { input });
      expect(retried.errors, JSON.stringify(retried.errors)).toBeUndefined();
      expect(retried.data!.createBooking.booking.guidId).toBe(guidId);

      const returnUrl = `${RETURN_PREFIX}paid?booking=${guidId}`;
      const form = await asPartner(
        'mutation($g: ID!, $r: String) { startPayment(guidId: $g, returnUrl: $r) { action fields { name value } } }',
        { g: guidId, r: returnUrl },
      );
      expect(form.errors, JSON.stringify(form.errors)).toBeUndefined();
      const paid = await fetch(`${form.data!.startPayment.action}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(
          (form.data!.startPayment.fields as { name: string; value: string }[]).map((f): [string, string] => [
            f.name,
            f.value,
          ]),
        ).toString(),
        redirect: 'manual',
      });
      expect(paid.status).toBeLessThan(400);
      // The simulator sends the customer's browser back to the partner's own page.
      expect(paid.headers.get('location')).toBe(returnUrl);
      await expect
        .poll(
          async () =>
            (await asPartner('query($g: ID!) { booking(guidId: $g) { status } }', { g: guidId })).data
              ?.booking?.status,
          {
            timeout: 20_000,
          },
        )
        .toBe('CONFIRMED');

      // Attempts fail while it is down; back up, the retries (30 s after the first failure) bring both.
      await expect.poll(() => endpoint.refusedWhileDown, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(endpoint.received).toEqual([]);
      endpoint.down = false;
      await expect
        .poll(() => endpoint.events(guidId), { timeout: 90_000, interval: 500 })
        .toEqual(['booking.created', 'booking.paid']);

      // Its payment, as an accounting tool follows payments.
      const payments = await asPartner(
        `query($since: DateTime) { adminPaymentsPage(first: 200, updatedSince: $since) { nodes { bookingGuidId amount currency } } }`,
        { since: new Date(Date.now() - 3600_000).toISOString() },
      );
      expect(payments.errors, JSON.stringify(payments.errors)).toBeUndefined();
      expect(
        (payments.data!.adminPaymentsPage.nodes as { bookingGuidId: string; currency: string }[]).filter(
          (p) => p.bookingGuidId === guidId,
        ),
      ).toEqual([expect.objectContaining({ bookingGuidId: guidId, currency: 'ZAR' })]);
    }, 180_000);

    it('pages through every booking changed since a moment, each once, in order', async () => {
      const since = new Date(Date.now() - 3 * 24 * 3600_000).toISOString();
      const PAGE = `query($after: String, $since: DateTime) {
      adminBookingsPage(first: 200, after: $after, updatedSince: $since) { nodes { id updatedAt } hasNextPage endCursor } }`;
      const ids: string[] = [];
      let last = '';
      let after: string | null = null;
      for (let pages = 0; ; pages += 1) {
        expect(pages).toBeLessThan(200);
        const page: Reply = await asPartner(PAGE, { after, since });
        expect(page.errors, JSON.stringify(page.errors)).toBeUndefined();
        const { nodes, hasNextPage, endCursor } = page.data!.adminBookingsPage;
        for (const n of nodes as { id: string; updatedAt: string }[]) {
          expect(n.updatedAt >= last).toBe(true);
          last = n.updatedAt;
          ids.push(n.id);
        }
        if (!hasNextPage) break;
        after = endCursor;
      }
      expect(ids.length).toBeGreaterThanOrEqual(BULK + 1);
      expect(new Set(ids).size).toBe(ids.length);
    }, 180_000);

    it("does not show its booking to another partner's key of reach OWN", async () => {
      const other = await asOffice(
        `mutation($input: ApiClientInput!) { adminCreateApiClient(input: $input) { secret client { reach } } }`,
        { input: { name: 'Other Portal', scopes: ['bookings:read'] } },
      );
      expect(other.errors, JSON.stringify(other.errors)).toBeUndefined();
      expect(other.data!.adminCreateApiClient.client.reach).toBe('OWN');
      const read = await post(
        next(),
        `query($g: ID!) { booking(guidId: $g) { guidId } adminBookingsPage(first: 200) { nodes { guidId } } }`,
        { g: bookedGuid },
        { authorization: `Bearer ${other.data!.adminCreateApiClient.secret}` },
      );
      expect(read.errors, JSON.stringify(read.errors)).toBeUndefined();
      expect(bookedGuid).not.toBe('');
      expect(read.data).toEqual({ booking: null, adminBookingsPage: { nodes: [] } });
    });

    it('is refused outside its scopes, and on both gateways once revoked', async () => {
      const outside = await asPartner('{ adminCustomers { total } }');
      expect(outside.status).toBe(403);
      expect(outside.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', scope: 'customers:read' });
      const revoked = await asOffice('mutation($id: ID!) { adminRevokeApiClient(id: $id) { revokedAt } }', {
        id: clientId,
      });
      expect(revoked.errors).toBeUndefined();
      for (const url of stack.gateways) {
        const refused = await asPartner('{ services { id } }', {}, url);
        expect(refused.status).toBe(401);
        expect(refused.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
      }
    });
  });
}
