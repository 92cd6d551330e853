/**
 * The office's "Refund through PayFast" (docs/product.md, "Refunding"): through the gateway against a
 * real api on PGlite, the payment simulator answering PayFast's refund call. A second payment for a
 * paid booking is owed back; the refund is made at the provider and recorded once, with its credit
 * note; a refusal records nothing; no answer records nothing and says the outcome is unknown; a second
 * press refunds nothing more.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments } from '../../../api/src/db/schema.js';
import {
  nthWorkingDay,
  firstServiceLine,
  startTestGateway,
  TEST_VISIT,
  type TestGateway,
} from '../test/harness.js';
import { simulatedNotification } from '../payments/simulator.js';

let t: TestGateway;
let line: { serviceId: string; optionIds: string[] };
let admin: Awaited<ReturnType<TestGateway['signedIn']>>;

beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  line = await firstServiceLine(t.client());
  admin = await t.signedIn('admin');
});
afterAll(async () => {
  await t?.close();
});

const notify = (pairs: [string, string][]) =>
  fetch(`${t.url}/payments/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(pairs).toString(),
  });

/** A paid booking paid a second time: its second payment (the simulator's) is owed back. */
async function bookingWithSecondPayment(daysAhead: number, timeSlot: string) {
  const client = await t.signedIn('client');
  const created = await client.gql(
    `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { guidId } } }`,
    { i: { address: TEST_VISIT, booking: { date: nthWorkingDay(daysAhead), timeSlot, lines: [line] } } },
  );
  expect(created.errors).toBeUndefined();
  const guidId: string = created.data!.createBooking.booking.guidId;
  const form = await client.gql('mutation($g: ID!) { startPayment(guidId: $g) { fields { name value } } }', {
    g: guidId,
  });
  const pairs: [string, string][] = form.data!.startPayment.fields.map(
    (f: { name: string; value: string }) => [f.name, f.value],
  );
  expect((await notify(simulatedNotification(pairs, t.config.payment.passphrase))).status).toBe(200);
  const second = simulatedNotification(pairs, t.config.payment.passphrase);
  const secondId = second.find(([k]) => k === 'pf_payment_id')![1];
  expect((await notify(second)).status).toBe(200);
  const [row] = await t.api.db.select().from(payments).where(eq(payments.providerPaymentId, secondId));
  expect(row!.refundStatus).toBe('due');
  return { guidId, paymentId: row!.id, amount: row!.amount };
}

const REFUND = `mutation($id: ID!, $p: ID!) { adminRefundThroughProvider(input: { id: $id, paymentId: $p }) {
  booking { refundStatus refundDue payments { id refundStatus refundReference } } } }`;

const creditNotesOf = (paymentId: number) =>
  t.api.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, 'credit_note')));

