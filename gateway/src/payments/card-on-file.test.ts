/**
 * A card on file for plans, end to end over a real api (PGlite) with the payment simulator as the
 * provider: the customer ticks "save my card" when paying a weekly series' first visit, the simulator's
 * notification carries a token, and the charge job charges the next visit against it through the
 * simulator's ad hoc API: recorded once (two job runners racing), its invoice issued and e-mailed. A
 * card that declines falls back to the visit's payment link and tells the office; a removed card is
 * never charged.
 */
import { openToday } from '../../../api/src/test/calendar.js';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFrequency, insertCatalogue } from '../../../api/src/bookings/test-fixtures.js';
import { bookings, cardCharges, invoices, payments, savedCards } from '../../../api/src/db/schema.js';
import { startTestApi, TEST_TOKEN } from '../../../api/src/test/harness.js';
import { RestApiClient } from '../api/client.js';
import { createMailer } from '../email/index.js';
import {
  nthWorkingDay,
  outboxMessages,
  startTestGateway,
  TEST_VISIT,
  type TestGateway,
} from '../test/harness.js';
import { chargeDueCards, UNFINISHED_AFTER_MINUTES } from './card-charge-job.js';

let t: TestGateway;
let serviceId: string;
let weekly: string;
let adminEmail: string;

beforeAll(async () => {
  const api = await startTestApi();
  const c = await insertCatalogue(api.db);
  weekly = (await addFrequency(api.db, c.otherService.id, [{ label: 'Weekly', repeatWeeks: 1 }])).Weekly!;
  serviceId = String(c.otherService.id);
  t = await startTestGateway({ api });
  adminEmail = (await t.signedIn('admin')).email;
});
afterAll(() => t?.close());

const mailTo = (email: string) =>
  outboxMessages(t.config.dataDir, email).map((raw) => raw.replace(/=\r\n/g, '').replace(/=3D/g, '='));

/** One job runner (a replica): its own REST client, the gateway's mailer and the simulator's API. */
const runner = (name: string) =>
  chargeDueCards({
    api: () =>
      new RestApiClient({ baseUrl: t.api.baseUrl, token: TEST_TOKEN, requestId: name, timeoutMs: 10_000 }),
    mailer: createMailer(t.config),
    log: pino({ level: 'silent' }),
    config: t.config,
    // two weeks: the series' second visit, a week after the first, is due its charge
    hoursBefore: 336,
  });

/**
 * A signed-in customer books a weekly series starting `day` days ahead and pays its first visit on the
 * simulator's page with "save my card" ticked (`card`: how the saved card answers later charges).
 * Answers the customer and the second visit's id.
 */
