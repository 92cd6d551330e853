import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addOns,
  bookings,
  bookingSlots,
  packages,
  seasons,
  services,
  variationOptions,
} from '../db/schema.js';
import { pgErrorCode } from './pg-error.js';
import { startTestApi, type TestApi } from '../test/harness.js';
import { DEFAULT_DAY_SLOTS as BOOKING_SLOTS, workingDayFrom } from '../test/calendar.js';
import { insertCatalogue, insertUser, VISIT_ADDRESS, type Catalogue } from './test-fixtures.js';

let api: TestApi;
let c: Catalogue;
let userId: number;
beforeAll(async () => {
  // One crew: any overlap is refused.
  api = await startTestApi({ slotCapacity: 1, maxUnpaidHolds: 50 });
  c = await insertCatalogue(api.db);
  userId = (await insertUser(api.db)).id;
});
afterAll(() => api.close());

const setMinutes = (serviceId: number, minutes: number) =>
  api.db.update(services).set({ durationMinutes: minutes }).where(eq(services.id, serviceId));

/** A booking of the fixture's first service alone (its length set by the test). */
const body = (date: string, slot: string, extra: { options?: number[]; addOns?: number[] } = {}) => ({
  userId,
  bookingDate: date,
  bookingTime: slot,
  totalPrice: 350,
  services: [
    {
      serviceId: c.service.id,
      price: 350,
      // one option of each of the service's variations (Lawn size, Edging)
      variationOptionIds: extra.options ?? [c.options.small.id, c.options.noEdging.id],
      addOnIds: extra.addOns ?? [],
    },
  ],
  address: VISIT_ADDRESS,
});

const covered = async (bookingId: number) =>
  (
    await api.db
      .select({ date: bookingSlots.slotDate, index: bookingSlots.slotIndex })
      .from(bookingSlots)
      .where(eq(bookingSlots.bookingId, bookingId))
      .orderBy(bookingSlots.slotDate, bookingSlots.slotIndex)
  ).map((r) => `${r.date}#${r.index}`);

/** The 15-minute cells (slot_index = minutes / 15) of the default calendar's 45-minute slots `slots`. */
const cellsOf = (date: string, slots: number[]) =>
  slots.flatMap((i) => [0, 1, 2].map((k) => `${date}#${40 + 3 * i + k}`));

