/**
 * The company's calendar through the real gateway and api: the checkout's date-time step offers no time
 * on Christmas Day or a Sunday, a booking there is refused with CLOSED_TIME, the office sets 15-minute
 * slots and the checkout offers 15-minute starts; managers read the calendar, only the admin changes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue, type Catalogue } from '../../../api/src/bookings/test-fixtures.js';
import { startTestApi } from '../../../api/src/test/harness.js';
import {
  dayAfter,
  startTestGateway,
  TEST_VISIT,
  workingDayAfter,
  type TestGateway,
} from '../test/harness.js';

const SLOTS = `query($d: Date!, $lines: [BookingLineInput!]) {
  timeSlots(date: $d, lines: $lines) { label start end available finish finishDate }
}`;
const CREATE = `mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { id } } }`;
const CALENDAR = `{ adminCalendar { slotMinutes hours { weekday name opensAt closesAt } closedDays { date reason holiday open } } }`;
const SAVE = `mutation($input: SaveCalendarInput!) {
  adminSaveCalendar(input: $input) { calendar { slotMinutes } outsideBookings { id bookingDate bookingTime } }
}`;
const CLOSE = `mutation($input: CloseDayInput!) {
  adminCloseDay(input: $input) { calendar { closedDays { date reason holiday } } outsideBookings { id bookingDate } }
}`;

let t: TestGateway;
let c: Catalogue;
beforeAll(async () => {
  const api = await startTestApi({ slotCapacity: 2 });
  c = await insertCatalogue(api.db);
  t = await startTestGateway({ api });
});
afterAll(() => t.close());

const lines = () => [
  { serviceId: String(c.service.id), optionIds: [String(c.options.small.id), String(c.options.noEdging.id)] },
];

/** The next Christmas Day at least three days away, and the first Sunday a week or more away. */
const christmas = () => {
  const soon = dayAfter(3);
  const year = Number(soon.slice(0, 4));
  return soon <= `${year}-12-25` ? `${year}-12-25` : `${year + 1}-12-25`;
};
const sunday = () => {
  for (let n = 7; ; n++) if (new Date(`${dayAfter(n)}T00:00:00Z`).getUTCDay() === 0) return dayAfter(n);
};

const book = async (date: string, timeSlot: string) =>
  (await t.signedIn('client')).gql(CREATE, {
    input: {
      address: TEST_VISIT,
      booking: { date, timeSlot, lines: lines() },
      idempotencyKey: `cal-${Math.random()}`,
    },
  });

describe('the checkout reads the company calendar', () => {
  it('offers no time on Christmas Day or a Sunday, and refuses a booking there with CLOSED_TIME', async () => {
    for (const date of [christmas(), sunday()]) {
      const res = await t.client().gql(SLOTS, { d: date, lines: lines() });
      expect(res.errors).toBeUndefined();
      expect(res.data!.timeSlots).toEqual([]);
      const refused = await book(date, '10:00 - 10:45');
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'CLOSED_TIME',
        field: 'booking.timeSlot',
      });
    }
    // A working day offers the ten default starts.
    const working = await t.client().gql(SLOTS, { d: workingDayAfter(10), lines: lines() });
    expect(working.data!.timeSlots.map((s: { label: string }) => s.label)[0]).toBe('10:00 - 10:45');
  });

  it('offers 15-minute starts after the office sets 15, and a time outside the hours is refused', async () => {
    const admin = await t.signedIn('admin');
    const read = await admin.gql(CALENDAR);
    expect(read.errors).toBeUndefined();
    expect(read.data!.adminCalendar.slotMinutes).toBe(45);
    const hours = read.data!.adminCalendar.hours.map(
      (h: { weekday: number; opensAt: string | null; closesAt: string | null }) => ({
        weekday: h.weekday,
        opensAt: h.opensAt,
        closesAt: h.closesAt,
      }),
    );
    expect(hours.find((h: { weekday: number }) => h.weekday === 0)).toEqual({
      weekday: 0,
      opensAt: null,
      closesAt: null,
    });
    const saved = await admin.gql(SAVE, { input: { slotMinutes: 15, hours } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.adminSaveCalendar.calendar.slotMinutes).toBe(15);
    const date = workingDayAfter(12);
    const res = await t.client().gql(SLOTS, { d: date, lines: lines() });
    const labels = res.data!.timeSlots.map((s: { label: string }) => s.label);
    expect(labels.slice(0, 3)).toEqual(['10:00 - 10:15', '10:15 - 10:30', '10:30 - 10:45']);
    expect((await book(date, '10:15 - 10:30')).errors).toBeUndefined();
    const early = await book(date, '09:00 - 09:15');
    expect(early.errors?.[0]?.extensions?.code).toBe('CLOSED_TIME');
    // Back to 45: the 10:15 booking is now outside the starts and is listed for the office.
    const back = await admin.gql(SAVE, { input: { slotMinutes: 45, hours } });
    expect(
      back.data!.adminSaveCalendar.outsideBookings.map((b: { bookingTime: string }) => b.bookingTime),
    ).toContain('10:15 - 10:30');
  });

  it('closes a day the office chooses, listing its bookings; managers read but do not change the calendar', async () => {
    const date = workingDayAfter(14);
    expect((await book(date, '10:00 - 10:45')).errors).toBeUndefined();
    const admin = await t.signedIn('admin');
    const closed = await admin.gql(CLOSE, { input: { date, reason: 'Company year-end' } });
    expect(closed.errors).toBeUndefined();
    expect(
      closed.data!.adminCloseDay.outsideBookings.map((b: { bookingDate: string }) => b.bookingDate),
    ).toContain(date);
    expect(closed.data!.adminCloseDay.calendar.closedDays).toContainEqual({
      date,
      reason: 'Company year-end',
      holiday: false,
    });
    expect((await t.client().gql(SLOTS, { d: date, lines: lines() })).data!.timeSlots).toEqual([]);
    const manager = await t.signedIn('manager');
    const read = await manager.gql(CALENDAR);
    expect(read.errors).toBeUndefined();
    expect(read.data!.adminCalendar.closedDays.some((d: { holiday: boolean }) => d.holiday)).toBe(true);
    const refused = await manager.gql(CLOSE, { input: { date, reason: 'x' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
