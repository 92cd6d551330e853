/**
 * Skip's preview and the undo of a skip, pause or resume, through the gateway over a real api
 * (PGlite): the preview changes nothing, the change answers its undo, the undo puts every visit back,
 * only its owner (or the office) may use it, and an undo out of time is UNDO_EXPIRED.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue, type Catalogue } from '../../../api/src/bookings/test-fixtures.js';
import {
  seriesUndos,
  serviceVariationOptions,
  serviceVariations,
  variationOptions,
  variations,
} from '../../../api/src/db/schema.js';
import { startTestApi } from '../../../api/src/test/harness.js';
import {
  workingDayAfter,
  startTestGateway,
  TEST_VISIT,
  type GqlClient,
  type TestGateway,
} from '../test/harness.js';

let t: TestGateway;
let c: Catalogue;
let fortnightly: string;

const SKIP_PREVIEW = `query($input: SkipSeriesVisitInput!) { seriesSkipPreview(input: $input) { refundTotal changes { guidId what paid refund before { date time price } } } }`;
const SKIP = `mutation($input: SkipSeriesVisitInput!) { skipSeriesVisit(input: $input) { changes { guidId what } undo { token expiresAt } series { visits { guidId status } } } }`;
const CHANGE = `mutation($input: ChangeSeriesInput!) { changeSeries(input: $input) { undo { token expiresAt } series { status } } }`;
const UNDO = `mutation($input: UndoSeriesChangeInput!) { undoSeriesChange(input: $input) { undo { token } series { status pausedFrom visits { guidId status } } } }`;

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
        idempotencyKey: `undo-${Math.random()}`,
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

const statuses = async (id: string) =>
  ((await t.api.get(`series/get.php?id=${id}`)).body.visits as any[]).map((v) => [v.guidId, v.status]);

describe('skip, with its preview and undo', () => {
  it('previews the one visit it cancels, skips, and the undo books it again; nobody else may undo it', async () => {
    const customer = await t.signedIn('client');
    const s = await paidSeries(customer, workingDayAfter(9));
    const second = s.visits[1];
    const before = await statuses(s.id);

    const preview = await customer.gql(SKIP_PREVIEW, { input: { guidId: second.guidId } });
    expect(preview.errors, JSON.stringify(preview.errors)).toBeUndefined();
    expect(preview.data!.seriesSkipPreview).toEqual({
      refundTotal: 0,
      changes: [
        expect.objectContaining({ guidId: second.guidId, what: 'CANCELLED', paid: false, refund: 0 }),
      ],
    });
    expect(await statuses(s.id)).toEqual(before);

    const skipped = await customer.gql(SKIP, { input: { guidId: second.guidId } });
    expect(skipped.errors, JSON.stringify(skipped.errors)).toBeUndefined();
    const undo = skipped.data!.skipSeriesVisit.undo;
    expect(undo.token).toEqual(expect.any(String));
    expect(skipped.data!.skipSeriesVisit.changes).toEqual([{ guidId: second.guidId, what: 'CANCELLED' }]);

    const stranger = await t.signedIn('client');
    const refused = await stranger.gql(UNDO, { input: { seriesId: s.id, token: undo.token } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const undone = await customer.gql(UNDO, { input: { seriesId: s.id, token: undo.token } });
    expect(undone.errors, JSON.stringify(undone.errors)).toBeUndefined();
    expect(await statuses(s.id)).toEqual(before);
  });

  it('an undo out of its time is UNDO_EXPIRED and changes nothing', async () => {
    const customer = await t.signedIn('client');
    const s = await paidSeries(customer, workingDayAfter(10), '11:30 - 12:15');
    const skipped = await customer.gql(SKIP, { input: { guidId: s.visits[1].guidId } });
    const token = skipped.data!.skipSeriesVisit.undo.token;
    await t.api.db
      .update(seriesUndos)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(seriesUndos.token, token));
    const after = await statuses(s.id);
    const res = await customer.gql(UNDO, { input: { seriesId: s.id, token } });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNDO_EXPIRED');
    expect(res.errors?.[0]?.message).toMatch(/time to undo/);
    expect(await statuses(s.id)).toEqual(after);
  });
});

describe('pause and resume, each with its undo', () => {
  it('undoing a pause makes the series active with its visits; undoing a resume pauses it again', async () => {
    const customer = await t.signedIn('client');
    const s = await paidSeries(customer, workingDayAfter(11), '13:00 - 13:45');
    const before = await statuses(s.id);
    const input = { seriesId: s.id, action: 'PAUSE', from: s.visits[1].bookingDate };
    const paused = await customer.gql(CHANGE, { input });
    expect(paused.errors, JSON.stringify(paused.errors)).toBeUndefined();
    const undone = await customer.gql(UNDO, {
      input: { seriesId: s.id, token: paused.data!.changeSeries.undo.token },
    });
    expect(undone.errors, JSON.stringify(undone.errors)).toBeUndefined();
    expect(undone.data!.undoSeriesChange.series).toMatchObject({ status: 'ACTIVE', pausedFrom: null });
    expect(await statuses(s.id)).toEqual(before);

    await customer.gql(CHANGE, { input });
    const whilePaused = await statuses(s.id);
    const resumed = await customer.gql(CHANGE, { input: { seriesId: s.id, action: 'RESUME' } });
    expect(resumed.errors, JSON.stringify(resumed.errors)).toBeUndefined();
    const again = await customer.gql(UNDO, {
      input: { seriesId: s.id, token: resumed.data!.changeSeries.undo.token },
    });
    expect(again.errors, JSON.stringify(again.errors)).toBeUndefined();
    expect(again.data!.undoSeriesChange.series.status).toBe('PAUSED');
    expect(await statuses(s.id)).toEqual(whilePaused);
  });
});