describe('a booking covers the slots its work takes', () => {
  it('covers a 5-hour job in 7 consecutive slots; an overlapping booking is refused, a later one fits', async () => {
    await setMinutes(c.service.id, 300);
    const date = '2033-01-10';
    const first = await api.post('bookings/save.php', body(date, BOOKING_SLOTS[0]));
    expect(first.status).toBe(200);
    expect(await covered(first.body.id)).toEqual(cellsOf(date, [0, 1, 2, 3, 4, 5, 6]));
    const [row] = await api.db.select().from(bookings).where(eq(bookings.id, first.body.id));
    expect(row!.durationMinutes).toBe(300);

    // 45 minutes starting in the middle of the job: refused.
    await setMinutes(c.service.id, 45);
    const overlap = await api.post('bookings/save.php', body(date, BOOKING_SLOTS[4]));
    expect(overlap.status).toBe(409);
    expect(overlap.body.code).toBe('SLOT_FULL');
    const after = await api.post('bookings/save.php', body(date, BOOKING_SLOTS[7]));
    expect(after.status).toBe(200);

    const slots = await api.get(`bookings/slots.php?date=${date}`);
    expect(slots.body.map((s: { taken: number }) => s.taken)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 0, 0]);
  });

  it('adds the minutes of chosen options and add-ons', async () => {
    await setMinutes(c.service.id, 45);
    await api.db
      .update(variationOptions)
      .set({ extraMinutes: 30 })
      .where(eq(variationOptions.id, c.options.large.id));
    await api.db.update(addOns).set({ extraMinutes: 20 }).where(eq(addOns.id, c.addOns.bagging.id));
    const saved = await api.post(
      'bookings/save.php',
      body('2033-01-11', BOOKING_SLOTS[2], {
        options: [c.options.large.id, c.options.noEdging.id],
        addOns: [c.addOns.bagging.id],
      }),
    );
    expect(saved.status).toBe(200);
    // 45 + 30 + 20 = 95 minutes: three slots.
    expect(await covered(saved.body.id)).toEqual(cellsOf('2033-01-11', [2, 3, 4]));
  });

  it('gives a 1-day job the whole day, and longer work the rest of the day and the next working days', async () => {
    await setMinutes(c.service.id, 450);
    const day = await api.post('bookings/save.php', body('2033-02-01', BOOKING_SLOTS[0]));
    expect(day.status).toBe(200);
    expect(await covered(day.body.id)).toHaveLength(30);
    await setMinutes(c.service.id, 45);
    const late = await api.post('bookings/save.php', body('2033-02-01', BOOKING_SLOTS[9]));
    expect(late.body.code).toBe('SLOT_FULL');

    // 900 minutes from 10:45 on Thursday 3 Feb: 405 that day, 450 on Friday, 45 on Saturday.
    await setMinutes(c.service.id, 900);
    const twoDays = await api.post('bookings/save.php', body('2033-02-03', BOOKING_SLOTS[1]));
    expect(twoDays.status).toBe(200);
    const rows = await covered(twoDays.body.id);
    expect(rows).toHaveLength(60);
    expect(rows[0]).toBe('2033-02-03#43');
    expect(rows[59]).toBe('2033-02-05#42');
    const days = await api.get('bookings/slot-days.php?from=2033-02-03&days=3');
    expect(
      days.body.days.map((d: { date: string; slots: { taken: number }[] }) => [
        d.date,
        d.slots.filter((s) => s.taken).length,
      ]),
    ).toEqual([
      ['2033-02-03', 9],
      ['2033-02-04', 10],
      ['2033-02-05', 1],
    ]);
  });

  it('refuses work that would run past the last slot of the day', async () => {
    await setMinutes(c.service.id, 300);
    const res = await api.post('bookings/save.php', body('2033-03-01', BOOKING_SLOTS[5]));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('WORK_DOES_NOT_FIT');
  });

  it('frees the slots of a cancelled booking', async () => {
    await setMinutes(c.service.id, 135);
    const date = '2033-03-05';
    const first = await api.post('bookings/save.php', body(date, BOOKING_SLOTS[0]));
    expect(first.status).toBe(200);
    await api.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, first.body.id));
    expect(await covered(first.body.id)).toEqual([]);
    expect((await api.post('bookings/save.php', body(date, BOOKING_SLOTS[2]))).status).toBe(200);
  });
});

describe('the database refuses an overlapping booking from any writer', () => {
  const insert = (guid: string, date: string, time: string, minutes: number) =>
    api.db.execute(
      sql`insert into bookings (guid_id, user_id, booking_date, booking_time, duration_minutes, status)
          values (${guid}, ${userId}, ${date}, ${time}, ${minutes}, 'confirmed') returning id`,
    );
  const code = (p: Promise<unknown>) =>
    p.then(
      () => 'ok',
      (e: unknown) => pgErrorCode(e),
    );

  it('refuses a plain SQL insert or move into covered slots', async () => {
    const date = '2033-04-01';
    await insert('sql-1', date, BOOKING_SLOTS[2], 180); // slots 2-5
    expect(await code(insert('sql-2', date, BOOKING_SLOTS[0], 150))).toBe('GL001'); // 0-3 overlaps
    expect(await code(insert('sql-3', date, BOOKING_SLOTS[6], 45))).toBe('ok');
    // Lengthening the 6th-slot booking into the next slots is fine; moving it onto the job is not.
    expect(
      await code(
        api.db.execute(sql`update bookings set booking_time = ${BOOKING_SLOTS[3]} where guid_id = 'sql-3'`),
      ),
    ).toBe('GL001');
    expect(
      await code(api.db.execute(sql`update bookings set duration_minutes = 180 where guid_id = 'sql-3'`)),
    ).toBe('ok');
    expect(await code(insert('sql-4', date, BOOKING_SLOTS[8], 45))).toBe('GL001');
    expect(await code(insert('sql-5', date, '10:00-10:45', 45))).toBe('23514');
  });
});

