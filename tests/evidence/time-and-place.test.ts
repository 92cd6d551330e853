// Two customers book overlapping multi-slot jobs at the same moment, through the gateway, for a day
// with one crew: exactly one wins, the other hears the slot is full, and the database holds no two
// bookings covering one slot. On PGlite (the embedded default) and on a PostgreSQL server.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type GqlReply } from './support/client.js';
import { CREATE_BOOKING, newCustomer, rows, VISIT } from './support/data.js';
import { inProcess, type InProcess } from './support/servers.js';

const ROUNDS = 6;

for (const db of ['pglite', 'postgres'] as const) {
  describe(`overlapping 5-hour jobs at once, one crew (${db})`, () => {
    let t: InProcess;
    let serviceId: string;

    beforeAll(async () => {
      t = await inProcess({ db, slotCapacity: 1, apiLimits: { maxUnpaidHolds: 100 } });
      // A plain 5-hour job (seven 45-minute slots), set before the gateway first loads its catalogue.
      const [svc] = await rows<{ id: number }>(
        t.api.db,
        sql`insert into services (category_id, name, base_price, duration_minutes)
            select id, 'Hedge and tree day', 900, 300 from categories order by id limit 1 returning id`,
      );
      serviceId = String(svc!.id);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('lets exactly one of two overlapping jobs in, every round', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        // Monday 8 to Saturday 13 May 2034: working days of the demo calendar (10:00 to 17:30).
        const date = `2034-05-${String(round + 8).padStart(2, '0')}`;
        // 300 minutes take seven 45-minute slots (315 minutes, 21 cells of 15): 10:00 covers 10:00-15:15
        // and 12:15 covers 12:15-17:30; they share 12:15 to 15:15.
        const [a, b]: GqlReply[] = await Promise.all(
          ['10:00 - 10:45', '12:15 - 13:00'].map((timeSlot, i) =>
            client(t.url).gql(CREATE_BOOKING, {
              input: {
                address: VISIT,
                booking: { date, timeSlot, lines: [{ serviceId }], modifierOptionIds: [] },
                customer: newCustomer(`race-${db}-${round}-${i}`),
              },
            }),
          ),
        );
        const won = [a!, b!].filter((r) => r.data?.createBooking?.booking?.guidId);
        const lost = [a!, b!].filter((r) => r.errors?.[0]?.extensions?.code === 'SLOT_FULL');
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(1);
      }
      // No slot is covered by two live bookings.
      const doubled = await rows(
        t.api.db,
        sql`select s.slot_date, s.slot_index, count(*) from booking_slots s join bookings b on b.id = s.booking_id
            where b.status <> 'cancelled' group by 1, 2 having count(*) > 1`,
      );
      expect(doubled).toEqual([]);
      const [covered] = await rows<{ n: number }>(
        t.api.db,
        sql`select count(*)::int as n from booking_slots`,
      );
      expect(covered!.n).toBe(ROUNDS * 21);
    });
  });
}
