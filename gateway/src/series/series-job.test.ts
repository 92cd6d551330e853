/**
 * The series job as the gateway runs it (SERIES_JOB_INTERVAL_SECONDS), over a real api: it creates a
 * fortnightly series' visits ahead and e-mails the customer of a visit whose planned slot was full,
 * saying where it was planned and where it is now. The visits the api plans at once when the first
 * visit is paid (through the gateway's payment notification) are told of the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFrequency, insertCatalogue } from '../../../api/src/bookings/test-fixtures.js';
import { startTestApi } from '../../../api/src/test/harness.js';
import { formatBookingDate } from '../email/format.js';
import {
  plusDays,
  outboxMessages,
  payThroughNotification,
  startTestGateway,
  TEST_VISIT,
  type TestGateway,
  workingSeriesStart,
} from '../test/harness.js';

let t: TestGateway;
let serviceId: string;
let fortnightly: string;
/** Another customer's one-off visit of the same service (a line must choose its Frequency). */
let onceOff: string;

beforeAll(async () => {
  // One place per slot, so one other booking fills a slot.
  const api = await startTestApi({ slotCapacity: 1 });
  const c = await insertCatalogue(api.db);
  const ids = await addFrequency(api.db, c.otherService.id, [
    { label: 'Fortnightly', repeatWeeks: 2 },
    { label: 'Once-off' },
  ]);
  serviceId = String(c.otherService.id);
  fortnightly = ids.Fortnightly!;
  onceOff = ids['Once-off']!;
  t = await startTestGateway({ api, config: { seriesJobIntervalSeconds: 1 } });
});
afterAll(() => t.close());

const CREATE = `mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId series { id } } } }`;

/** The customer's messages, quoted-printable soft breaks undone. */
const mailTo = (email: string) =>
  outboxMessages(t.config.dataDir, email).map((raw) => raw.replace(/=\r\n/g, '').replace(/=3D/g, '='));

