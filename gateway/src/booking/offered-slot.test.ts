/**
 * Every path that books or moves a booking checks the whole length of its work from the chosen start
 * before it writes: the office's new booking and move as well as the customer's checkout and move. A
 * covered slot that is full, or work that would run past the day, is refused with its cause and no
 * write reaches the api (the database's capacity rule stays the last word for any writer).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { categories, services } from '../../../api/src/db/schema.js';
import { startTestGateway, type GqlClient, type TestGateway } from '../test/harness.js';

let t: TestGateway;
let admin: GqlClient;
const ids = { quick: '', three: '', day: '' };

const ADMIN_CREATE = `mutation ($input: AdminCreateBookingInput!) {
  adminCreateBooking(input: $input) { booking { id guidId } }
}`;
const ADMIN_MOVE = `mutation ($input: AdminRescheduleBookingInput!) {
  adminRescheduleBooking(input: $input) { booking { id bookingDate bookingTime } }
}`;
const MOVE = `mutation ($input: RescheduleBookingInput!) {
  rescheduleBooking(input: $input) { booking { guidId bookingTime } }
}`;

/** How many writes of this kind reached the api so far. */
const writes = (path: string) =>
  t.apiCalls.filter((c) => c.call.method === 'POST' && c.call.path.startsWith(path)).length;

/** A booking by the office for a fresh customer (each has their own unpaid holds). */
async function officeBooks(serviceId: string, date: string, timeSlot: string) {
  const customer = await t.signedIn('client');
  return admin.gql(ADMIN_CREATE, {
    input: {
      userId: String(customer.userId),
      booking: { date, timeSlot, lines: [{ serviceId }] },
      address: { street: '1 Main Road', suburb: 'Rondebosch', postalCode: '7700' },
      payment: { way: 'LINK' },
    },
  });
}

beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  const [category] = await t.api.db.select({ id: categories.id }).from(categories).limit(1);
  const made = await t.api.db
    .insert(services)
    .values([
      { categoryId: category!.id, name: 'Length test: one slot', basePrice: 100, durationMinutes: 45 },
      { categoryId: category!.id, name: 'Length test: three slots', basePrice: 300, durationMinutes: 135 },
      { categoryId: category!.id, name: 'Length test: a day', basePrice: 900, durationMinutes: 450 },
    ])
    .returning({ id: services.id });
  [ids.quick, ids.three, ids.day] = made.map((m) => String(m.id)) as [string, string, string];
  // The gateway prices from its catalogue in memory: wait until it knows the new services.
  await vi.waitFor(
    async () => {
      const plan = await t
        .client()
        .gql('query ($d: Date!, $l: [BookingLineInput!]!) { visitPlan(date: $d, lines: $l) { minutes } }', {
          d: '2033-03-01',
          l: [{ serviceId: ids.three }],
        });
      expect(plan.data?.visitPlan.minutes).toBe(135);
    },
    { timeout: 10_000, interval: 100 },
  );
  admin = await t.signedIn('admin');
});
afterAll(() => t?.close());

describe("the office's new booking", () => {
  it('is refused before any write when a later slot its work covers is full', async () => {
    const date = '2033-03-01';
    for (let i = 0; i < 2; i++) {
      const filled = await officeBooks(ids.quick, date, '12:15 - 13:00');
      expect(filled.errors).toBeUndefined();
    }
    const before = writes('bookings/save.php');
    const res = await officeBooks(ids.three, date, '11:30 - 12:15');
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'SLOT_FULL', field: 'booking.timeSlot' });
    expect(writes('bookings/save.php')).toBe(before);
    // Started after the full slot, the same work fits.
    expect((await officeBooks(ids.three, date, '13:00 - 13:45')).errors).toBeUndefined();
  });

  it('is refused with its cause when the work would run past the day', async () => {
    const before = writes('bookings/save.php');
    const res = await officeBooks(ids.day, '2033-03-02', '10:45 - 11:30');
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'WORK_DOES_NOT_FIT',
      field: 'booking.timeSlot',
    });
    expect(writes('bookings/save.php')).toBe(before);
    expect((await officeBooks(ids.day, '2033-03-02', '10:00 - 10:45')).errors).toBeUndefined();
  });
});

describe('moving a booking', () => {
  it('by the office: refused with its cause, before any write, when the work would run past the day', async () => {
    const made = await officeBooks(ids.three, '2033-03-03', '10:00 - 10:45');
    expect(made.errors).toBeUndefined();
    const id = made.data!.adminCreateBooking.booking.id as string;
    const before = writes('bookings/reschedule.php');
    const res = await admin.gql(ADMIN_MOVE, { input: { id, date: '2033-03-04', timeSlot: '16:45 - 17:30' } });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'WORK_DOES_NOT_FIT', field: 'timeSlot' });
    expect(writes('bookings/reschedule.php')).toBe(before);
    const moved = await admin.gql(ADMIN_MOVE, {
      input: { id, date: '2033-03-04', timeSlot: '15:15 - 16:00' },
    });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.adminRescheduleBooking.booking).toMatchObject({ bookingTime: '15:15 - 16:00' });
  });

  it('by the office: onto slots it already holds (a one-slot shift on a full day) is not refused', async () => {
    const date = '2033-03-05';
    const first = await officeBooks(ids.three, date, '10:00 - 10:45');
    const second = await officeBooks(ids.three, date, '10:00 - 10:45');
    expect(first.errors ?? second.errors).toBeUndefined();
    const id = first.data!.adminCreateBooking.booking.id as string;
    // 10:45 and 11:30 are full, but one of their two places is this booking's own.
    const res = await admin.gql(ADMIN_MOVE, { input: { id, date, timeSlot: '10:45 - 11:30' } });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  });

  it('by the customer: refused with its cause, before any write, when the work would run past the day', async () => {
    const customer = await t.signedIn('client');
    const made = await customer.gql(
      `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`,
      {
        input: {
          booking: { date: '2033-03-08', timeSlot: '10:00 - 10:45', lines: [{ serviceId: ids.three }] },
          address: { street: '1 Main Road', suburb: 'Rondebosch', postalCode: '7700' },
        },
      },
    );
    expect(made.errors).toBeUndefined();
    const guidId = made.data!.createBooking.booking.guidId as string;
    const before = writes('bookings/reschedule.php');
    const res = await customer.gql(MOVE, {
      input: { guidId, date: '2033-03-07', timeSlot: '16:45 - 17:30' },
    });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'WORK_DOES_NOT_FIT', field: 'timeSlot' });
    expect(writes('bookings/reschedule.php')).toBe(before);
  });
});
