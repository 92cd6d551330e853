// 200 customers book one slot of capacity 2 at the same moment, through the gateway, each with the
// contact form's new-customer details: exactly two bookings (and two accounts) exist afterwards, the
// other 198 customers read the clear slot-full message, and no partial or extra rows are written. On PGlite (the
// embedded default) and on a PostgreSQL server.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type GqlReply } from './support/client.js';
import {
  bookingIntegrity,
  CREATE_BOOKING,
  demoLine,
  newCustomer,
  rows,
  tableCounts,
  type CatalogueLine,
  VISIT,
} from './support/data.js';
import { inProcess, type InProcess } from './support/servers.js';

const SLOT_FULL_MESSAGE = 'This time slot is fully booked. Please choose another slot.';
const CUSTOMERS = 200;

for (const db of ['pglite', 'postgres'] as const) {
  describe(`200 customers, one slot of capacity 2 (${db})`, () => {
    let t: InProcess;
    let line: CatalogueLine;

    beforeAll(async () => {
      // The gateway's real timeouts: the reads of a booking (slot, price) wait as long as its write.
      t = await inProcess({ db, slotCapacity: 2 });
      line = await demoLine(client(t.url));
    });
    afterAll(async () => {
      await t?.close();
    });

    it('books exactly two, tells the other 198 the slot is full, and writes no partial booking', async () => {
      const date = '2032-02-10';
      const timeSlot = '11:30 - 12:15';
      const booking = { date, timeSlot, lines: [line], modifierOptionIds: [] };
      const before = await tableCounts(t.api.db);
      const customers = Array.from({ length: CUSTOMERS }, (_, i) => ({
        c: client(t.url),
        details: newCustomer(`c${i}`),
      }));

      const started = Date.now();
      const replies: GqlReply[] = await Promise.all(
        customers.map(({ c, details }) =>
          c.gql(CREATE_BOOKING, { input: { address: VISIT, booking, customer: details } }),
        ),
      );
      const elapsed = Date.now() - started;

      const booked = replies.filter((r) => r.data?.createBooking?.booking?.guidId);
      const full = replies.filter(
        (r) => r.errors?.[0]?.extensions?.code === 'SLOT_FULL' && r.errors[0].message === SLOT_FULL_MESSAGE,
      );
      const other = replies
        .filter((r) => !booked.includes(r) && !full.includes(r))
        .map((r) => r.text.slice(0, 300));
      expect(other).toEqual([]);
      expect(booked).toHaveLength(2);
      expect(full).toHaveLength(CUSTOMERS - 2);
      for (const r of replies) expect(r.status).toBeLessThan(500);

      // The database holds exactly the two accepted bookings, each complete.
      const inSlot = await rows<{ guid: string; lines: number }>(
        t.api.db,
        sql`select b.guid_id as guid, (select count(*)::int from booking_services s where s.booking_id = b.id) as lines
            from bookings b where b.booking_date = ${date} and b.booking_time = ${timeSlot}`,
      );
      expect(inSlot.map((b) => b.guid).sort()).toEqual(
        booked.map((r) => r.data!.createBooking.booking.guidId as string).sort(),
      );
      expect(inSlot.every((b) => b.lines === 1)).toBe(true);
      const after = await tableCounts(t.api.db);
      expect(after.bookings - before.bookings).toBe(2);
      expect(after.booking_services - before.booking_services).toBe(2);
      expect(after.booking_service_variations - before.booking_service_variations).toBe(
        2 * line.optionIds.length,
      );
      expect(after.booking_service_add_ons - before.booking_service_add_ons).toBe(2 * line.addOnIds.length);
      expect(after.payments).toBe(before.payments);
      expect(await bookingIntegrity(t.api.db)).toEqual({ withoutLines: 0, orphanLines: 0 });

      // Accounts: the account is written in the booking's own transaction, so only the two customers
      // who booked have one; each is a client.
      const emails = customers.map((x) => x.details.email);
      const accounts = await rows<{ email: string; role: string }>(
        t.api.db,
        sql`select email, role from users where email like 'ev-c%@example.test'`,
      );
      const newAccounts = accounts.filter((a) => emails.includes(a.email));
      expect(after.users - before.users).toBe(2);
      expect(newAccounts).toHaveLength(2);
      expect(newAccounts.every((a) => a.role === 'client')).toBe(true);
      console.info(
        `[evidence] ${db}: 200 concurrent createBooking in ${elapsed} ms; accounts created: ${newAccounts.length} (the 2 booked)`,
      );

      // A refused customer has no account yet: choosing another slot with the same details books.
      const refused = customers.find((_, i) => full.includes(replies[i]!))!;
      const retry = await refused.c.gql(CREATE_BOOKING, {
        input: {
          address: VISIT,
          booking: { ...booking, timeSlot: '12:15 - 13:00' },
          customer: refused.details,
        },
      });
      expect(retry.errors).toBeUndefined();
      expect(retry.data!.createBooking.user.email).toBe(refused.details.email);
    });

    it('shows the full slot as unavailable afterwards and still refuses one more booking', async () => {
      const c = client(t.url);
      const slots = await c.gql<{ timeSlots: { label: string; available: boolean; remaining: number }[] }>(
        'query($d: Date!) { timeSlots(date: $d) { label available remaining } }',
        { d: '2032-02-10' },
      );
      const slot = slots.data!.timeSlots.find((s) => s.label === '11:30 - 12:15')!;
      expect(slot).toMatchObject({ available: false, remaining: 0 });
      const late = await c.gql(CREATE_BOOKING, {
        input: {
          address: VISIT,
          booking: { date: '2032-02-10', timeSlot: '11:30 - 12:15', lines: [line], modifierOptionIds: [] },
          customer: newCustomer('late'),
        },
      });
      expect(late.errors?.[0]).toMatchObject({
        message: SLOT_FULL_MESSAGE,
        extensions: { code: 'SLOT_FULL' },
      });
    });
  });
}