describe('the series job', () => {
  it("creates the series' visits ahead and e-mails where a visit went when its slot was full", async () => {
    // A fortnightly series whose visits in the 8-week window all fall on working days (a visit planned
    // on a Sunday or a holiday would move for that reason too), however the days fall from today.
    const start = workingSeriesStart(3, 2, 5);
    // Someone else holds the slot the series' second visit is planned for.
    const other = await t.signedIn('client');
    const taken = await other.gql(CREATE, {
      input: {
        address: TEST_VISIT,
        booking: {
          date: plusDays(start, 14),
          timeSlot: '10:00 - 10:45',
          lines: [{ serviceId, optionIds: [onceOff] }],
        },
      },
    });
    expect(taken.errors, JSON.stringify(taken.errors)).toBeUndefined();

    // Paying the first visit plans the next ones at once, within the window: one week, so none yet.
    expect((await t.api.post('series/settings.php', { windowWeeks: 1 })).status).toBe(200);
    const customer = await t.signedIn('client');
    const booked = await customer.gql(CREATE, {
      input: {
        address: TEST_VISIT,
        booking: {
          date: start,
          timeSlot: '10:00 - 10:45',
          lines: [{ serviceId, optionIds: [fortnightly] }],
        },
      },
    });
    expect(booked.errors, JSON.stringify(booked.errors)).toBeUndefined();
    const first = booked.data!.createBooking.booking.guidId as string;
    const stored = await t.api.get(`bookings/get.php?guidId=${first}`);
    const paid = await t.api.post('bookings/record-payment.php', {
      guidId: first,
      providerPaymentId: `pf-${first}`,
      amount: stored.body.totalPrice,
      status: 'COMPLETE',
    });
    expect(paid.status, paid.text).toBe(200);
    // The office widens the window: the job creates the visits of the next 8 weeks.
    expect((await t.api.post('series/settings.php', { windowWeeks: 8 })).status).toBe(200);

    const READ = `{ me { series { visits { bookingDate bookingTime payLater movedFrom } } } }`;
    let visits: { bookingDate: string; bookingTime: string; payLater: boolean; movedFrom: string | null }[] =
      [];
    await expect
      .poll(
        async () => {
          visits = (await customer.gql(READ)).data!.me.series[0].visits;
          return visits.length;
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBeGreaterThanOrEqual(3);
    expect(visits[0]).toMatchObject({
      bookingDate: start,
      bookingTime: '10:00 - 10:45',
      payLater: false,
    });
    // Planned for the second visit's day at 10:00, which was full: the nearest free slot that day.
    expect(visits[1]).toMatchObject({
      bookingDate: plusDays(start, 14),
      bookingTime: '10:45 - 11:30',
      payLater: true,
      movedFrom: `${plusDays(start, 14)} 10:00 - 10:45`,
    });
    expect(visits[2]).toMatchObject({
      bookingDate: plusDays(start, 28),
      bookingTime: '10:00 - 10:45',
      movedFrom: null,
    });

    let mail: string | undefined;
    await expect
      .poll(() => (mail = mailTo(customer.email).find((m) => m.includes('already full'))), {
        timeout: 10_000,
      })
      .toBeTruthy();
    const day = formatBookingDate(plusDays(start, 14));
    expect(mail).toContain(`planned for ${day} at 10:00, but that time slot is already full.`);
    expect(mail).toContain(`the nearest free slot instead: ${day}, 10:45 - 11:30.`);
    expect(mail).toMatch(/\/manage\/booking-/);
    // One e-mail for the one visit moved, however often the job has run since.
    expect(mailTo(customer.email).filter((m) => m.includes('already full'))).toHaveLength(1);
  });

  it('tells of a visit placed elsewhere when paying the first visit planned it at once', async () => {
    // A fortnightly series whose visits in the 8-week window all fall on working days (a visit planned
    // on a Sunday or a holiday would move for that reason too), however the days fall from today.
    const start = workingSeriesStart(5, 2, 5);
    const other = await t.signedIn('client');
    const taken = await other.gql(CREATE, {
      input: {
        address: TEST_VISIT,
        booking: {
          date: plusDays(start, 14),
          timeSlot: '12:15 - 13:00',
          lines: [{ serviceId, optionIds: [onceOff] }],
        },
      },
    });
    expect(taken.errors, JSON.stringify(taken.errors)).toBeUndefined();
    const customer = await t.signedIn('client');
    const booked = await customer.gql(CREATE, {
      input: {
        address: TEST_VISIT,
        booking: {
          date: start,
          timeSlot: '12:15 - 13:00',
          lines: [{ serviceId, optionIds: [fortnightly] }],
        },
      },
    });
    expect(booked.errors, JSON.stringify(booked.errors)).toBeUndefined();
    const guidId = booked.data!.createBooking.booking.guidId as string;
    const notified = await payThroughNotification(t, customer, guidId);
    expect(notified.status).toBe(200);

    let mail: string | undefined;
    await expect
      .poll(() => (mail = mailTo(customer.email).find((m) => m.includes('already full'))), {
        timeout: 10_000,
      })
      .toBeTruthy();
    const day = formatBookingDate(plusDays(start, 14));
    // The nearest free slot: the one before and the one after are as near; the earlier first.
    expect(mail).toContain(`planned for ${day} at 12:15, but that time slot is already full.`);
    expect(mail).toContain(`the nearest free slot instead: ${day}, 11:30 - 12:15.`);
    // Another run (as the job's next tick makes it) reports no visit moved again, so no second e-mail
    // can follow: the job e-mails exactly the visits a run reports moved.
    const again = await t.api.post('series/extend.php', { limit: 100 });
    expect(again.status, again.text).toBe(200);
    expect((again.body as { moved: unknown[] }).moved).toEqual([]);
    expect(mailTo(customer.email).filter((m) => m.includes('already full'))).toHaveLength(1);
  });

  it('tells of a visit placed elsewhere when resuming planned it at once', async () => {
    // A fortnightly series whose visits in the 8-week window all fall on working days (a visit planned
    // on a Sunday or a holiday would move for that reason too), however the days fall from today.
    const start = workingSeriesStart(6, 2, 5);
    const customer = await t.signedIn('client');
    const booked = await customer.gql(CREATE, {
      input: {
        address: TEST_VISIT,
        booking: {
          date: start,
          timeSlot: '14:30 - 15:15',
          lines: [{ serviceId, optionIds: [fortnightly] }],
        },
      },
    });
    expect(booked.errors, JSON.stringify(booked.errors)).toBeUndefined();
    const { guidId, series } = booked.data!.createBooking.booking as {
      guidId: string;
      series: { id: string };
    };
    const stored = await t.api.get(`bookings/get.php?guidId=${guidId}`);
    const paid = await t.api.post('bookings/record-payment.php', {
      guidId,
      providerPaymentId: `pf-${guidId}`,
      amount: stored.body.totalPrice,
      status: 'COMPLETE',
    });
    expect(paid.status, paid.text).toBe(200);
    const CHANGE = `mutation($input: ChangeSeriesInput!) { changeSeries(input: $input) { series { status } } }`;
    const paused = await customer.gql(CHANGE, { input: { seriesId: series.id, action: 'PAUSE' } });
    expect(paused.errors, JSON.stringify(paused.errors)).toBeUndefined();
    // While it is paused, someone else takes the slot of its next visit.
    const other = await t.signedIn('client');
    const taken = await other.gql(CREATE, {
      input: {
        address: TEST_VISIT,
        booking: {
          date: plusDays(start, 14),
          timeSlot: '14:30 - 15:15',
          lines: [{ serviceId, optionIds: [onceOff] }],
        },
      },
    });
    expect(taken.errors, JSON.stringify(taken.errors)).toBeUndefined();
    const resumed = await customer.gql(CHANGE, { input: { seriesId: series.id, action: 'RESUME' } });
    expect(resumed.errors, JSON.stringify(resumed.errors)).toBeUndefined();

    let mail: string | undefined;
    await expect
      .poll(() => (mail = mailTo(customer.email).find((m) => m.includes('already full'))), {
        timeout: 10_000,
      })
      .toBeTruthy();
    // one e-mail for the resume, saying where the visit went and where it was planned
    const day = formatBookingDate(plusDays(start, 14));
    expect(mail).toContain(
      `Planned again: ${day}, 13:45 - 14:30 (planned for ${day} at 14:30, but that time slot is already full)`,
    );
  });
});
