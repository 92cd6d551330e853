/**
 * The dashboard's figures over a fixture week (Wednesday 12 March 2031; the week is 10-16 March, the
 * month March): each rule of docs/product.md ("The admin area", Dashboard) against rows written
 * straight to the database, as every writer (checkout, office, series job, payments) leaves them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, bookingSeries, crews, payments } from '../db/schema.js';
import { insertUser } from '../bookings/test-fixtures.js';
import { startTestApi, type TestApi } from '../test/harness.js';

const TODAY = '2031-03-12';
const at = (date: string, time = '09:00') => `${date}T${time}:00+02:00`;

let api: TestApi;
const ids: Record<string, number> = {};
let customer: { alice: number; bob: number };

beforeAll(async () => {
  api = await startTestApi();
  const db = api.db;
  customer = { alice: (await insertUser(db)).id, bob: (await insertUser(db, { name: 'Bongani Dube' })).id };
  const [aloe, baobab, cycad] = await db
    .insert(crews)
    .values([
      { name: 'Aloe crew', colour: '#2f9e44' },
      { name: 'Baobab crew', colour: '#1971c2' },
      { name: 'Cycad crew', colour: '#e8590c', active: false },
    ])
    .returning();
  let n = 0;
  const booking = async (key: string, values: Partial<typeof bookings.$inferInsert>) => {
    const [row] = await db
      .insert(bookings)
      .values({
        guidId: `booking-dash-${++n}-${Date.now()}`,
        userId: customer.alice,
        bookingTime: '10:00 - 10:45',
        durationMinutes: 45,
        addressSuburb: 'Rondebosch',
        ...values,
      })
      .returning({ id: bookings.id });
    ids[key] = row!.id;
    return row!.id;
  };
  const pay = (
    bookingId: number,
    amount: number,
    createdAt: string,
    more: Partial<typeof payments.$inferInsert> = {},
  ) =>
    db.insert(payments).values({
      bookingId,
      providerPaymentId: `pf-${++n}-${Date.now()}`,
      amount,
      status: 'COMPLETE',
      createdAt,
      ...more,
    });

  // Paid at checkout on the 11th, visited today by the Aloe crew; paid a second time today (owed back).
  await booking('paid', {
    bookingDate: TODAY,
    status: 'confirmed',
    totalPrice: 500,
    crewId: aloe!.id,
    paidAt: at('2031-03-11', '09:05'),
    createdAt: at('2031-03-11'),
  });
  await pay(ids.paid!, 500, at('2031-03-11', '09:05'));
  await pay(ids.paid!, 428, at(TODAY, '09:00'), { refundStatus: 'due', refundReason: 'second_payment' });
  // Paid last week, then cancelled: not a visit, not a booking made, its payment owed back.
  await booking('cancelled', {
    bookingDate: '2031-03-13',
    status: 'cancelled',
    totalPrice: 900,
    paidAt: at('2031-03-05'),
    createdAt: at('2031-03-05'),
  });
  await pay(ids.cancelled!, 900, at('2031-03-05'), { refundStatus: 'due', refundReason: 'cancelled' });
  // Confirmed by hand without a payment (a failed one does not count): a visit and owed, not money.
  await booking('handConfirmed', {
    userId: customer.bob,
    bookingDate: '2031-03-11',
    bookingTime: '11:30 - 12:15',
    status: 'confirmed',
    totalPrice: 650,
    crewId: baobab!.id,
    createdAt: at('2031-03-09'),
  });
  await pay(ids.handConfirmed!, 650, at(TODAY), { status: 'FAILED' });
  // Booked and paid in February, done on Monday: work of this week, money of February.
  await booking('doneMonday', {
    userId: customer.bob,
    bookingDate: '2031-03-10',
    status: 'completed',
    totalPrice: 400,
    paidAt: at('2031-02-20'),
    createdAt: at('2031-02-20'),
  });
  await pay(ids.doneMonday!, 400, at('2031-02-20', '10:00'));
  // Booked in February for next week, paid today: money of today, not of the visit's week.
  await booking('paidToday', {
    bookingDate: '2031-03-20',
    status: 'confirmed',
    totalPrice: 300,
    crewId: cycad!.id,
    paidAt: at(TODAY, '08:00'),
    createdAt: at('2031-02-25'),
  });
  await pay(ids.paidToday!, 300, at(TODAY, '08:00'));
  // Paid twice last week; the second payment was refunded yesterday: money paid back this week.
  await booking('refunded', {
    bookingDate: '2031-03-03',
    status: 'confirmed',
    totalPrice: 200,
    paidAt: at('2031-03-02'),
    createdAt: at('2031-03-02'),
    refundStatus: 'refunded',
  });
  await pay(ids.refunded!, 200, at('2031-03-02'));
  await pay(ids.refunded!, 200, at('2031-03-02', '09:30'), {
    refundStatus: 'refunded',
    refundReason: 'second_payment',
    refundedAt: at('2031-03-11', '12:00'),
  });
  // A checkout whose hold ran out: neither a visit nor a booking made.
  await booking('expired', {
    bookingDate: '2031-03-14',
    bookingTime: '11:30 - 12:15',
    status: 'pending',
    totalPrice: 700,
    heldUntil: '2026-01-01T00:00:00Z',
    createdAt: at(TODAY),
  });
  // A two-day job for the Baobab crew, paid today.
  await booking('twoDays', {
    userId: customer.bob,
    bookingDate: '2031-03-13',
    durationMinutes: 600,
    status: 'confirmed',
    totalPrice: 5000,
    crewId: baobab!.id,
    paidAt: at(TODAY, '10:00'),
    createdAt: at(TODAY),
  });
  await pay(ids.twoDays!, 5000, at(TODAY, '10:00'));
  // A weekly series booked on the 1st: its first visit is the booking made; the job's visits are work.
  const [series] = await db
    .insert(bookingSeries)
    .values({
      kind: 'repeat',
      userId: customer.bob,
      name: 'Lawn mowing, weekly',
      repeatWeeks: 1,
      bookingTime: '13:00 - 13:45',
      startDate: '2031-03-03',
      visitPrice: 350,
    })
    .returning();
  const visit = (key: string, date: string, values: Partial<typeof bookings.$inferInsert>) =>
    booking(key, {
      userId: customer.bob,
      bookingDate: date,
      bookingTime: '13:00 - 13:45',
      seriesId: series!.id,
      seriesDate: date,
      totalPrice: 350,
      createdAt: at('2031-03-10', '02:00'),
      ...values,
    });
  await visit('seriesFirst', '2031-03-03', {
    status: 'confirmed',
    paidAt: at('2031-03-01'),
    createdAt: at('2031-03-01'),
  });
  await pay(ids.seriesFirst!, 350, at('2031-03-01'));
  await db
    .update(bookingSeries)
    .set({ firstBookingId: ids.seriesFirst! })
    .where(sql`${bookingSeries.id} = ${series!.id}`);
  await visit('seriesDue', '2031-03-10', { status: 'pending', payLater: true });
  await visit('seriesLater', '2031-03-17', { status: 'pending', payLater: true });
  await visit('seriesSkipped', '2031-03-14', { status: 'cancelled', skipped: true });
});
afterAll(() => api.close());

describe('dashboard/figures.php', () => {
  it('counts the week and the month: visits by their date, bookings made, money by its date', async () => {
    const res = await api.get(`dashboard/figures.php?today=${TODAY}`);
    expect(res.status).toBe(200);
    expect(res.body.thisWeek).toEqual({
      from: '2031-03-10',
      to: '2031-03-16',
      // Done on Monday; the series' due visit, the hand-confirmed, today's and the two-day job.
      visitsCompleted: 1,
      visitsScheduled: 4,
      // Today's paid booking and the two-day job: not the cancelled, expired or series-made ones.
      bookingsMade: 2,
      // 500 + 428 (owed back, but received) + 300 + 5000, not the failed 650 or February's 400.
      received: 6228,
      refunded: 200,
      moneyReceived: 6028,
    });
    expect(res.body.thisMonth).toEqual({
      from: '2031-03-01',
      to: '2031-03-31',
      visitsCompleted: 1,
      // The week's four, next week's booking and series visit, and the two visits of the 3rd.
      visitsScheduled: 8,
      bookingsMade: 5,
      received: 6228 + 900 + 200 + 200 + 350,
      refunded: 200,
      moneyReceived: 7678,
    });
  });

  it('gives the weekly chart the same figures, Monday weeks ending with this one', async () => {
    const res = await api.get(`users/get-admin-stat.php?today=${TODAY}`);
    expect(res.status).toBe(200);
    expect(res.body.weekly).toHaveLength(12);
    expect(res.body.weekly.slice(-3)).toEqual([
      // Booked and paid on 1-2 March, and February's booking for the 20th; no visits that week.
      { weekStart: '2031-02-24', bookings: 3, visits: 0, revenue: 200 + 200 + 350 },
      // The visits of the 3rd; the hand-confirmed booking made on the 9th; the cancelled one's payment.
      { weekStart: '2031-03-03', bookings: 1, visits: 2, revenue: 900 },
      { weekStart: '2031-03-10', bookings: 2, visits: 5, revenue: 6028 },
    ]);
    expect(res.body.weekly[0].weekStart).toBe('2030-12-23');
  });
});

describe('dashboard/owed.php', () => {
  it('sums the refunds due and the unpaid visits, oldest first, with their bookings', async () => {
    const res = await api.get(`dashboard/owed.php?today=${TODAY}`);
    expect(res.status).toBe(200);
    expect(res.body.refundsDue).toMatchObject({ amount: 1328, count: 2, oldest: '2031-03-05' });
    expect(
      res.body.refundsDue.items.map((i: { bookingId: number; amount: number; reason: string }) => [
        i.bookingId,
        i.amount,
        i.reason,
      ]),
    ).toEqual([
      [ids.cancelled, 900, 'cancelled'],
      [ids.paid, 428, 'second_payment'],
    ]);
    // The hand-confirmed booking and the series visit whose day has come; not next week's visit.
    expect(res.body.unpaid).toMatchObject({ amount: 1000, count: 2, oldest: '2031-03-10' });
    expect(res.body.unpaid.items).toEqual([
      expect.objectContaining({
        bookingId: ids.seriesDue,
        amount: 350,
        bookingDate: '2031-03-10',
        status: 'pending',
        customerId: customer.bob,
        customerName: 'Bongani Dube',
      }),
      expect.objectContaining({ bookingId: ids.handConfirmed, amount: 650, status: 'confirmed' }),
    ]);
  });
});

describe('dashboard/today.php', () => {
  it("lists the day's visits with time, customer, suburb, crew and status", async () => {
    const res = await api.get(`dashboard/today.php?today=${TODAY}`);
    expect(res.status).toBe(200);
    expect(res.body.date).toBe(TODAY);
    expect(res.body.jobs).toEqual([
      expect.objectContaining({
        bookingId: ids.paid,
        time: '10:00 - 10:45',
        customerId: customer.alice,
        suburb: 'Rondebosch',
        crewName: 'Aloe crew',
        status: 'confirmed',
        continued: false,
      }),
    ]);
  });

  it("lists a long job on its second day, from the day's first slot", async () => {
    const res = await api.get('dashboard/today.php?today=2031-03-14');
    expect(res.body.jobs).toEqual([
      expect.objectContaining({
        bookingId: ids.twoDays,
        // the start of the day's first 15-minute cell it covers
        time: '10:00',
        crewName: 'Baobab crew',
        continued: true,
      }),
    ]);
  });
});

describe('dashboard/crew-load.php', () => {
  it('gives each crew its booked minutes per day against the working minutes', async () => {
    const res = await api.get(`dashboard/crew-load.php?today=${TODAY}&days=9`);
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(9);
    expect(res.body.days[0]).toEqual({ date: TODAY, workingMinutes: 450 });
    const rows = Object.fromEntries(
      res.body.crews.map((c: { name: string; bookedMinutes: number[] }) => [c.name, c.bookedMinutes]),
    );
    expect(rows).toEqual({
      'Aloe crew': [45, 0, 0, 0, 0, 0, 0, 0, 0],
      // The two-day job's 600 minutes, rounded up to 45-minute slots (630): the first day's 450 from
      // 10:00 to the close, then 180 from the next working day's opening.
      'Baobab crew': [0, 450, 180, 0, 0, 0, 0, 0, 0],
      // Inactive, listed because it still has work on the 20th.
      'Cycad crew': [0, 0, 0, 0, 0, 0, 0, 0, 45],
      // The series' visit of the 17th has no crew yet.
      Unassigned: [0, 0, 0, 0, 0, 45, 0, 0, 0],
    });
  });

  it('refuses a day that is not a date', async () => {
    expect((await api.get('dashboard/crew-load.php?today=tomorrow')).status).toBe(400);
  });
});
