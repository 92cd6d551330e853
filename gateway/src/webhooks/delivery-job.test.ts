/**
 * Partners' webhooks end to end over a real api (PGlite): an admin creates an endpoint, a customer
 * books and pays through the simulator's notification, and a small HTTP server playing the partner
 * receives `booking.created` then `booking.paid`, each verified by its Standard Webhooks signature with
 * the `standardwebhooks` package. An endpoint that answers 500 keeps its events, which arrive in order
 * once it answers again, none twice by event id. The job is run directly (one replica's run).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../../api/src/db/schema.js';
import { TEST_TOKEN } from '../../../api/src/test/harness.js';
import { RestApiClient } from '../api/client.js';
import { createMailer } from '../email/mailer.js';
import {
  bookableServiceLine,
  nthWorkingDay,
  outboxMessages,
  payThroughNotification,
  startTestGateway,
  TEST_VISIT,
  type GqlClient,
  type TestGateway,
} from '../test/harness.js';
import { deliverDueWebhooks } from './delivery-job.js';

interface Received {
  id: string;
  type: string;
  guidId: string;
  status: string;
  currency: string;
}

/** A partner's endpoint: verifies each request's signature, answers 500 while `down`. */
class Partner {
  server: Server;
  received: Received[] = [];
  down = false;
  secret = '';
  rejected = 0;
  constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (this.down) return void res.writeHead(500).end();
        const body = Buffer.concat(chunks).toString('utf8');
        try {
          const event = new Webhook(this.secret).verify(body, req.headers as Record<string, string>) as {
            type: string;
            data: { guidId: string; status: string; currency: string };
          };
          this.received.push({ ...event.data, id: String(req.headers['webhook-id']), type: event.type });
          res.writeHead(204).end();
        } catch {
          this.rejected += 1;
          res.writeHead(400).end();
        }
      });
    });
  }
  async start(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }
}

let t: TestGateway;
let admin: Awaited<ReturnType<TestGateway['signedIn']>>;
const partners: Partner[] = [];

beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  admin = await t.signedIn('admin');
});
afterAll(async () => {
  for (const p of partners) p.server.close();
  await t?.close();
});

const runJob = (disableAfterSeconds?: number) =>
  deliverDueWebhooks({
    mailer: createMailer(t.config),
    disableAfterSeconds,
    api: () =>
      new RestApiClient({
        baseUrl: t.api.baseUrl,
        token: TEST_TOKEN,
        requestId: 'webhooks',
        timeoutMs: 10_000,
      }),
    log: pino({ level: 'silent' }),
  });

