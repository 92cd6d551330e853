/**
 * Pause, stop, resume and the office's change of a series from a date, through the gateway over a real
 * api (PGlite): the preview says visit by visit what will happen and changes nothing, a paid visit is
 * cancelled only when ticked (also for a customer with a manage link), and each action sends the
 * customer one e-mail listing what it did.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue, type Catalogue } from '../../../api/src/bookings/test-fixtures.js';
import {
  bookings,
  crews,
  serviceVariationOptions,
  serviceVariations,
  variationOptions,
  variations,
} from '../../../api/src/db/schema.js';
import { startTestApi } from '../../../api/src/test/harness.js';
import { signManageToken } from '../booking/manage-token.js';
import { formatBookingDate } from '../email/format.js';
import {
  workingDayAfter,
  outboxMessages,
  startTestGateway,
  TEST_VISIT,
  type GqlClient,
  type TestGateway,
} from '../test/harness.js';

let t: TestGateway;
let c: Catalogue;
let fortnightly: string;
let crewId: number;

const CHANGE_FIELDS = `what paid refund restored guidId before { date time crewName price } after { date time crewName price }`;
const PREVIEW = `query($input: ChangeSeriesInput!) { seriesChangePreview(input: $input) { refundTotal changes { ${CHANGE_FIELDS} } } }`;
const CHANGE = `mutation($input: ChangeSeriesInput!) {
  changeSeries(input: $input) {
    series { status pausedFrom crew { name } visits { guidId bookingDate bookingTime status } }
    changes { ${CHANGE_FIELDS} }
  }
}`;

beforeAll(async () => {
  const api = await startTestApi();
  c = await insertCatalogue(api.db);
  const [frequency] = await api.db.insert(variations).values({ name: 'Frequency' }).returning();
  const [every2] = await api.db
    .insert(variationOptions)
    .values([{ variationId: frequency!.id, label: 'Fortnightly', additionalCost: 0, repeatWeeks: 2 }])
    .returning();
  const [link] = await api.db
    .insert(serviceVariations)
    .values({ serviceId: c.otherService.id, variationId: frequency!.id })
    .returning();
  await api.db
    .insert(serviceVariationOptions)
    .values([{ serviceVariationId: link!.id, variationOptionId: every2!.id }]);
  fortnightly = String(every2!.id);
  const [crew] = await api.db.insert(crews).values({ name: 'Green Team' }).returning();
  crewId = crew!.id;
  t = await startTestGateway({ api, config: { changeCutoffHours: 24 } });
});
afterAll(() => t.close());

/** A paid fortnightly series from `date`, its window planned; its visits by date. */
async function paidSeries(customer: GqlClient, date: string, timeSlot = '10:00 - 10:45') {
  const res = await customer.gql(
    `mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId series { id } } } }`,
    {
      input: {
        address: TEST_VISIT,
        booking: {
          date,
          timeSlot,
          lines: [{ serviceId: String(c.otherService.id), optionIds: [fortnightly] }],
        },
        idempotencyKey: `change-${Math.random()}`,
      },
    },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  const booking = res.data!.createBooking.booking;
  const got = await t.api.get(`bookings/get.php?guidId=${booking.guidId}`);
  const paid = await t.api.post('bookings/record-payment.php', {
    guidId: booking.guidId,
    providerPaymentId: `pf-${booking.guidId}`,
    amount: got.body.totalPrice,
    status: 'COMPLETE',
  });
  expect(paid.status, paid.text).toBe(200);
  const series = await t.api.get(`series/get.php?id=${booking.series.id}`);
  return { id: booking.series.id as string, visits: series.body.visits as any[] };
}

/** Marks a later visit paid, as its reminder's payment would. */
const markPaid = (id: number) =>
  t.api.db
    .update(bookings)
    .set({ paidAt: sql`now()`, status: 'confirmed' })
    .where(eq(bookings.id, id));

/** The customer's messages, waiting until there are `n`; then they are exactly those. */
async function mails(email: string, n: number): Promise<string[]> {
  let all: string[] = [];
  await expect
    .poll(() => (all = outboxMessages(t.config.dataDir, email)).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(n);
  return all.map((raw) => raw.replace(/=\r\n/g, '').replace(/=3D/g, '='));
}

describe('pausing from a date', () => {
  it('previews without changing anything, asks about the paid visits, and e-mails once when done', async () => {
    const customer = await t.signedIn('client');
    const s = await paidSeries(customer, workingDayAfter(9));
    const [first, second, third] = s.visits;
    await markPaid(third.id);
    const input = { seriesId: s.id, action: 'PAUSE', from: second.bookingDate };

    const preview = await customer.gql(PREVIEW, { input });
    expect(preview.errors, JSON.stringify(preview.errors)).toBeUndefined();
    const changes = preview.data!.seriesChangePreview.changes;
    expect(changes).toContainEqual(
      expect.objectContaining({ guidId: third.guidId, what: 'KEPT', paid: true, refund: 0 }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({ guidId: second.guidId, what: 'CANCELLED', paid: false }),
    );
    expect(changes.map((x: any) => x.guidId)).not.toContain(first.guidId);
    // the same question ticked: the paid visit would be cancelled and owed back
    const ticked = await customer.gql(PREVIEW, { input: { ...input, paidVisitIds: [third.guidId] } });
    expect(ticked.data!.seriesChangePreview.refundTotal).toBe(Number(third.totalPrice));
    // nothing changed, nobody was e-mailed
    const still = await t.api.get(`series/get.php?id=${s.id}`);
    expect(still.body.status).toBe('active');
    expect(outboxMessages(t.config.dataDir, customer.email)).toHaveLength(0);

    const done = await customer.gql(CHANGE, { input });
    expect(done.errors, JSON.stringify(done.errors)).toBeUndefined();
    expect(done.data!.changeSeries.series).toMatchObject({
      status: 'PAUSED',
      pausedFrom: second.bookingDate,
    });
    const byGuid = (g: string) => done.data!.changeSeries.series.visits.find((v: any) => v.guidId === g);
    expect(byGuid(third.guidId).status).toBe('CONFIRMED');
    expect(byGuid(second.guidId).status).toBe('CANCELLED');

    const [mail, ...more] = await mails(customer.email, 1);
    expect(more).toHaveLength(0);
    expect(mail).toContain('Your regular visits are paused');
    expect(mail).toContain(`Cancelled: ${formatBookingDate(second.bookingDate)}, 10:00 - 10:45`);
    expect(mail).toContain(`Still booked (already paid): ${formatBookingDate(third.bookingDate)}`);

    // resuming plans the paused dates again: one more e-mail, listing them
    const resumed = await customer.gql(CHANGE, { input: { seriesId: s.id, action: 'RESUME' } });
    expect(resumed.errors, JSON.stringify(resumed.errors)).toBeUndefined();
    expect(resumed.data!.changeSeries.changes).toContainEqual(
      expect.objectContaining({ what: 'PLANNED', restored: true }),
    );
    const after = await mails(customer.email, 2);
    expect(after).toHaveLength(2);
    expect(after.some((m) => m.includes('Planned again:'))).toBe(true);
  });

  it("a manage link's pause asks about the paid visits the same way, and cancels one only when ticked", async () => {
    const customer = await t.signedIn('client');
    const s = await paidSeries(customer, workingDayAfter(10), '11:30 - 12:15');
    const [, second, third] = s.visits;
    await markPaid(third.id);
    const manageToken = signManageToken(
      t.config.manageLinkSecret,
      second.guidId,
      new Date(Date.now() + 86_400_000),
    );
    const visitor = t.client();
    const input = { seriesId: s.id, action: 'STOP', from: second.bookingDate, manageToken };
    const preview = await visitor.gql(PREVIEW, { input });
    expect(preview.errors, JSON.stringify(preview.errors)).toBeUndefined();
    expect(preview.data!.seriesChangePreview.changes).toContainEqual(
      expect.objectContaining({ guidId: third.guidId, what: 'KEPT', paid: true }),
    );
    const done = await visitor.gql(CHANGE, { input: { ...input, paidVisitIds: [third.guidId] } });
    expect(done.errors, JSON.stringify(done.errors)).toBeUndefined();
    expect(done.data!.changeSeries.changes).toContainEqual(
      expect.objectContaining({
        guidId: third.guidId,
        what: 'CANCELLED',
        paid: true,
        refund: Number(third.totalPrice),
      }),
    );
    const [refund] = await t.api.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.guidId, third.guidId)));
    expect(refund!.refundStatus).toBe('due');
    expect(await mails(customer.email, 1)).toHaveLength(1);
    // a customer cannot change the day, time, crew or price
    const change = await visitor.gql(CHANGE, {
      input: { seriesId: s.id, action: 'CHANGE', manageToken, change: { bookingTime: '13:00 - 13:45' } },
    });
    expect(change.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe("the office's change from a date", () => {
  it('previews, then moves and re-crews the later visits and e-mails the customer once', async () => {
    const customer = await t.signedIn('client');
    const s = await paidSeries(customer, workingDayAfter(11), '14:30 - 15:15');
    const [, second] = s.visits;
    const manager = await t.signedIn('manager');
    const input = {
      seriesId: s.id,
      action: 'CHANGE',
      from: second.bookingDate,
      change: { bookingTime: '13:00 - 13:45', crewId: String(crewId) },
    };
    const preview = await manager.gql(PREVIEW, { input });
    expect(preview.errors, JSON.stringify(preview.errors)).toBeUndefined();
    expect(preview.data!.seriesChangePreview.changes).toContainEqual(
      expect.objectContaining({
        guidId: second.guidId,
        what: 'CHANGED',
        before: expect.objectContaining({ time: '14:30 - 15:15', crewName: null }),
        after: expect.objectContaining({ time: '13:00 - 13:45', crewName: 'Green Team' }),
      }),
    );
    expect(outboxMessages(t.config.dataDir, customer.email)).toHaveLength(0);

    const done = await manager.gql(CHANGE, { input });
    expect(done.errors, JSON.stringify(done.errors)).toBeUndefined();
    expect(done.data!.changeSeries.series.crew).toEqual({ name: 'Green Team' });
    const [mail, ...more] = await mails(customer.email, 1);
    expect(more).toHaveLength(0);
    expect(mail).toContain('Your regular visits have changed');
    expect(mail).toContain(`moved to ${formatBookingDate(second.bookingDate)}, 13:00 - 13:45`);
    // the customer is not shown the crew's name
    const own = await customer.gql(PREVIEW, { input: { seriesId: s.id, action: 'PAUSE' } });
    expect(own.errors, JSON.stringify(own.errors)).toBeUndefined();
    const crewNames = own.data!.seriesChangePreview.changes.map((x: any) => x.before?.crewName);
    expect(crewNames.every((n: unknown) => n === null)).toBe(true);
  });
});