describe('lead time', () => {
  const inDays = (n: number) =>
    workingDayFrom(new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10));

  it('refuses a booking that starts sooner than MIN_LEAD_MINUTES from now, and tells it in slot-days', async () => {
    const week = await startTestApi({ minLeadMinutes: 7 * 24 * 60 });
    try {
      const cat = await insertCatalogue(week.db);
      const user = (await insertUser(week.db)).id;
      const line = {
        serviceId: cat.service.id,
        price: 350,
        variationOptionIds: [cat.options.small.id, cat.options.noEdging.id],
      };
      const save = (date: string) =>
        week.post('bookings/save.php', {
          userId: user,
          bookingDate: date,
          bookingTime: BOOKING_SLOTS[0],
          totalPrice: 350,
          services: [line],
          address: VISIT_ADDRESS,
        });
      const soon = await save(inDays(2));
      expect(soon.status).toBe(409);
      expect(soon.body.code).toBe('TOO_SOON');
      expect(soon.body.error).toContain('10080 minutes');
      expect((await save(inDays(30))).status).toBe(200);
      const days = await week.get(`bookings/slot-days.php?from=${inDays(30)}&days=1`);
      expect(days.body.minLeadMinutes).toBe(7 * 24 * 60);
    } finally {
      await week.close();
    }
  });

  it('refuses a slot that has started, by default', async () => {
    const res = await api.post(
      'bookings/save.php',
      body(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10), BOOKING_SLOTS[9]),
    );
    expect(res.body.code).toBe('TOO_SOON');
  });
});

describe('the visit address', () => {
  it('stores a served address with property notes, and refuses an unknown suburb by name', async () => {
    await setMinutes(c.service.id, 45);
    const address = { street: '12 Oak Street', suburb: 'rondebosch', postalCode: '7700' };
    const saved = await api.post('bookings/save.php', {
      ...body('2033-06-01', BOOKING_SLOTS[0]),
      address,
      propertyNotes: 'Gate code 4321; friendly dog',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.address).toEqual(address);
    expect(saved.body.propertyNotes).toBe('Gate code 4321; friendly dog');

    const far = await api.post('bookings/save.php', {
      ...body('2033-06-01', BOOKING_SLOTS[1]),
      address: { ...address, suburb: 'Stellenbosch' },
    });
    expect(far.status).toBe(409);
    expect(far.body.code).toBe('AREA_NOT_SERVED');
    expect(far.body.error).toContain('Stellenbosch');

    const areas = await api.get('service-areas/list.php');
    expect(areas.body.length).toBeGreaterThanOrEqual(25);
    expect(areas.body.find((a: { suburb: string }) => a.suburb === 'Fish Hoek')).toMatchObject({
      postalCode: '7975',
      active: true,
    });
  });
});

describe('packages in their season', () => {
  it('refuses a seasonal package outside its own dates or its season, saying when it can be booked', async () => {
    const [autumn] = await api.db
      .insert(seasons)
      .values({ name: 'Autumn', startDate: '2033-03-01', endDate: '2033-05-31', multiplier: 1 })
      .returning();
    const [pkg] = await api.db
      .insert(packages)
      .values({ name: 'Autumn clean-up', price: 900, seasonId: autumn!.id })
      .returning();
    const book = (date: string) =>
      api.post('bookings/save.php', {
        userId,
        bookingDate: date,
        bookingTime: BOOKING_SLOTS[0],
        totalPrice: 900,
        services: [{ packageId: pkg!.id, price: 900 }],
        address: VISIT_ADDRESS,
      });
    const december = await book('2033-12-10');
    expect(december.status).toBe(409);
    expect(december.body.code).toBe('OUT_OF_SEASON');
    expect(december.body.error).toContain('from 1 Mar 2033 to 31 May 2033');
    expect((await book('2033-04-20')).status).toBe(200);
  });
});