describe('Refund through PayFast', () => {
  it('refunds at the provider and records it once with its credit note; a second press refunds nothing', async () => {
    const owed = await bookingWithSecondPayment(20, '14:30 - 15:15');
    const done = await admin.gql(REFUND, { id: owed.guidId, p: String(owed.paymentId) });
    expect(done.errors).toBeUndefined();
    const booking = done.data!.adminRefundThroughProvider.booking;
    expect(booking).toMatchObject({ refundStatus: 'REFUNDED', refundDue: 0 });
    const payment = booking.payments.find((p: { id: string }) => p.id === String(owed.paymentId));
    expect(payment).toMatchObject({
      refundStatus: 'REFUNDED',
      refundReference: expect.stringMatching(/^PayFast refund [0-9a-f-]{36}$/),
    });
    const notes = await creditNotesOf(owed.paymentId);
    expect(notes).toHaveLength(1);
    expect(Number(notes[0]!.total)).toBe(Number(owed.amount));

    const again = await admin.gql(REFUND, { id: owed.guidId, p: String(owed.paymentId) });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'NO_REFUND_DUE', field: 'paymentId' });
    expect(await creditNotesOf(owed.paymentId)).toHaveLength(1);
  });

  it('presses at once: one refund is made, the other refunds nothing', async () => {
    const owed = await bookingWithSecondPayment(21, '14:30 - 15:15');
    const both = await Promise.all(
      [1, 2].map(() => admin.gql(REFUND, { id: owed.guidId, p: String(owed.paymentId) })),
    );
    expect(both.filter((r) => !r.errors)).toHaveLength(1);
    expect(await creditNotesOf(owed.paymentId)).toHaveLength(1);
  });

  it("records nothing when the provider refuses, and shows the provider's words", async () => {
    const owed = await bookingWithSecondPayment(22, '14:30 - 15:15');
    // A payment id the simulator never issued: it refuses the refund, as PayFast refuses an unknown payment.
    await t.api.db
      .update(payments)
      .set({ providerPaymentId: 'unknown-payment' })
      .where(eq(payments.id, owed.paymentId));
    const refused = await admin.gql(REFUND, { id: owed.guidId, p: String(owed.paymentId) });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'PROVIDER_REFUSED' });
    expect(refused.errors?.[0]?.message).toContain('Unknown payment.');
    const [row] = await t.api.db.select().from(payments).where(eq(payments.id, owed.paymentId));
    expect(row).toMatchObject({ refundStatus: 'due', refundReference: null });
    expect(await creditNotesOf(owed.paymentId)).toHaveLength(0);
    // A refusal may be tried again: the provider is asked again (and refuses again).
    const again = await admin.gql(REFUND, { id: owed.guidId, p: String(owed.paymentId) });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'PROVIDER_REFUSED' });
  });

  it('records nothing when the provider does not answer, and says the outcome is unknown', async () => {
    const owed = await bookingWithSecondPayment(24, '14:30 - 15:15');
    // A provider that drops every call (the gateway's config pointed at it for this test only).
    const silent = createServer((req) => req.socket.destroy());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const simulatorUrl = t.config.payment.apiUrl;
    t.config.payment.apiUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const unknown = await admin.gql(REFUND, { id: owed.guidId, p: String(owed.paymentId) });
      expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'PROVIDER_OUTCOME_UNKNOWN' });
      expect(unknown.errors?.[0]?.message).toContain('unknown');
    } finally {
      t.config.payment.apiUrl = simulatorUrl;
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
    const [row] = await t.api.db.select().from(payments).where(eq(payments.id, owed.paymentId));
    expect(row).toMatchObject({ refundStatus: 'due', refundReference: null });
    expect(await creditNotesOf(owed.paymentId)).toHaveLength(0);
    // With the provider back, a second press does not ask again: the first may have refunded it.
    const again = await admin.gql(REFUND, { id: owed.guidId, p: String(owed.paymentId) });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'PROVIDER_OUTCOME_UNKNOWN',
      field: 'paymentId',
    });
    expect(again.errors?.[0]?.message).toContain('Mark refunded');
    expect(await creditNotesOf(owed.paymentId)).toHaveLength(0);
  });

  it('presses on two gateway replicas at once: the provider is asked once', async () => {
    const owed = await bookingWithSecondPayment(25, '14:30 - 15:15');
    // A second replica over the same database, calling the same provider.
    const other = await startTestGateway({ api: t.api });
    other.config.payment.apiUrl = t.config.payment.apiUrl;
    try {
      const otherAdmin = await other.signedIn('admin');
      const both = await Promise.all(
        [admin, otherAdmin].map((a) => a.gql(REFUND, { id: owed.guidId, p: String(owed.paymentId) })),
      );
      expect(both.filter((r) => !r.errors)).toHaveLength(1);
      // The other was refused by the claim, not by the provider (which would mean a second call).
      const loser = both.find((r) => r.errors)!;
      expect(loser.errors?.[0]?.extensions).toMatchObject({ code: 'NO_REFUND_DUE', field: 'paymentId' });
      expect(await creditNotesOf(owed.paymentId)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('is for the office only', async () => {
    const owed = await bookingWithSecondPayment(23, '14:30 - 15:15');
    const client = await t.signedIn('client');
    const denied = await client.gql(REFUND, { id: owed.guidId, p: String(owed.paymentId) });
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
