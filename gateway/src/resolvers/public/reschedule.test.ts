import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAllowed } from '../../booking/change-window.js';
import {
  nthWorkingDay,
  firstServiceLine,
  startTestGateway,
  TEST_VISIT,
  workingDayAfter,
} from '../../test/harness.js';
import type { GqlClient, TestGateway } from '../../test/harness.js';

let t: TestGateway;
/** A one-off line of the catalogue's first service. */
let line: { serviceId: string; optionIds: string[] };
// five days: the next working day is inside it whenever today is (after 24 December it is the 28th)
const CUTOFF_HOURS = 120;

let counter = 0;
async function bookAsNew(client: GqlClient, date: string, timeSlot = '10:00 - 10:45') {
  const res = await client.gql(
    `mutation C($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`,
    {
      input: {
        address: TEST_VISIT,
        booking: { date, timeSlot, lines: [line] },
        customer: {
          name: 'Sipho Ndlovu',
          email: `move-${++counter}-${Date.now()}@example.test`,
          password: 'lawns-are-green',
          phone: `07${String(Date.now() + counter).slice(-8)}`,
        },
      },
    },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createBooking.booking.guidId as string;
}

const MOVE = `mutation M($input: RescheduleBookingInput!) {
  rescheduleBooking(input: $input) { booking { guidId bookingDate bookingTime status } }
}`;

beforeAll(async () => {
  t = await startTestGateway({ seed: true, config: { changeCutoffHours: CUTOFF_HOURS } });
  line = await firstServiceLine(t.client());
});
afterAll(async () => {
  await t?.close();
});

describe('the change cut-off', () => {
  it('allows a change only up to the cut-off before the visit (Johannesburg time)', () => {
    const now = new Date('2030-03-10T06:00:00Z'); // 08:00 in Johannesburg
    expect(changeAllowed('2030-03-11', '08:00 - 08:45', 24, now)).toBe(true);
    expect(changeAllowed('2030-03-11', '07:00 - 07:45', 24, now)).toBe(false);
    expect(changeAllowed(null, '08:00 - 08:45', 24, now)).toBe(false);
  });
});

describe('rescheduleBooking', () => {
  it("moves the customer's own booking to another offered slot", async () => {
    const customer = t.client();
    const guidId = await bookAsNew(customer, nthWorkingDay(10));
    const res = await customer.gql(MOVE, {
      input: { guidId, date: nthWorkingDay(11), timeSlot: '16:00 - 16:45' },
    });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data!.rescheduleBooking.booking).toMatchObject({
      guidId,
      bookingDate: nthWorkingDay(11),
      bookingTime: '16:00 - 16:45',
    });
    const stored = await t.api.get(`bookings/get.php?guidId=${guidId}`);
    expect(stored.body).toMatchObject({ bookingDate: nthWorkingDay(11), bookingTime: '16:00 - 16:45' });

    // nobody else can move it
    const stranger = t.client();
    await bookAsNew(stranger, nthWorkingDay(12));
    const other = await stranger.gql(MOVE, {
      input: { guidId, date: nthWorkingDay(13), timeSlot: '16:00 - 16:45' },
    });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a move inside the cut-off with the office phone; a pending booking can still be let go', async () => {
    const customer = t.client();
    // the next working day (a Sunday or holiday tomorrow is closed): inside the cut-off
    const guidId = await bookAsNew(customer, workingDayAfter(1));
    const res = await customer.gql(MOVE, {
      input: { guidId, date: nthWorkingDay(10), timeSlot: '16:00 - 16:45' },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('CHANGE_WINDOW_CLOSED');
    expect(res.errors?.[0]?.message).toMatch(/120 hours.*\+27 21 555 0142/);

    // a pending booking can always be let go
    const cancelled = await customer.gql(
      'mutation X($input: CancelBookingInput!) { cancelBooking(input: $input) { booking { status } } }',
      { input: { guidId } },
    );
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.cancelBooking.booking.status).toBe('CANCELLED');
  });
});
