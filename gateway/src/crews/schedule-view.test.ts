/**
 * The schedule reads the api's schedule view when its query asks only for what that view answers, and
 * the whole booking otherwise: both answer the same for the fields the view carries, and a field it
 * does not carry (what is owed, a line's options) is still answered truly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookableServiceLine,
  nthWorkingDay,
  startTestGateway,
  TEST_VISIT,
  type TestGateway,
} from '../test/harness.js';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ seed: true });
});
afterAll(() => t.close());

// The fields the office's schedule page asks for (client/src/admin/schedule/operations.ts).
const SCHEDULE_FIELDS = `id guidId bookingDate bookingTime durationMinutes status totalPrice startedAt payLater
  movedFrom series { id kind status name repeatWeeks } crew { id } customer { name } address { suburb }
  services { id name }`;
const schedule = (extra: string) => `query ($from: Date!, $to: Date!) { adminSchedule(from: $from, to: $to) {
  bookings { ${SCHEDULE_FIELDS} ${extra} } parts { date from to day days booking { id guidId } } } }`;
const CREATE = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`;

describe("the schedule's read", () => {
  it('answers the same from the schedule view as from the whole booking, and what is owed truly', async () => {
    const day = nthWorkingDay(30);
    const line = await bookableServiceLine(t.client());
    const customer = await t.signedIn('client');
    const mine = new Set<string>();
    for (const timeSlot of ['10:00 - 10:45', '13:00 - 13:45']) {
      const made = await customer.gql(CREATE, {
        input: { address: TEST_VISIT, booking: { date: day, timeSlot, lines: [line] } },
      });
      expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
      mine.add(made.data!.createBooking.booking.guidId);
    }
    const manager = await t.signedIn('manager');
    const lean = await manager.gql(schedule(''), { from: day, to: day });
    expect(lean.errors, JSON.stringify(lean.errors)).toBeUndefined();
    const whole = await manager.gql(schedule('amountOwed services { variations { label } }'), {
      from: day,
      to: day,
    });
    expect(whole.errors, JSON.stringify(whole.errors)).toBeUndefined();

    const ours = (r: typeof lean) => r.data!.adminSchedule.bookings.filter((b: any) => mine.has(b.guidId));
    expect(ours(lean)).toHaveLength(2);
    expect(lean.data!.adminSchedule.parts).toEqual(whole.data!.adminSchedule.parts);
    expect(ours(lean)).toEqual(
      ours(whole).map(({ amountOwed: _owed, services, ...b }: any) => ({
        ...b,
        services: services.map(({ variations: _v, ...s }: any) => s),
      })),
    );
    // unpaid: the whole of it is owed, and its line's options are there
    for (const b of ours(whole)) {
      expect(b.amountOwed).toBe(b.totalPrice);
      expect(b.services[0].variations.length).toBeGreaterThan(0);
    }
  });
});
