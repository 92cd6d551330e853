import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, packages, packageServices, payments, services } from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import { workingDayFrom } from '../test/calendar.js';
import { type Catalogue, startBookingTestApi, VISIT_ADDRESS } from '../bookings/test-fixtures.js';
import { addDays, johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { programmeShareOwed } from './give-up-programme.js';

let api: TestApi;
let c: Catalogue;
let userId: number;
let packageId: number;
beforeAll(async () => {
  ({ api, c, userId } = await startBookingTestApi());
  const [mow] = await api.db
    .insert(services)
    .values({ categoryId: c.category.id, name: 'Give-up mow', basePrice: 300, durationMinutes: 45 })
    .returning();
  // R 1 000 for four fortnightly mows: a share is R 250.
  const [pkg] = await api.db.insert(packages).values({ name: 'Four mows', price: 1000 }).returning();
  packageId = pkg!.id;
  await api.db.insert(packageServices).values({
    packageId,
    serviceId: mow!.id,
    serviceName: 'Give-up mow',
    quantity: 4,
    firstWeek: 0,
    everyWeeks: 2,
  });
});
afterAll(() => api.close());

const today = johannesburgToday();
let offset = 0;
/** A working day a week or more ahead, a different one for each test. */
function nextStart(): string {
  for (;;) {
    const day = addDays(today, 7 + offset++);
    if (workingDayFrom(day) === day) return day;
  }
}

/** A paid programme of four visits: its first visit and the visits, by date. */
async function paidProgramme(price = 1000) {
  const saved = await api.post<{ id: number; guidId: string; seriesId: number }>('bookings/save.php', {
    userId,
    bookingDate: nextStart(),
    bookingTime: '14:30 - 15:15',
    totalPrice: price,
    services: [{ packageId, price, variationOptionIds: [], addOnIds: [] }],
    address: VISIT_ADDRESS,
  });
  expect(saved.status, saved.text).toBe(200);
  const first = saved.body;
  const paid = await api.post('bookings/record-payment.php', {
    guidId: first.guidId,
    providerPaymentId: `pf-give-up-${first.id}`,
    amount: price,
    status: 'COMPLETE',
  });
  expect(paid.status, paid.text).toBe(200);
  return { first, visits: await visitsOf(first.seriesId) };
}

async function visitsOf(seriesId: number) {
  const s = (await api.get<any>(`series/get.php?id=${seriesId}`)).body;
  return s.visits as { id: number; guidId: string; status: string }[];
}

async function refundOf(id: number) {
  const b = (await api.get<any>(`bookings/get.php?id=${id}`)).body;
  return { refundStatus: b.refundStatus, refundDue: b.refundDue, amountPaid: b.amountPaid };
}

describe('the share owed back', () => {
  it('is each visit not done, in cents, the last share taking the rest', () => {
    expect(programmeShareOwed(100000, [false, false, false])).toBe(100000);
    expect(programmeShareOwed(100000, [true, false, false])).toBe(66667);
    expect(programmeShareOwed(100000, [true, true, false])).toBe(33334);
    expect(programmeShareOwed(100000, [true, true, true])).toBe(0);
    expect(programmeShareOwed(0, [false])).toBe(0);
  });
});

describe('giving up a programme', () => {
  it('cancelling its paid first visit cancels every later visit and owes all of it back', async () => {
    const { first, visits } = await paidProgramme();
    expect(visits.map((v) => v.status)).toEqual(['confirmed', 'confirmed', 'confirmed', 'confirmed']);
    const preview = await api.get<any>(`bookings/cancel-preview.php?id=${first.guidId}`);
    expect(preview.body).toMatchObject({ programme: true, refundDue: 1000, doneVisits: 0, allVisits: 4 });
    expect(preview.body.visits.map((v: any) => v.id)).toEqual(visits.map((v) => v.id));

    expect((await api.get(`bookings/cancel.php?id=${first.guidId}`)).status).toBe(200);
    expect((await visitsOf(first.seriesId)).map((v) => v.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(await refundOf(first.id)).toMatchObject({ refundStatus: 'due', refundDue: 1000 });
  });

  it('with a visit done, owes back only the share of the visits not done', async () => {
    const { first, visits } = await paidProgramme();
    // the office marked the second visit done (it was done early)
    await api.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, visits[1]!.id));
    const preview = await api.get<any>(`bookings/cancel-preview.php?id=${first.id}`);
    expect(preview.body).toMatchObject({ refundDue: 750, doneVisits: 1, allVisits: 4 });
    expect(preview.body.visits.map((v: any) => v.id)).toEqual([visits[0]!.id, visits[2]!.id, visits[3]!.id]);

    const moved = await api.post<any>('bookings/set-status.php', {
      id: first.id,
      status: 'cancelled',
      byOffice: true,
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await visitsOf(first.seriesId)).map((v) => v.status)).toEqual([
      'cancelled',
      'completed',
      'cancelled',
      'cancelled',
    ]);
    expect(await refundOf(first.id)).toMatchObject({ refundStatus: 'due', refundDue: 750, amountPaid: 250 });
    const [payment] = await api.db.select().from(payments).where(eq(payments.bookingId, first.id));
    expect(payment).toMatchObject({ amount: 1000, refundStatus: 'due', refundAmount: 750 });
    // the office's list of the booking's payments says the part owed back
    const listed = await api.get<any[]>(`bookings/payments.php?id=${first.id}`);
    expect(listed.body[0]).toMatchObject({ amount: 1000, refundStatus: 'due', refundAmount: 750 });

    // the office refunds it: R 750 refunded, nothing owed
    expect((await api.post('bookings/mark-refunded.php', { id: first.id })).status).toBe(200);
    expect(await refundOf(first.id)).toMatchObject({ refundStatus: 'refunded', refundDue: 0 });
  });

  it('cancelling or skipping one later visit owes nothing and keeps the others booked', async () => {
    const { first, visits } = await paidProgramme();
    const preview = await api.get<any>(`bookings/cancel-preview.php?id=${visits[2]!.id}`);
    expect(preview.body).toMatchObject({ programme: false, laterProgrammeVisit: true, refundDue: 0 });
    expect(preview.body.visits.map((v: any) => v.id)).toEqual([visits[2]!.id]);

    expect((await api.get(`bookings/cancel.php?id=${visits[2]!.guidId}`)).status).toBe(200);
    expect((await api.post('series/skip.php', { bookingId: visits[3]!.id })).status).toBe(200);
    expect((await visitsOf(first.seriesId)).map((v) => v.status)).toEqual([
      'confirmed',
      'confirmed',
      'cancelled',
      'cancelled',
    ]);
    expect(await refundOf(first.id)).toMatchObject({ refundStatus: null, refundDue: 0, amountPaid: 1000 });

    // given up afterwards, the skipped visits count as not done: all of it back
    await api.get(`bookings/cancel.php?id=${first.guidId}`);
    expect(await refundOf(first.id)).toMatchObject({ refundStatus: 'due', refundDue: 1000 });
  });
});