/** A partner server with its endpoint subscribed to both events. */
async function subscribedPartner(): Promise<{ partner: Partner; endpointId: string }> {
  const partner = new Partner();
  partners.push(partner);
  const made = await admin.gql(
    `mutation($url: String!, $events: [String!]!) {
      adminCreateWebhookEndpoint(url: $url, events: $events) { endpoint { id url events enabled } secret } }`,
    { url: await partner.start(), events: ['booking.created', 'booking.paid'] },
  );
  expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
  partner.secret = made.data!.adminCreateWebhookEndpoint.secret;
  expect(partner.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  return { partner, endpointId: made.data!.adminCreateWebhookEndpoint.endpoint.id };
}

/** A customer books (day `n`) and pays; answers the booking's guidId. */
async function bookAndPay(n: number, pay = true): Promise<{ guidId: string; customer: GqlClient }> {
  const customer = await t.signedIn('client');
  const line = await bookableServiceLine(customer);
  const booked = await customer.gql(
    `mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`,
    {
      input: {
        address: TEST_VISIT,
        booking: { date: nthWorkingDay(n), timeSlot: '10:00 - 10:45', lines: [line] },
      },
    },
  );
  expect(booked.errors, JSON.stringify(booked.errors)).toBeUndefined();
  const guidId = booked.data!.createBooking.booking.guidId as string;
  if (pay) expect((await payThroughNotification(t, customer, guidId)).status).toBe(200);
  return { guidId, customer };
}

const removeEndpoint = (id: string) =>
  admin.gql('mutation($id: ID!) { adminDeleteWebhookEndpoint(id: $id) { id } }', { id });

describe('webhooks', () => {
  it('refuses an endpoint that is not https', async () => {
    const res = await admin.gql(
      `mutation { adminCreateWebhookEndpoint(url: "http://partner.example/hooks", events: ["booking.created"]) { secret } }`,
    );
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url' });
  });

  it('lets a key with webhooks:manage manage endpoints, and refuses one without it', async () => {
    const asKey = async (scopes: string[]) => {
      const made = await admin.gql(
        `mutation($input: ApiClientInput!) { adminCreateApiClient(input: $input) { secret } }`,
        { input: { name: `Partner ${scopes.join(' ')}`, scopes } },
      );
      expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${made.data!.adminCreateApiClient.secret}`,
        },
        body: JSON.stringify({ query: '{ adminWebhookEndpoints { id url } }' }),
      });
      return (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    };
    expect((await asKey(['webhooks:manage'])).errors).toBeUndefined();
    expect((await asKey(['bookings:read'])).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('delivers booking.created then booking.paid, signed', async () => {
    const { partner, endpointId } = await subscribedPartner();
    const { guidId, customer } = await bookAndPay(20, false);
    expect(await runJob()).toEqual({ delivered: 1, failed: 0, disabled: 0 });
    expect(partner.received).toEqual([
      expect.objectContaining({ type: 'booking.created', guidId, status: 'pending', currency: 'ZAR' }),
    ]);
    expect(partner.received[0]!.id).toMatch(/^evt_/);
    expect((await payThroughNotification(t, customer, guidId)).status).toBe(200);
    await runJob();
    expect(partner.received.map((r) => [r.type, r.status])).toEqual([
      ['booking.created', 'pending'],
      ['booking.paid', 'confirmed'],
    ]);
    expect(partner.rejected).toBe(0);

    const deliveries = await admin.gql(
      `query($id: ID!) { adminWebhookDeliveries(endpointId: $id) { id eventId type status attempts } }`,
      { id: endpointId },
    );
    expect(deliveries.errors, JSON.stringify(deliveries.errors)).toBeUndefined();
    expect(deliveries.data!.adminWebhookDeliveries).toEqual([
      expect.objectContaining({ type: 'booking.paid', status: 'DELIVERED', attempts: 1 }),
      expect.objectContaining({ type: 'booking.created', status: 'DELIVERED', attempts: 1 }),
    ]);
    // Sent again on request: the same event id, so the partner can tell it has it.
    const again = await admin.gql(`mutation($id: ID!) { adminResendWebhookDelivery(id: $id) { status } }`, {
      id: deliveries.data!.adminWebhookDeliveries[1].id,
    });
    expect(again.data!.adminResendWebhookDelivery.status).toBe('PENDING');
    await runJob();
    expect(partner.received.at(-1)!.id).toBe(partner.received[0]!.id);
    await removeEndpoint(endpointId);
  });

  it('keeps events while the endpoint is down and delivers them in order once it is up, none twice', async () => {
    const { partner, endpointId } = await subscribedPartner();
    partner.down = true;
    const { guidId } = await bookAndPay(21);
    const run = await runJob();
    // booking.paid waits behind booking.created: only the first is tried.
    expect(run).toEqual({ delivered: 0, failed: 1, disabled: 0 });
    const rows = await t.api.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, Number(endpointId)))
      .orderBy(webhookDeliveries.id);
    expect(rows.map((r) => [r.type, r.attempts, r.lastError])).toEqual([
      ['booking.created', 1, 'HTTP 500'],
      ['booking.paid', 0, null],
    ]);
    // Its retry is due after the backoff; made due now as time passing would.
    await t.api.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(webhookDeliveries.endpointId, Number(endpointId)));
    expect(rows[0]!.nextAttemptAt > rows[0]!.createdAt).toBe(true);
    partner.down = false;
    expect(await runJob()).toEqual({ delivered: 2, failed: 0, disabled: 0 });
    await runJob();
    expect(partner.received.map((r) => [r.type, r.guidId])).toEqual([
      ['booking.created', guidId],
      ['booking.paid', guidId],
    ]);
    expect(new Set(partner.received.map((r) => r.id)).size).toBe(2);
    await removeEndpoint(endpointId);
  });

  it('disables an endpoint failing for the threshold, tells every active administrator once, and resumes once enabled', async () => {
    const second = await t.signedIn('admin');
    const { partner, endpointId } = await subscribedPartner();
    partner.down = true;
    const { guidId } = await bookAndPay(22, false);
    const makeDue = () =>
      t.api.db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() })
        .where(eq(webhookDeliveries.endpointId, Number(endpointId)));
    const endpoint = async () =>
      (
        await admin.gql('{ adminWebhookEndpoints { id enabled failingSince disabledAt lastDeliveredAt } }')
      ).data!.adminWebhookEndpoints.find((e: { id: string }) => e.id === endpointId);

    // Failing, but not yet for the threshold (3 days by default): still enabled, its clock started.
    expect(await runJob()).toEqual({ delivered: 0, failed: 1, disabled: 0 });
    expect(await endpoint()).toMatchObject({
      enabled: true,
      disabledAt: null,
      failingSince: expect.any(String),
    });

    // The threshold passed (given as 0 s here instead of waiting 3 days): disabled on the next failure.
    await makeDue();
    expect(await runJob(0)).toEqual({ delivered: 0, failed: 1, disabled: 1 });
    const off = await endpoint();
    expect(off).toMatchObject({ enabled: false, disabledAt: expect.any(String), lastDeliveredAt: null });
    // Disabled: no more attempts, even when due, and nobody told twice.
    await makeDue();
    expect(await runJob(0)).toEqual({ delivered: 0, failed: 0, disabled: 0 });
    for (const who of [admin, second]) {
      const mail = outboxMessages(t.config.dataDir, who.email);
      expect(mail, who.email).toHaveLength(1);
      expect(mail[0]).toContain('Webhook endpoint disabled');
    }
    const rows = await t.api.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, Number(endpointId)));
    expect(rows.map((r) => [r.type, r.attempts, r.deliveredAt, r.failedAt])).toEqual([
      ['booking.created', 2, null, null],
    ]);

    // Enabled again once the partner is back: the kept delivery goes now.
    partner.down = false;
    const on = await admin.gql(
      'mutation($id: ID!) { adminEnableWebhookEndpoint(id: $id) { enabled disabledAt } }',
      {
        id: endpointId,
      },
    );
    expect(on.errors, JSON.stringify(on.errors)).toBeUndefined();
    expect(on.data!.adminEnableWebhookEndpoint).toEqual({ enabled: true, disabledAt: null });
    expect(await runJob(0)).toEqual({ delivered: 1, failed: 0, disabled: 0 });
    expect(partner.received.map((r) => [r.type, r.guidId])).toEqual([['booking.created', guidId]]);
    expect(await endpoint()).toMatchObject({ failingSince: null, lastDeliveredAt: expect.any(String) });
    await removeEndpoint(endpointId);
  });
});
