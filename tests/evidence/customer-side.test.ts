// Reminders are sent once, whatever the number of replicas: two api and two gateway processes over
// one PostgreSQL server, each gateway running the reminder job every second against its own api.
// Bookings become due all at once; every confirmed visit inside the window gets exactly one reminder
// e-mail, and nothing else gets one.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DAY_SLOTS as BOOKING_SLOTS, workingDayFrom } from '../../api/src/test/calendar.js';
import type { Database } from '../../api/src/db/client.js';
import { apiCallsTo, gql, startReplicas, type Replicas } from '../support/replicas.js';
import { VISIT } from './support/data.js';

const FIRST_SLOT = BOOKING_SLOTS[0];
let replicas: Replicas;
let database: Database;
let gateways: string[];
let outbox: string;

const CREATE = `mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`;

/** `n` days after today in Johannesburg, or the next working day after it (the calendar closes Sundays and holidays). */
function dayAfter(n: number): string {
  return workingDayFrom(addDays(johannesburgToday(), n));
}

/** guidId → how many reminder e-mails name it, over every complete message in the shared outbox. */
function remindersSent(): Map<string, number> {
  const counts = new Map<string, number>();
  let files: string[] = [];
  try {
    files = readdirSync(outbox);
  } catch {
    return counts;
  }
  for (const file of files) {
    const raw = readFileSync(join(outbox, file), 'utf8').replace(/=\r\n/g, '');
    if (!/^Subject: Reminder:/m.test(raw)) continue;
    const guid = /Booking ID: (booking-[A-Za-z0-9-]+)/.exec(raw)?.[1];
    if (guid) counts.set(guid, (counts.get(guid) ?? 0) + 1);
  }
  return counts;
}

/** How many times a gateway's reminder job has asked the api for due reminders (its /metrics). */
const claimRuns = (gateway: string) => apiCallsTo(gateway, 'claim-reminders');

beforeAll(async () => {
  // every visit in the next 14 days is due; both replicas look every second
  replicas = await startReplicas({ REMINDER_LEAD_HOURS: '336', REMINDER_INTERVAL_SECONDS: '1' });
  ({ database, gateways } = replicas);
  outbox = join(replicas.env.DATA_DIR!, 'outbox');
}, 180_000);

afterAll(async () => {
  await replicas?.stop();
});

describe('reminders with two api and two gateway processes', () => {
  it('sends each due reminder exactly once, and none for a pending or a later visit', async () => {
    const { data } = await gql(gateways[0]!, '{ services { id variations { options { id } } } }');
    const s = data.services[0];
    const line = { serviceId: s.id, optionIds: s.variations.map((v: any) => v.options[0].id), addOnIds: [] };
    const book = async (date: string, timeSlot: string, i: number) => {
      const res = await gql(gateways[i % 2]!, CREATE, {
        input: {
          booking: { date, timeSlot, lines: [line], modifierOptionIds: [] },
          customer: {
            name: `Reminder ${i}`,
            email: `remind-${i}-${randomBytes(4).toString('hex')}@example.test`,
            password: 'reminder-password-1',
            phone: `021${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
          },
          address: VISIT,
        },
      });
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
      return res.data.createBooking.booking.guidId as string;
    };

    const due: string[] = [];
    // one a day, first thing (whatever the job's length, it fits)
    // (each working day among them: the calendar closes Sundays and public holidays)
    for (let day = 2; day <= 13; day++) {
      const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      if (workingDayFrom(date) === date) due.push(await book(date, FIRST_SLOT, day));
    }
    const pending = await book(dayAfter(3), FIRST_SLOT, 100);
    const later = await book(dayAfter(30), FIRST_SLOT, 101);

    // nothing is due while they are unpaid
    expect(remindersSent().size).toBe(0);

    // paid all at once: every one of them becomes due for both replicas' next run
    await database.db.execute(
      sql`update bookings set status = 'confirmed', paid_at = now()
          where guid_id in (${sql.join(
            [...due, later].map((g) => sql`${g}`),
            sql`, `,
          )})`,
    );

    await expect.poll(() => remindersSent().size, { timeout: 60_000, interval: 250 }).toBe(due.length);
    // several more runs of both replicas' jobs (each claim the api answered, counted in the gateway's
    // /metrics): still one each
    const runsBefore = await Promise.all(gateways.map(claimRuns));
    await expect
      .poll(async () => (await Promise.all(gateways.map(claimRuns))).map((n, i) => n - runsBefore[i]!), {
        timeout: 60_000,
        interval: 250,
      })
      .toSatisfy((more: number[]) => more.every((n) => n >= 3));
    const sent = remindersSent();
    expect([...sent.keys()].sort()).toEqual([...due].sort());
    expect([...sent.values()].every((n) => n === 1)).toBe(true);
    expect(sent.has(pending)).toBe(false);
    expect(sent.has(later)).toBe(false);

    const claimed = (await database.db.execute(
      sql`select guid_id, reminder_sent_at is not null as claimed from bookings
          where guid_id in (${sql.join(
            [...due, pending, later].map((g) => sql`${g}`),
            sql`, `,
          )})`,
    )) as unknown as { rows: { guid_id: string; claimed: boolean }[] };
    const byGuid = new Map(claimed.rows.map((r) => [r.guid_id, r.claimed]));
    for (const g of due) expect(byGuid.get(g)).toBe(true);
    expect(byGuid.get(pending)).toBe(false);
    expect(byGuid.get(later)).toBe(false);
  });
});
