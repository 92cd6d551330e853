/**
 * The company's calendar in the database (migration 0027): the capacity trigger's covering rule over
 * working hours, closed days and the slot granularity, the slot listing that offers exactly what the
 * trigger takes, and the office's edits. Runs on PGlite (api) and PostgreSQL (api-pg).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingSlots } from '../db/schema.js';
import { pgErrorCode } from '../bookings/pg-error.js';
import { startTestApi, type TestApi } from '../test/harness.js';
import { DEFAULT_DAY_SLOTS } from '../test/calendar.js';
import { insertUser } from '../bookings/test-fixtures.js';

let api: TestApi;
let userId: number;
beforeAll(async () => {
  // One place per cell: any overlap is refused.
  api = await startTestApi({ slotCapacity: 1, maxUnpaidHolds: 50 });
  userId = (await insertUser(api.db)).id;
});
afterAll(() => api.close());

interface Hours {
  weekday: number;
  opensAt: number | null;
  closesAt: number | null;
}
const DEFAULT_HOURS: Hours[] = [
  { weekday: 0, opensAt: null, closesAt: null },
  ...[1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: 600, closesAt: 1050 })),
];
const saveCalendar = (slotMinutes: number, hours = DEFAULT_HOURS) =>
  api.post('calendar/save.php', { slotMinutes, hours });
beforeEach(async () => {
  expect((await saveCalendar(45)).status).toBe(200);
});

let n = 0;
const insert = (date: string, time: string, minutes: number) =>
  api.db.execute(
    sql`insert into bookings (guid_id, user_id, booking_date, booking_time, duration_minutes, status)
        values (${`cal-${++n}`}, ${userId}, ${date}, ${time}, ${minutes}, 'confirmed') returning id`,
  ) as unknown as Promise<{ rows: { id: number }[] }>;
const code = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => pgErrorCode(e),
  );
const cells = async (bookingId: number) => {
  const rows = await api.db
    .select({ date: bookingSlots.slotDate, index: bookingSlots.slotIndex })
    .from(bookingSlots)
    .where(eq(bookingSlots.bookingId, bookingId))
    .orderBy(bookingSlots.slotDate, bookingSlots.slotIndex);
  const byDay = new Map<string, number[]>();
  for (const r of rows) byDay.set(r.date, [...(byDay.get(r.date) ?? []), r.index]);
  return byDay;
};
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('the covering rule (booking_covered_slots, the capacity trigger)', () => {
  it('a 900-minute job from 13:00 on a Friday covers Friday, Saturday and Monday, skipping Sunday', async () => {
    // Fri 5 Aug 2033; Sunday 7 Aug closed; Monday 8 Aug is a working day.
    const { rows } = await insert('2033-08-05', '13:00 - 13:45', 900);
    const byDay = await cells(Number(rows[0]!.id));
    expect([...byDay.keys()]).toEqual(['2033-08-05', '2033-08-06', '2033-08-08']);
    expect(byDay.get('2033-08-05')).toEqual(range(52, 70)); // 13:00-17:30: 270 min
    expect(byDay.get('2033-08-06')).toEqual(range(40, 70)); // the whole Saturday: 450 min
    expect(byDay.get('2033-08-08')).toEqual(range(40, 52)); // Monday 10:00-13:00: 180 min
  });

  it('enforces capacity on a later day of a multi-day job', async () => {
    await insert('2033-08-12', '13:00 - 13:45', 900); // Fri 12 Aug to Mon 15 Aug 13:00
    expect(await code(insert('2033-08-15', '12:15 - 13:00', 45))).toBe('GL001');
    expect(await code(insert('2033-08-15', '13:00 - 13:45', 45))).toBe('ok');
  });

  it('skips a public holiday too (written from the rule at start)', async () => {
    // Thu 24 Sep 2026 is Heritage Day: a job from 13:00 on Wed 23 Sep continues on Fri 25 Sep.
    const { rows } = await insert('2026-09-23', '13:00 - 13:45', 600);
    expect([...(await cells(Number(rows[0]!.id))).keys()]).toEqual(['2026-09-23', '2026-09-25']);
  });

  it('refuses a Sunday, a holiday, a time outside the hours and a start off the slot grid', async () => {
    expect(await code(insert('2033-08-07', '10:00 - 10:45', 45))).toBe('GL027'); // Sunday
    expect(await code(insert('2026-12-25', '10:00 - 10:45', 45))).toBe('GL027'); // Christmas
    expect(await code(insert('2026-12-16', '10:00 - 10:45', 45))).toBe('GL027'); // Day of Reconciliation
    expect(await code(insert('2033-08-09', '09:15 - 10:00', 45))).toBe('GL027'); // before opening
    expect(await code(insert('2033-08-09', '17:30 - 18:15', 45))).toBe('GL027'); // at the close
    expect(await code(insert('2033-08-09', '10:15 - 11:00', 45))).toBe('GL027'); // not a 45-minute start
    expect(await code(insert('2033-08-09', '16:45 - 17:30', 90))).toBe('GL003'); // does not end by the close
  });

  it('takes the minutes rounded up to the granularity: 60 minutes are 90 at 45 and 60 at 15', async () => {
    const at45 = await insert('2033-08-16', '10:00 - 10:45', 60);
    expect((await cells(Number(at45.rows[0]!.id))).get('2033-08-16')).toEqual(range(40, 46));
    expect((await saveCalendar(15)).status).toBe(200);
    const at15 = await insert('2033-08-17', '10:15 - 10:30', 60);
    expect((await cells(Number(at15.rows[0]!.id))).get('2033-08-17')).toEqual(range(41, 45));
    // The booking made at 45 keeps its cells after the change (stored at the fine unit).
    expect((await cells(Number(at45.rows[0]!.id))).get('2033-08-16')).toEqual(range(40, 46));
    // At 15 the 10:15 start of the day before is offered and 10:45 at the old job's end too.
    expect(await code(insert('2033-08-16', '11:30 - 11:45', 15))).toBe('ok');
    expect(await code(insert('2033-08-16', '11:15 - 11:30', 15))).toBe('GL001');
  });

  it('the office may open a holiday and close a day of its own', async () => {
    expect((await api.post('calendar/open-day.php', { date: '2027-09-24' })).status).toBe(200);
    expect(await code(insert('2027-09-24', '10:00 - 10:45', 45))).toBe('ok');
    const closed = await api.post('calendar/close-day.php', { date: '2033-08-23', reason: 'Staff day' });
    expect(closed.status).toBe(200);
    expect(await code(insert('2033-08-23', '10:00 - 10:45', 45))).toBe('GL027');
    const read = await api.get('calendar/get.php?from=2027-09-01');
    const rows = read.body.closedDays as { date: string; source: string; open: boolean; reason: string }[];
    expect(rows.find((d) => d.date === '2027-09-24')).toMatchObject({ source: 'holiday', open: true });
    expect(rows.find((d) => d.date === '2033-08-23')).toMatchObject({
      source: 'office',
      reason: 'Staff day',
    });
    await api.post('calendar/open-day.php', { date: '2033-08-23' });
    expect(await code(insert('2033-08-23', '10:00 - 10:45', 45))).toBe('ok');
  });
});

describe('bookings/slot-days.php', () => {
  it('lists the default ten starts on a working day and none on a Sunday or a holiday', async () => {
    const res = await api.get('bookings/slot-days.php?from=2033-09-03&days=2'); // Sat, Sun
    expect(res.status).toBe(200);
    const [sat, sun] = res.body.days;
    expect(sat.slots.map((s: { bookingTime: string }) => s.bookingTime)).toEqual(DEFAULT_DAY_SLOTS);
    expect(sat.starts).toHaveLength(10);
    expect(sun.slots).toEqual([]);
    expect(sun.starts).toEqual([]);
    const christmas = await api.get('bookings/slot-days.php?from=2026-12-25&days=1&minutes=45');
    expect(christmas.body.days[0].starts).toEqual([]);
  });

  it('answers where a long job can start and where it finishes, by the trigger’s rule', async () => {
    const res = await api.get('bookings/slot-days.php?from=2033-09-09&days=1&minutes=900'); // a Friday
    const starts = res.body.days[0].starts as { bookingTime: string; finishDate: string; finish: string }[];
    expect(starts.find((s) => s.bookingTime === '13:00 - 13:45')).toMatchObject({
      finishDate: '2033-09-12',
      finish: '13:00',
    });
    // A 90-minute job is not offered at the last start (it would not end by the close).
    const short = await api.get('bookings/slot-days.php?from=2033-09-09&days=1&minutes=90');
    const labels = short.body.days[0].starts.map((s: { bookingTime: string }) => s.bookingTime);
    expect(labels).toContain('16:00 - 16:45');
    expect(labels).not.toContain('16:45 - 17:30');
  });

  it('offers 15-minute starts after the office sets 15, and counts places per cell', async () => {
    await saveCalendar(15);
    await insert('2033-09-13', '10:30 - 10:45', 30);
    const res = await api.get('bookings/slot-days.php?from=2033-09-13&days=1&minutes=30');
    const starts = res.body.days[0].starts as { bookingTime: string; remaining: number }[];
    expect(starts[0]).toMatchObject({ bookingTime: '10:00 - 10:15', remaining: 1 });
    expect(starts.find((s) => s.bookingTime === '10:15 - 10:30')?.remaining).toBe(0);
    expect(starts.find((s) => s.bookingTime === '11:00 - 11:15')?.remaining).toBe(1);
    expect(starts).toHaveLength(29); // 10:00 to 17:00: the last 30 minutes end at the close
  });
});

describe('calendar/save.php', () => {
  it('saves new hours and lists the bookings left outside the working time', async () => {
    const { rows } = await insert('2033-10-04', '16:45 - 17:30', 45); // a Tuesday
    const hours = DEFAULT_HOURS.map((h) => (h.weekday === 2 ? { ...h, closesAt: 1020 } : h));
    const res = await saveCalendar(45, hours);
    expect(res.status).toBe(200);
    expect(res.body.calendar.hours[2]).toEqual({ weekday: 2, opensAt: 600, closesAt: 1020 });
    expect(res.body.outside.map((b: { id: number }) => b.id)).toContain(Number(rows[0]!.id));
    // Still held: its cells stay counted after the change.
    expect(await code(insert('2033-10-04', '16:00 - 16:45', 90))).toBe('GL003');
  });

  it('refuses hours that are not on the quarter hour, and a granularity other than 15, 30 or 45', async () => {
    const bad = DEFAULT_HOURS.map((h) => (h.weekday === 1 ? { ...h, opensAt: 605 } : h));
    expect((await saveCalendar(45, bad)).status).toBe(400);
    expect((await saveCalendar(20)).status).toBe(400);
  });
});