async function planPaidSavingCard(day: number, card: 'pays' | 'declines', timeSlot = '10:00 - 10:45') {
  const customer = await t.signedIn('client');
  const booked = await customer.gql(
    `mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`,
    {
      input: {
        address: TEST_VISIT,
        booking: {
          date: nthWorkingDay(day),
          timeSlot,
          lines: [{ serviceId, optionIds: [weekly] }],
        },
      },
    },
  );
  expect(booked.errors, JSON.stringify(booked.errors)).toBeUndefined();
  const first = booked.data!.createBooking.booking.guidId as string;
  const form = await customer.gql<{
    startPayment: { action: string; fields: { name: string; value: string }[] };
  }>('mutation($g: ID!) { startPayment(guidId: $g, saveCard: true) { action fields { name value } } }', {
    g: first,
  });
  expect(form.errors, JSON.stringify(form.errors)).toBeUndefined();
  const fields = form.data!.startPayment.fields.map((f): [string, string] => [f.name, f.value]);
  expect(fields).toContainEqual(['subscription_type', '2']);
  const paid = await fetch(`${t.url}/payments/simulator/pay${card === 'declines' ? '?card=declines' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const read = await customer.gql('{ me { series { cardOnFile visits { guidId payLater status } } } } ');
  expect(read.errors, JSON.stringify(read.errors)).toBeUndefined();
  const series = read.data!.me.series[0];
  expect(series.cardOnFile).toBe(true);
  const second = series.visits.find((v: { payLater: boolean }) => v.payLater);
  expect(second).toMatchObject({ status: 'PENDING' });
  return { customer, second: second.guidId as string };
}

const bookingRow = async (guidId: string) =>
  (await t.api.db.select().from(bookings).where(eq(bookings.guidId, guidId)))[0]!;

describe('a card on file for plans', () => {
  it("charges a series' later visit once through the simulator's token, with its invoice e-mailed", async () => {
    const { customer, second } = await planPaidSavingCard(3, 'pays');
    const saved = await customer.gql('{ mySavedCard { savedAt } }');
    expect(saved.data!.mySavedCard).not.toBeNull();
    const [token] = await t.api.db.select().from(savedCards).where(eq(savedCards.userId, customer.userId));
    expect(token!.token).toMatch(/^[0-9a-f]{8}-a000-/);

    // Two replicas' job runs at the same moment: one charge, one payment, one invoice.
    const runs = await Promise.all([runner('replica-a'), runner('replica-b')]);
    expect(runs.reduce((n, r) => n + r.charged, 0)).toBe(1);
    expect(runs.reduce((n, r) => n + r.failed, 0)).toBe(0);

    const visit = await bookingRow(second);
    expect(visit.status).toBe('confirmed');
    const paid = await t.api.db.select().from(payments).where(eq(payments.bookingId, visit.id));
    expect(paid).toHaveLength(1);
    expect(paid[0]!.amount).toBe(Number(visit.totalPrice));
    const issued = await t.api.db.select().from(invoices).where(eq(invoices.bookingId, visit.id));
    expect(issued).toHaveLength(1);
    const [charge] = await t.api.db.select().from(cardCharges).where(eq(cardCharges.bookingId, visit.id));
    expect(charge).toMatchObject({ outcome: 'charged', providerPaymentId: paid[0]!.providerPaymentId });

    // The usual payment e-mail (the confirmation) with the invoice attached.
    let confirmation: string | undefined;
    await expect
      .poll(
        () => (confirmation = mailTo(customer.email).find((m) => m.includes(second) && /\.pdf/.test(m))),
        {
          timeout: 10_000,
        },
      )
      .toBeTruthy();
    expect(confirmation).toContain('application/pdf');

    // A later run finds nothing more to charge.
    expect(await runner('replica-a')).toEqual({ charged: 0, failed: 0, unknown: 0 });
  });

  it('falls back to the payment link and tells the office when the charge is declined, once', async () => {
    const { customer, second } = await planPaidSavingCard(4, 'declines');
    const run = await runner('replica-a');
    expect(run).toEqual({ charged: 0, failed: 1, unknown: 0 });

    const visit = await bookingRow(second);
    expect(visit.status).toBe('pending');
    expect(await t.api.db.select().from(payments).where(eq(payments.bookingId, visit.id))).toHaveLength(0);
    const [charge] = await t.api.db.select().from(cardCharges).where(eq(cardCharges.bookingId, visit.id));
    expect(charge!.outcome).toBe('failed');
    expect(charge!.detail).toContain('declined');

    await expect
      .poll(() => mailTo(customer.email).find((m) => m.includes('could not charge your saved card')), {
        timeout: 10_000,
      })
      .toContain(`${t.url}/booking-checkout/payments/${second}`);
    await expect
      .poll(() => mailTo(adminEmail).find((m) => m.includes(`Card on file not charged: ${second}`)), {
        timeout: 10_000,
      })
      .toBeTruthy();

    // Not tried again: the visit stays on its link.
    expect(await runner('replica-b')).toEqual({ charged: 0, failed: 0, unknown: 0 });
  });

  it('hands a claim left without an outcome to the office to check, once, and tells the customer nothing', async () => {
    const { customer, second } = await planPaidSavingCard(6, 'pays');
    // A replica claimed the visit and stopped before it answered: the claim is all that is left.
    const visit = await bookingRow(second);
    await t.api.db.insert(cardCharges).values({
      bookingId: visit.id,
      claimedAt: new Date(Date.now() - (UNFINISHED_AFTER_MINUTES + 5) * 60_000).toISOString(),
    });

    // Two replicas sweep at once: one of them hands it on, the card is not charged again.
    const runs = await Promise.all([runner('replica-a'), runner('replica-b')]);
    expect(runs.map((r) => r.unknown).sort()).toEqual([0, 1]);
    expect(runs.every((r) => r.charged === 0 && r.failed === 0)).toBe(true);
    const [charge] = await t.api.db.select().from(cardCharges).where(eq(cardCharges.bookingId, visit.id));
    expect(charge!.outcome).toBe('unknown');
    expect((await bookingRow(second)).status).toBe('pending');
    expect(await t.api.db.select().from(payments).where(eq(payments.bookingId, visit.id))).toHaveLength(0);

    let mail: string | undefined;
    await expect
      .poll(
        () => (mail = mailTo(adminEmail).find((m) => m.includes(`Card on file charge to check: ${second}`))),
        {
          timeout: 10_000,
        },
      )
      .toBeTruthy();
    expect(mail).toContain('may or may not have been charged');
    // The job sent the customer no payment link for the visit (the card may have been charged).
    expect(mailTo(customer.email).filter((m) => m.includes(`/booking-checkout/payments/${second}`))).toEqual(
      [],
    );
    // A later run hands nothing on again: one e-mail per administrator.
    expect(await runner('replica-a')).toEqual({ charged: 0, failed: 0, unknown: 0 });
    expect(
      mailTo(adminEmail).filter((m) => m.includes(`Card on file charge to check: ${second}`)),
    ).toHaveLength(1);
  });

  it('never charges a removed card: the later visits go back to their links', async () => {
    const { customer, second } = await planPaidSavingCard(5, 'pays');
    const removed = await customer.gql('mutation { removeMySavedCard }');
    expect(removed.errors, JSON.stringify(removed.errors)).toBeUndefined();
    expect(removed.data!.removeMySavedCard).toBe(true);
    expect((await customer.gql('{ mySavedCard { savedAt } }')).data!.mySavedCard).toBeNull();
    expect((await customer.gql('{ me { series { cardOnFile } } }')).data!.me.series[0].cardOnFile).toBe(
      false,
    );

    expect(await runner('replica-a')).toEqual({ charged: 0, failed: 0, unknown: 0 });
    const visit = await bookingRow(second);
    expect(visit.status).toBe('pending');
    expect(await t.api.db.select().from(cardCharges).where(eq(cardCharges.bookingId, visit.id))).toHaveLength(
      0,
    );
  });

  it('refuses to save a card for a one-off booking or for someone else', async () => {
    const stranger = t.client();
    const { second } = await planPaidSavingCard(6, 'pays');
    const refused = await stranger.gql(
      'mutation($g: ID!) { startPayment(guidId: $g, saveCard: true) { action } }',
      {
        g: second,
      },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('a card on file charged when the visit is done (the office chooses, per series)', () => {
  /** Plans a series saving its card, and has the office choose "when done" for it. */
  async function planChargedWhenDone(card: 'pays' | 'declines', timeSlot: string) {
    const { customer, second } = await planPaidSavingCard(9, card, timeSlot);
    const admin = await t.signedIn('admin');
    const seriesId = (await customer.gql('{ me { series { id } } }')).data!.me.series[0].id as string;
    const set = await admin.gql(
      'mutation($s: ID!) { adminSetSeriesCardCharge(seriesId: $s, when: WHEN_DONE) { cardChargeWhen } }',
      { s: seriesId },
    );
    expect(set.errors, JSON.stringify(set.errors)).toBeUndefined();
    expect(set.data!.adminSetSeriesCardCharge.cardChargeWhen).toBe('WHEN_DONE');
    // Held confirmed for the card: the crew may do it, nothing is paid yet, it is owed.
    const held = await bookingRow(second);
    expect(held).toMatchObject({ status: 'confirmed', payByCardAfter: true, paidAt: null });
    // Not done: the job claims nothing for it, however near it is.
    await runner('replica-a');
    expect(await t.api.db.select().from(cardCharges).where(eq(cardCharges.bookingId, held.id))).toHaveLength(
      0,
    );
    // The day of the visit has come (a visit is marked completed from its day on).
    await t.api.db
      .update(bookings)
      .set({ bookingDate: await openToday(t.api.db) })
      .where(eq(bookings.id, held.id));
    const done = await admin.gql(
      'mutation($id: ID!) { adminSetBookingStatus(input: { id: $id, status: COMPLETED }) { booking { status } } }',
      { id: second },
    );
    expect(done.errors, JSON.stringify(done.errors)).toBeUndefined();
    return { customer, second, visitId: held.id };
  }

  it('charges the card through the simulator once the visit is completed, with its invoice', async () => {
    const { second, visitId } = await planChargedWhenDone('pays', '13:00 - 13:45');
    await runner('replica-a');
    const visit = await bookingRow(second);
    expect(visit.status).toBe('completed');
    expect(visit.paidAt).not.toBeNull();
    const paid = await t.api.db.select().from(payments).where(eq(payments.bookingId, visitId));
    expect(paid).toHaveLength(1);
    expect(await t.api.db.select().from(invoices).where(eq(invoices.bookingId, visitId))).toHaveLength(1);
    const [charge] = await t.api.db.select().from(cardCharges).where(eq(cardCharges.bookingId, visitId));
    expect(charge).toMatchObject({ outcome: 'charged', providerPaymentId: paid[0]!.providerPaymentId });
  });

  it('on a decline, sends the customer the payment link, tells the office, and the visit stays done and owed', async () => {
    const { customer, second, visitId } = await planChargedWhenDone('declines', '14:30 - 15:15');
    await runner('replica-a');
    const visit = await bookingRow(second);
    expect(visit).toMatchObject({ status: 'completed', paidAt: null });
    expect(await t.api.db.select().from(payments).where(eq(payments.bookingId, visitId))).toHaveLength(0);
    const [charge] = await t.api.db.select().from(cardCharges).where(eq(cardCharges.bookingId, visitId));
    expect(charge!.outcome).toBe('failed');
    await expect
      .poll(
        () =>
          mailTo(customer.email).find(
            (m) => m.includes('could not charge your saved card') && m.includes(second),
          ),
        {
          timeout: 10_000,
        },
      )
      .toContain(`${t.url}/booking-checkout/payments/${second}`);
    await expect
      .poll(() => mailTo(adminEmail).find((m) => m.includes(`Card on file not charged: ${second}`)), {
        timeout: 10_000,
      })
      .toBeTruthy();
    // The link pays it: the done visit, unpaid, is still payable.
    const form = await customer.gql('mutation($g: ID!) { startPayment(guidId: $g) { action } }', {
      g: second,
    });
    expect(form.errors, JSON.stringify(form.errors)).toBeUndefined();
    const owed = await customer.gql('query($g: ID!) { booking(guidId: $g) { amountOwed } }', { g: second });
    expect(owed.data?.booking?.amountOwed).toBe(Number(visit.totalPrice));
  });
});
