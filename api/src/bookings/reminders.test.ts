import { addDays, johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { eq, inArray } from 'drizzle-orm';
import { workingDayFrom } from '../test/calendar.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import { bookingBody, type Catalogue, startBookingTestApi } from './test-fixtures.js';

let api: TestApi;
let c: Catalogue;
let userId: number;
beforeAll(async () => ({ api, c, userId } = await startBookingTestApi()));
afterAll(() => api.close());

/** The `n`th working day from today (the calendar closes Sundays and public holidays): one day each. */
function inDays(n: number): string {
  let date = johannesburgToday();
  for (let i = 0; i < n; i++) date = workingDayFrom(addDays(date, 1));
  return date;
}
/** Hours from now to the start of `date` in Johannesburg: a reminder window that ends there. */
const hoursTo = (date: string) => Math.ceil((Date.parse(`${date}T00:00:00+02:00`) - Date.now()) / 3_600_000);
const book = async (date: string, status: 'confirmed' | 'pending' = 'confirmed') => {
  const res = await api.post('bookings/save.php', bookingBody(c, userId, date));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = (res.body as { id: number }).id;
  if (status === 'confirmed') await api.db.update(bookings).set({ status }).where(eq(bookings.id, id));
  return id;
};
const claim = (leadHours: number) => api.post('bookings/claim-reminders.php', { leadHours });
const ids = (res: { body: unknown }) => (res.body as { id: number }[]).map((b) => b.id).sort((a, b) => a - b);

describe('bookings/claim-reminders.php', () => {
  it('claims each confirmed visit inside the window once, across concurrent callers', async () => {
    const due = [await book(inDays(2)), await book(inDays(3)), await book(inDays(4))];
    const pending = await book(inDays(2), 'pending');
    const later = await book(inDays(40));
    const window = hoursTo(inDays(5));

    // five callers at once (as replicas would): together they claim each due booking exactly once
    const answers = await Promise.all(Array.from({ length: 5 }, () => claim(window)));
    for (const a of answers) expect(a.status).toBe(200);
    const claimed = answers.flatMap(ids).sort((a, b) => a - b);
    expect(claimed).toEqual(due);
    expect(ids(await claim(window))).toEqual([]);

    const rows = await api.db
      .select({ id: bookings.id, at: bookings.reminderClaimedUntil })
      .from(bookings)
      .where(inArray(bookings.id, [...due, pending, later]));
    const at = new Map(rows.map((r) => [r.id, r.at]));
    for (const id of due) expect(at.get(id)).toBeTruthy();
    expect(at.get(pending)).toBeNull();
    expect(at.get(later)).toBeNull();
  });

  it('marks a reminder sent only with its e-mail stored; a claim whose replica was lost comes again', async () => {
    const [stored, lost] = [await book(inDays(5)), await book(inDays(6))];
    // a window to the 7th working day's midnight: six working days can span more than a week (a
    // Sunday and a public holiday between)
    const window = hoursTo(inDays(7));
    expect(ids(await claim(window))).toEqual([stored, lost]);
    // The replica that claimed `stored` stores its e-mail (marking it sent); the one with `lost` dies.
    const message = Buffer.from(
      JSON.stringify({ to: 'x@example.co.za', subject: 'Reminder', text: 'Tomorrow\n' }),
    ).toString('base64');
    const enqueue = (id: number) =>
      api.post('email/enqueue.php', {
        recipient: 'x@example.co.za',
        subject: 'Reminder',
        message,
        dedupeKey: `reminder:${id}`,
        reminderOf: id,
      });
    expect((await enqueue(stored)).body).toMatchObject({ queued: true });
    // Stored a second time (a replica whose lease ran out while it wrote): one message, still.
    expect((await enqueue(stored)).body).toMatchObject({ queued: false });
    expect(ids(await claim(window))).toEqual([]);
    // The lease runs out: the lost reminder is claimed again, the stored one never.
    await api.db
      .update(bookings)
      .set({ reminderClaimedUntil: '2000-01-01T00:00:00Z' })
      .where(inArray(bookings.id, [stored, lost]));
    expect(ids(await claim(window))).toEqual([lost]);
    const [sent] = await api.db
      .select({ at: bookings.reminderSentAt })
      .from(bookings)
      .where(eq(bookings.id, stored));
    expect(sent!.at).toBeTruthy();
  });

  it('answers the bookings to remind, with their customer', async () => {
    const id = await book(inDays(1));
    // to the second working day's start: the first may be days away (after 24 December, the 28th)
    const res = await claim(hoursTo(inDays(2)));
    expect(res.body).toEqual([
      expect.objectContaining({ id, user: expect.objectContaining({ id: userId }) }),
    ]);
  });
});
