/**
 * Recurring series and seasonal programmes through the gateway, over a real api (PGlite): a booking
 * with a repeating option becomes a series, a package a programme of dated visits whose first one is
 * the booked visit; the owner, a visit's manage link and the office pause, resume, stop and skip under
 * their rules; the office reads and sets the window and the recurring revenue.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue, type Catalogue } from '../../../api/src/bookings/test-fixtures.js';
import {
  bookings,
  bookingSeries,
  packageServices,
  serviceVariationOptions,
  serviceVariations,
  services,
  variationOptions,
  variations,
} from '../../../api/src/db/schema.js';
import { startTestApi } from '../../../api/src/test/harness.js';
import { signManageToken } from '../booking/manage-token.js';
import { formatBookingDate } from '../email/format.js';
import { johannesburgNow } from '../booking/time-slots.js';
import {
  outboxMessages,
  payThroughNotification,
  startTestGateway,
  TEST_VISIT,
  type GqlClient,
  type TestGateway,
  plusDays,
  workingDayAfter,
  workingDayFrom,
  workingDaysAfter,
  workingSeriesStart,
} from '../test/harness.js';

let t: TestGateway;
let apiDb: Awaited<ReturnType<typeof startTestApi>>['db'];
let c: Catalogue;
/** Hedge trimming (60 minutes) with a Frequency variation: Once-off, Fortnightly (every 2 weeks). */
let hedge: string;
let fortnightly: string;
let onceOff: string;
/** The catalogue's package, a programme: mowing weekly from week 0 (3 times), aeration in week 2. */
let programme: string;

const SERIES = `id kind status name repeatWeeks bookingTime startDate endDate nextDate visitPrice
  visits { guidId bookingDate bookingTime status payLater movedFrom }
  upcomingVisits { guidId bookingDate }`;
const CREATE = `mutation($input: CreateBookingInput!) {
  createBooking(input: $input) {
    booking { guidId durationMinutes payLater movedFrom series { ${SERIES} } }
  }
}`;
const CHANGE = `mutation($input: ChangeSeriesInput!) { changeSeries(input: $input) { series { ${SERIES} } } }`;
const SKIP = `mutation($input: SkipSeriesVisitInput!) { skipSeriesVisit(input: $input) { series { ${SERIES} } } }`;

beforeAll(async () => {
  const api = await startTestApi();
  apiDb = api.db;
  c = await insertCatalogue(api.db);
  await api.db.update(services).set({ durationMinutes: 60 }).where(eq(services.id, c.otherService.id));
  await api.db.update(services).set({ durationMinutes: 90 }).where(eq(services.id, c.service.id));
  const [frequency] = await api.db.insert(variations).values({ name: 'Frequency' }).returning();
  const [once, every2] = await api.db
    .insert(variationOptions)
    .values([
      { variationId: frequency!.id, label: 'Once-off', additionalCost: 0 },
      { variationId: frequency!.id, label: 'Fortnightly', additionalCost: 0, repeatWeeks: 2 },
    ])
    .returning();
  const [link] = await api.db
    .insert(serviceVariations)
    .values({ serviceId: c.otherService.id, variationId: frequency!.id })
    .returning();
  await api.db.insert(serviceVariationOptions).values([
    { serviceVariationId: link!.id, variationOptionId: once!.id },
    { serviceVariationId: link!.id, variationOptionId: every2!.id },
  ]);
  await api.db.insert(packageServices).values([
    {
      packageId: c.package.id,
      serviceId: c.service.id,
      serviceName: 'Lawn mowing',
      quantity: 3,
      firstWeek: 0,
      everyWeeks: 1,
    },
    {
      packageId: c.package.id,
      serviceId: c.otherService.id,
      serviceName: 'Hedge trimming',
      quantity: 1,
      firstWeek: 2,
      everyWeeks: null,
    },
  ]);
  hedge = String(c.otherService.id);
  fortnightly = String(every2!.id);
  onceOff = String(once!.id);
  programme = String(c.package.id);
  // A week's cut-off, so a visit a few days ahead is inside it.
  t = await startTestGateway({ api, config: { changeCutoffHours: 24 * 7 } });
});
afterAll(() => t.close());

async function bookSeries(customer: GqlClient, date: string, repeatUntil?: string) {
  const res = await customer.gql(CREATE, {
    input: {
      address: TEST_VISIT,
      booking: { date, timeSlot: '10:00 - 10:45', lines: [{ serviceId: hedge, optionIds: [fortnightly] }] },
      idempotencyKey: `series-${Math.random()}`,
      ...(repeatUntil ? { repeatUntil } : {}),
    },
  });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.createBooking.booking;
}

/** The provider's payment of a booking: a series' first visit paid plans its next visits. */
async function pay(guidId: string) {
  const booking = await t.api.get(`bookings/get.php?guidId=${guidId}`);
  const res = await t.api.post('bookings/record-payment.php', {
    guidId,
    providerPaymentId: `pf-${guidId}`,
    amount: booking.body.totalPrice,
    status: 'COMPLETE',
  });
  expect(res.status, res.text).toBe(200);
}

/** Creates the series' visits ahead (what the series job asks for). */
async function extend(today?: string) {
  const res = await t.api.post('series/extend.php', { limit: 100, ...(today ? { today } : {}) });
  expect(res.status, res.text).toBe(200);
  return res.body as { series: number; created: number; moved: unknown[] };
}

describe('a repeating option makes a series', () => {
  it('books the first visit, passes repeatUntil on, and reads the series from each visit', async () => {
    // Fortnightly from a day whose visits up to the last (50 days on) all fall on working days.
    const start = workingSeriesStart(10, 2, 4);
    const customer = await t.signedIn('client');
    const booking = await bookSeries(customer, start, plusDays(start, 50));
    expect(booking.payLater).toBe(false);
    expect(booking.movedFrom).toBeNull();
    expect(booking.series).toMatchObject({
      kind: 'REPEAT',
      status: 'ACTIVE',
      repeatWeeks: 2,
      bookingTime: '10:00 - 10:45',
      startDate: start,
      endDate: plusDays(start, 50),
    });
    expect(booking.series.visits.map((v: any) => v.guidId)).toEqual([booking.guidId]);

    // Paid, the first visit plans the next ones within the window (the job goes on from there).
    await pay(booking.guidId);
    await extend();
    const res = await customer.gql(
      `{ me { series { ${SERIES} } bookings { guidId payLater series { id kind } } } }`,
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    const [series] = res.data!.me.series;
    const dates = series.visits.map((v: any) => v.bookingDate);
    expect(dates.slice(0, 3)).toEqual([start, plusDays(start, 14), plusDays(start, 28)]);
    expect(dates.every((d: string) => d <= plusDays(start, 50))).toBe(true);
    expect(series.visits.slice(1).every((v: any) => v.payLater && v.status === 'PENDING')).toBe(true);
    expect(series.upcomingVisits).toHaveLength(series.visits.length);
    // Every visit names its series; the series is read once for all of them (its recent visits), and
    // once whole for the list's `visits`, however many visits ask.
    const bookings = res.data!.me.bookings;
    expect(bookings.length).toBe(series.visits.length);
    expect(bookings.every((b: any) => b.series?.id === series.id)).toBe(true);
    const requestId = res.headers.get('x-request-id');
    const reads = t.apiCalls.filter((a) => a.requestId === requestId && a.call.path === 'series/get.php');
    expect(reads).toHaveLength(2);

    // The cards (first visit, count, what is to come) read no visit of the past: the list's own window.
    const cards = await customer.gql(
      `{ me { series { id firstVisitId visitCount upcomingVisits { guidId } } bookings { id guidId } } }`,
    );
    expect(cards.errors, JSON.stringify(cards.errors)).toBeUndefined();
    const [card] = cards.data!.me.series;
    const firstId = cards.data!.me.bookings.find((b: any) => b.guidId === booking.guidId).id;
    expect(card).toMatchObject({ id: series.id, firstVisitId: firstId, visitCount: series.visits.length });
    expect(card.upcomingVisits.map((v: any) => v.guidId)).toEqual(
      series.upcomingVisits.map((v: any) => v.guidId),
    );
    const cardCalls = t.apiCalls.filter((a) => a.requestId === cards.headers.get('x-request-id'));
    expect(cardCalls.map((a) => a.call.path)).not.toContain('series/get.php');
  });

  it("a visit reads its series' recent visits (12 weeks back and on); every visit only when asked", async () => {
    const start = workingSeriesStart(10, 2, 4);
    const customer = await t.signedIn('client');
    const booking = await bookSeries(customer, start, plusDays(start, 50));
    await pay(booking.guidId);
    await extend();
    // Its first visit made long ago, as a series of years has them (done, and outside the window).
    const longAgo = plusDays(johannesburgNow().date, -7 * 12 - 1);
    await apiDb
      .update(bookings)
      .set({ bookingDate: longAgo, status: 'cancelled' })
      .where(eq(bookings.guidId, booking.guidId));
    const read = (fields: string) =>
      customer.gql(`{ me { bookings { guidId series { id visitCount ${fields} } } } }`);

    const recent = await read('recentVisits { guidId bookingDate }');
    expect(recent.errors, JSON.stringify(recent.errors)).toBeUndefined();
    const later = recent.data!.me.bookings.find((b: any) => b.guidId !== booking.guidId);
    const shown = later.series.recentVisits.map((v: any) => v.guidId);
    expect(shown).not.toContain(booking.guidId);
    expect(shown.length).toBe(later.series.visitCount - 1);
    expect(later.series.recentVisits.every((v: any) => v.bookingDate >= start)).toBe(true);

    const all = await read('visits { guidId } recentVisits { guidId }');
    expect(all.errors, JSON.stringify(all.errors)).toBeUndefined();
    const whole = all.data!.me.bookings.find((b: any) => b.guidId === later.guidId).series;
    expect(whole.visits.map((v: any) => v.guidId)).toContain(booking.guidId);
    expect(whole.visits).toHaveLength(later.series.visitCount);
    expect(whole.recentVisits.map((v: any) => v.guidId)).toEqual(shown);
    // The series of all the bookings is read once with its window, and once whole for `visits`.
    const calls = t.apiCalls.filter(
      (a) => a.requestId === all.headers.get('x-request-id') && a.call.path === 'series/get.php',
    );
    expect(calls).toHaveLength(2);
  });

  it('the catalogue says which options repeat', async () => {
    const res = await t
      .client()
      .gql(
        `query($id: ID!) { service(id: $id) { variations { variationName options { id repeatWeeks } } } }`,
        { id: hedge },
      );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    const frequency = res.data!.service.variations.find((v: any) => v.variationName === 'Frequency');
    expect(frequency.options).toEqual([
      { id: onceOff, repeatWeeks: null },
      { id: fortnightly, repeatWeeks: 2 },
    ]);
    const admin = await t.signedIn('admin');
    const variations = await admin.gql('{ adminVariations { name options { label repeatWeeks } } }');
    expect(variations.data!.adminVariations.find((v: any) => v.name === 'Frequency').options).toEqual([
      { label: 'Once-off', repeatWeeks: null },
      { label: 'Fortnightly', repeatWeeks: 2 },
    ]);
  });

  it('a one-off option makes none, and a last visit before the first is refused', async () => {
    const [oneOff, later] = workingDaysAfter(11, 2) as [string, string];
    const customer = await t.signedIn('client');
    const res = await customer.gql(CREATE, {
      input: {
        address: TEST_VISIT,
        booking: {
          date: oneOff,
          timeSlot: '11:30 - 12:15',
          lines: [{ serviceId: hedge, optionIds: [onceOff] }],
        },
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createBooking.booking.series).toBeNull();
    const bad = await customer.gql(CREATE, {
      input: {
        address: TEST_VISIT,
        booking: {
          date: later,
          timeSlot: '10:00 - 10:45',
          lines: [{ serviceId: hedge, optionIds: [fortnightly] }],
        },
        repeatUntil: oneOff,
      },
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'repeatUntil' });
  });

  it("a customer's series are theirs and the office's to read", async () => {
    const customer = await t.signedIn('client');
    await bookSeries(customer, workingDayAfter(13));
    const admin = await t.signedIn('admin');
    const read = await admin.gql(`query($id: ID!) { adminUser(id: $id) { series { kind } } }`, {
      id: String(customer.userId),
    });
    expect(read.errors, JSON.stringify(read.errors)).toBeUndefined();
    expect(read.data!.adminUser.series).toEqual([{ kind: 'REPEAT' }]);
    const anonymous = await t.client().gql('{ me { series { id } } }');
    expect(anonymous.data!.me).toBeNull();
  });

  it('a series the job set aside shows the office when and why; its customer sees no such thing', async () => {
    const customer = await t.signedIn('client');
    const booking = await bookSeries(customer, workingDayAfter(14));
    await t.api.db
      .update(bookingSeries)
      .set({ retryAfter: '2031-01-01T10:00:00.000Z', lastError: '23514: a check failed' })
      .where(eq(bookingSeries.id, Number(booking.series.id)));
    const FAILURE = 'series { planningFailure { retryAt reason } }';
    const admin = await t.signedIn('admin');
    const office = await admin.gql(`query($id: ID!) { adminUser(id: $id) { ${FAILURE} } }`, {
      id: String(customer.userId),
    });
    expect(office.errors, JSON.stringify(office.errors)).toBeUndefined();
    expect(office.data!.adminUser.series).toEqual([
      { planningFailure: { retryAt: '2031-01-01T10:00:00.000Z', reason: '23514: a check failed' } },
    ]);
    const own = await customer.gql(`{ me { ${FAILURE} } }`);
    expect(own.errors, JSON.stringify(own.errors)).toBeUndefined();
    expect(own.data!.me.series).toEqual([{ planningFailure: null }]);
  });
});

describe('pause, resume, stop and skip', () => {
  it('the owner pauses (visits inside the cut-off stay) and resumes; others find nothing', async () => {
    // A working day 3 to 6 days ahead: inside the week's cut-off.
    const first = workingDayAfter(3);
    const customer = await t.signedIn('client');
    const booking = await bookSeries(customer, first);
    await pay(booking.guidId);
    const seriesId = booking.series.id;

    const stranger = await t.signedIn('client');
    const refused = await stranger.gql(CHANGE, { input: { seriesId, action: 'PAUSE' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await t.client().gql(CHANGE, { input: { seriesId, action: 'PAUSE' } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const paused = await customer.gql(CHANGE, { input: { seriesId, action: 'PAUSE' } });
    expect(paused.errors, JSON.stringify(paused.errors)).toBeUndefined();
    const series = paused.data!.changeSeries.series;
    expect(series.status).toBe('PAUSED');
    // The first visit (3 days ahead) is inside the week's cut-off: it stays booked; the later ones go.
    expect(series.visits[0]).toMatchObject({ bookingDate: first, status: 'CONFIRMED' });
    expect(series.visits.slice(1).every((v: any) => v.status === 'CANCELLED')).toBe(true);
    expect(series.upcomingVisits.map((v: any) => v.bookingDate)).toEqual([first]);

    const resumed = await customer.gql(CHANGE, { input: { seriesId, action: 'RESUME' } });
    expect(resumed.errors, JSON.stringify(resumed.errors)).toBeUndefined();
    expect(resumed.data!.changeSeries.series).toMatchObject({ status: 'ACTIVE' });
    expect(resumed.data!.changeSeries.series.nextDate).not.toBeNull();
  });

  it("a visit's manage link stands for the owner; the office stops any series", async () => {
    const [mine, theirs] = workingDaysAfter(15, 2) as [string, string];
    const customer = await t.signedIn('client');
    const booking = await bookSeries(customer, mine);
    const seriesId = booking.series.id;
    const token = signManageToken(
      t.config.manageLinkSecret,
      booking.guidId,
      new Date(Date.now() + 86_400_000),
    );
    const visitor = t.client();
    const paused = await visitor.gql(CHANGE, { input: { seriesId, action: 'PAUSE', manageToken: token } });
    expect(paused.errors, JSON.stringify(paused.errors)).toBeUndefined();
    expect(paused.data!.changeSeries.series.status).toBe('PAUSED');
    const forged = await visitor.gql(CHANGE, {
      input: { seriesId, action: 'RESUME', manageToken: `${token.slice(0, -2)}xx` },
    });
    expect(forged.errors?.[0]?.extensions?.code).toBe('MANAGE_LINK_INVALID');
    // A link of a booking outside the series opens nothing here.
    const other = await bookSeries(await t.signedIn('client'), theirs);
    const otherToken = signManageToken(
      t.config.manageLinkSecret,
      other.guidId,
      new Date(Date.now() + 86_400_000),
    );
    const elsewhere = await visitor.gql(CHANGE, {
      input: { seriesId, action: 'RESUME', manageToken: otherToken },
    });
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const manager = await t.signedIn('manager');
    const stopped = await manager.gql(CHANGE, { input: { seriesId, action: 'STOP' } });
    expect(stopped.errors, JSON.stringify(stopped.errors)).toBeUndefined();
    expect(stopped.data!.changeSeries.series.status).toBe('STOPPED');
    const again = await customer.gql(CHANGE, { input: { seriesId, action: 'RESUME' } });
    expect(again.errors?.[0]?.extensions?.code).toBe('INVALID_TRANSITION');
  });

  it('the customer skips a visit outside the cut-off, not inside it; the office skips any', async () => {
    // A working day 3 to 6 days ahead: inside the week's cut-off (a later one might not be).
    const first = workingDayAfter(3);
    const customer = await t.signedIn('client');
    const booking = await bookSeries(customer, first);
    await pay(booking.guidId);
    const near = await customer.gql(SKIP, { input: { guidId: booking.guidId } });
    expect(near.errors?.[0]?.extensions).toMatchObject({ code: 'CHANGE_WINDOW_CLOSED', field: 'guidId' });
    expect(near.errors?.[0]?.message).toBe(
      `Changes can be made online up to 168 hours before your visit. Please call us on ${t.config.officePhone} and we will help.`,
    );

    const read = await customer.gql(`{ me { series { id visits { guidId bookingDate } } } }`);
    const later = read.data!.me.series.find((s: any) => s.id === booking.series.id).visits[1];
    // 14 days on, outside the cut-off (on the next working day when that one is a Sunday or a holiday).
    expect(later.bookingDate).toBe(workingDayFrom(plusDays(first, 14)));
    const skipped = await customer.gql(SKIP, { input: { guidId: later.guidId } });
    expect(skipped.errors, JSON.stringify(skipped.errors)).toBeUndefined();
    const after = skipped.data!.skipSeriesVisit.series;
    expect(after.status).toBe('ACTIVE');
    expect(after.visits.find((v: any) => v.guidId === later.guidId).status).toBe('CANCELLED');

    const admin = await t.signedIn('admin');
    const office = await admin.gql(SKIP, { input: { guidId: booking.guidId } });
    expect(office.errors, JSON.stringify(office.errors)).toBeUndefined();
    expect(office.data!.skipSeriesVisit.series.visits[0].status).toBe('CANCELLED');
  });

  it('a booking of no series cannot be skipped: NOT_IN_SERIES', async () => {
    const customer = await t.signedIn('client');
    const res = await customer.gql(CREATE, {
      input: {
        address: TEST_VISIT,
        booking: {
          date: workingDayAfter(30),
          timeSlot: '12:15 - 13:00',
          lines: [{ serviceId: hedge, optionIds: [onceOff] }],
        },
      },
    });
    expect(res.errors).toBeUndefined();
    const skip = await customer.gql(SKIP, { input: { guidId: res.data!.createBooking.booking.guidId } });
    expect(skip.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_IN_SERIES',
      upstreamCode: 'NOT_IN_SERIES',
    });
  });
});

describe('a package is a programme', () => {
  const PLAN = `query($packageId: ID!, $date: Date!) { programmePlan(packageId: $packageId, date: $date) { date week services } }`;

  it('shows the dated visits before paying; the booked visit is the first visit, as long as its services', async () => {
    // The programme's weekly visits (weeks 0, 1 and 2) all fall on working days.
    const date = workingSeriesStart(40, 1, 3);
    const plan = await t.client().gql(PLAN, { packageId: programme, date });
    expect(plan.errors, JSON.stringify(plan.errors)).toBeUndefined();
    expect(plan.data!.programmePlan).toEqual([
      { date, week: 0, services: ['Lawn mowing'] },
      { date: plusDays(date, 7), week: 1, services: ['Lawn mowing'] },
      { date: plusDays(date, 14), week: 2, services: ['Lawn mowing', 'Hedge trimming'] },
    ]);

    // The first visit mows only: 90 minutes, two slots (the whole package would be 4 h 30).
    const lines = [{ packageId: programme }];
    const visit = await t
      .client()
      .gql(
        `query($d: Date!, $lines: [BookingLineInput!]!) { visitPlan(date: $d, lines: $lines) { minutes slotCount } }`,
        { d: date, lines },
      );
    expect(visit.data!.visitPlan).toEqual({ minutes: 90, slotCount: 2 });
    const slots = await t
      .client()
      .gql(
        `query($d: Date!, $lines: [BookingLineInput!]) { timeSlots(date: $d, lines: $lines) { label available finish } }`,
        { d: date, lines },
      );
    expect(slots.data!.timeSlots.find((s: any) => s.label === '10:00 - 10:45')).toMatchObject({
      available: true,
      finish: '11:30',
    });
    // The last start the 90 minutes fit from is the second-last slot.
    expect(slots.data!.timeSlots.at(-1).available).toBe(false);

    const customer = await t.signedIn('client');
    const booked = await customer.gql(CREATE, {
      input: { address: TEST_VISIT, booking: { date, timeSlot: '10:00 - 10:45', lines } },
    });
    expect(booked.errors, JSON.stringify(booked.errors)).toBeUndefined();
    const booking = booked.data!.createBooking.booking;
    expect(booking.durationMinutes).toBe(90);
    expect(booking.series).toMatchObject({ kind: 'PROGRAMME', repeatWeeks: null });
    expect(booking.series.visits.map((v: any) => v.bookingDate)).toEqual([
      date,
      plusDays(date, 7),
      plusDays(date, 14),
    ]);

    const unknown = await t.client().gql(PLAN, { packageId: '999999', date });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', field: 'packageId' });
  });

  it("booked with a repeating service, its confirmation still lists the programme's later visits", async () => {
    // The programme's weekly visits (weeks 0, 1 and 2) all fall on working days.
    const date = workingSeriesStart(40, 1, 3);
    const customer = await t.signedIn('client');
    const booked = await customer.gql(CREATE, {
      input: {
        address: TEST_VISIT,
        booking: {
          date,
          timeSlot: '13:00 - 13:45',
          lines: [{ packageId: programme }, { serviceId: hedge, optionIds: [fortnightly] }],
        },
      },
    });
    expect(booked.errors, JSON.stringify(booked.errors)).toBeUndefined();
    const { guidId, series } = booked.data!.createBooking.booking;
    // The booking's own series is the repeat: the programme is found by its first visit.
    expect(series.kind).toBe('REPEAT');
    const notified = await payThroughNotification(t, customer, guidId);
    expect(notified.status).toBe(200);
    let mail: string | undefined;
    await expect
      .poll(
        () =>
          (mail = outboxMessages(t.config.dataDir, customer.email)
            .map((raw) => raw.replace(/=\r\n/g, '').replace(/=3D/g, '='))
            .find((m) => m.includes('later visits'))),
        { timeout: 10_000 },
      )
      .toBeTruthy();
    // each visit from its start to its expected end (the programme's visits differ in length)
    expect(mail).toContain(`- ${formatBookingDate(plusDays(date, 7))}, 13:00 - `);
    expect(mail).toContain(`- ${formatBookingDate(plusDays(date, 14))}, 13:00 - `);
  });
});

describe('the office', () => {
  it("saves a repeating option and a programme's weeks through the catalogue forms", async () => {
    const admin = await t.signedIn('admin');
    const variation = await admin.gql(
      `mutation($input: AdminSaveVariationInput!) {
        adminSaveVariation(input: $input) { variation { options { label repeatWeeks } } }
      }`,
      {
        input: {
          name: 'Visit rhythm',
          options: [
            { label: 'Monthly', additionalCost: 0, repeatWeeks: 4 },
            { label: 'Once', additionalCost: 0 },
          ],
        },
      },
    );
    expect(variation.errors, JSON.stringify(variation.errors)).toBeUndefined();
    expect(variation.data!.adminSaveVariation.variation.options).toEqual([
      { label: 'Monthly', repeatWeeks: 4 },
      { label: 'Once', repeatWeeks: null },
    ]);
    const tooRare = await admin.gql(
      `mutation($input: AdminSaveVariationInput!) { adminSaveVariation(input: $input) { variation { id } } }`,
      {
        input: { name: 'Visit rhythm 2', options: [{ label: 'Yearly', additionalCost: 0, repeatWeeks: 52 }] },
      },
    );
    expect(tooRare.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'options.0.repeatWeeks',
    });

    const saved = await admin.gql(
      `mutation($input: AdminSavePackageInput!) {
        adminSavePackage(input: $input) { package { services { serviceName quantity firstWeek everyWeeks } } }
      }`,
      {
        input: {
          name: 'Summer care',
          price: 1500,
          services: [
            { serviceId: hedge, serviceName: 'Hedge trimming', quantity: 2, firstWeek: 1, everyWeeks: 3 },
            { serviceName: 'Weeding', quantity: 1 },
          ],
        },
      },
    );
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    expect(saved.data!.adminSavePackage.package.services).toEqual([
      { serviceName: 'Hedge trimming', quantity: 2, firstWeek: 1, everyWeeks: 3 },
      { serviceName: 'Weeding', quantity: 1, firstWeek: null, everyWeeks: null },
    ]);
  });

  it('reads and sets the window, reads the recurring revenue; customers do neither', async () => {
    const admin = await t.signedIn('admin');
    const read = await admin.gql('{ adminSeriesWindow }');
    expect(read.data!.adminSeriesWindow).toBe(8);
    const set = await admin.gql('mutation { adminSetSeriesWindow(weeks: 6) }');
    expect(set.errors, JSON.stringify(set.errors)).toBeUndefined();
    expect(set.data!.adminSetSeriesWindow).toBe(6);
    expect((await admin.gql('{ adminSeriesWindow }')).data!.adminSeriesWindow).toBe(6);
    const tooFar = await admin.gql('mutation { adminSetSeriesWindow(weeks: 27) }');
    expect(tooFar.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'weeks' });
    await admin.gql('mutation { adminSetSeriesWindow(weeks: 8) }');

    const dashboard = await admin.gql(
      '{ adminDashboard { recurring { weeks amount visits activeSeries } } }',
    );
    expect(dashboard.errors, JSON.stringify(dashboard.errors)).toBeUndefined();
    const recurring = dashboard.data!.adminDashboard.recurring;
    expect(recurring.weeks).toBe(8);
    expect(recurring.visits).toBeGreaterThan(0);
    expect(recurring.amount).toBeGreaterThan(0);
    expect(recurring.activeSeries).toBeGreaterThan(0);

    const customer = await t.signedIn('client');
    expect((await customer.gql('{ adminSeriesWindow }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await customer.gql('mutation { adminSetSeriesWindow(weeks: 4) }')).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
  });
});

describe('adminSeriesPage', () => {
  it('pages the series changed since a moment, with when each changed, for the office only', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const customer = await t.signedIn('client');
    const booking = await bookSeries(customer, workingDayAfter(19));
    const admin = await t.signedIn('admin');
    const PAGE = `query ($since: DateTime, $after: String) {
      adminSeriesPage(updatedSince: $since, first: 1, after: $after) {
        nodes { id status updatedAt visits { guidId } } hasNextPage endCursor
      }
    }`;
    const seen: { id: string; updatedAt: string; visits: { guidId: string }[] }[] = [];
    type SeriesPage = { nodes: typeof seen; hasNextPage: boolean; endCursor: string | null };
    const read = (after: string | null) => admin.gql<{ adminSeriesPage: SeriesPage }>(PAGE, { since, after });
    let after: string | null = null;
    for (;;) {
      const res = await read(after);
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
      const page: SeriesPage = res.data!.adminSeriesPage;
      seen.push(...page.nodes);
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    const mine = seen.find((s) => s.visits.some((v) => v.guidId === booking.guidId));
    expect(mine).toMatchObject({ updatedAt: expect.any(String) });
    expect(new Set(seen.map((s) => s.id)).size).toBe(seen.length);
    expect((await customer.gql(PAGE, { since })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
