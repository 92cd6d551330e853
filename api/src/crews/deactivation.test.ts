/**
 * Deactivating a crew with future jobs (docs/product.md "The office's day", Crews): the preview lists
 * its jobs and the times that would be over capacity without it; the deactivation moves every job to
 * another crew (or unassigns it) and makes the crew inactive in one transaction, all or nothing; the
 * save and delete paths refuse a crew with future jobs.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, crews } from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import {
  bookingBody,
  insertUser,
  type Catalogue,
  startCatalogueTestApi,
  dayCounter,
} from '../bookings/test-fixtures.js';

let api: TestApi;
let c: Catalogue;
beforeAll(async () => ({ api, c } = await startCatalogueTestApi({})));
afterAll(() => api.close());

const nextDate = dayCounter(2034);
const job = async (date: string, time: string, crewId: number | null, name = 'Thandi Customer') => {
  const user = await insertUser(api.db, { name });
  const res = await api.post('bookings/save.php', { ...bookingBody(c, user.id, date), bookingTime: time });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await api.get(`bookings/confirm.php?id=${res.body.id}`);
  if (crewId !== null) {
    const set = await api.post('bookings/reschedule.php', {
      id: res.body.id,
      bookingDate: date,
      bookingTime: time,
      crewId,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  }
  return res.body.id as number;
};
const newCrew = async (name: string) =>
  (await api.post('crews/save.php', { name, colour: '#2f9e44' })).body.id as number;
const crewsOf = async (ids: number[]) => {
  const rows = await api.db
    .select({ id: bookings.id, crewId: bookings.crewId })
    .from(bookings)
    .where(inArray(bookings.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.crewId]));
};
const isActive = async (id: number) =>
  (await api.db.select({ active: crews.active }).from(crews).where(eq(crews.id, id)))[0]?.active;
const deactivate = (body: object) => api.post('crews/deactivate.php', body);

describe('deactivating a crew with future jobs', () => {
  it('previews the jobs and the over-capacity times, refuses without consent, moves all or nothing, then reassigns', async () => {
    const [a, b, spare] = [await newCrew('Crew A'), await newCrew('Crew B'), await newCrew('Crew C')];
    const day = nextDate();
    const a1 = await job(day, '10:00 - 10:45', a, 'Anele First');
    const a2 = await job(day, '13:00 - 13:45', a, 'Ben Second');
    const b1 = await job(day, '13:00 - 13:45', b);
    const u1 = await job(day, '10:00 - 10:45', null);
    const u2 = await job(day, '10:00 - 10:45', null);

    const preview = await api.get(`crews/deactivation-preview.php?id=${a}`);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.jobs).toEqual([
      expect.objectContaining({
        id: a1,
        bookingDate: day,
        bookingTime: '10:00 - 10:45',
        customerName: 'Anele First',
        suburb: 'Rondebosch',
      }),
      expect.objectContaining({
        id: a2,
        bookingDate: day,
        bookingTime: '13:00 - 13:45',
        customerName: 'Ben Second',
      }),
    ]);
    // Three crews are three places; without A two: 10:00 holds three bookings.
    expect(preview.body.overCapacity).toEqual([{ date: day, time: '10:00 - 10:45', booked: 3, capacity: 2 }]);

    const unasked = await deactivate({ crewId: a, reassignTo: spare });
    expect(unasked.status).toBe(409);
    expect(unasked.body.code).toBe('OVER_CAPACITY');
    expect(unasked.body.error).toContain('1 time');
    expect(unasked.body.fields).toHaveProperty('confirmOverCapacity');

    // B is busy at 13:00: a1 could go, a2 cannot, so nothing moves and A stays active.
    const busy = await deactivate({ crewId: a, reassignTo: b, confirmOverCapacity: true });
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('CREW_BUSY');
    expect(busy.body.error).toContain(`#${a2}`);
    expect(await crewsOf([a1, a2, b1])).toEqual({ [a1]: a, [a2]: a, [b1]: b });
    expect(await isActive(a)).toBe(true);

    const done = await deactivate({ crewId: a, reassignTo: spare, confirmOverCapacity: true });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await crewsOf([a1, a2])).toEqual({ [a1]: spare, [a2]: spare });
    expect(await isActive(a)).toBe(false);
    const slots = (await api.get(`bookings/slot-days.php?from=${day}&days=1`)).body;
    expect(slots.days[0].slots[0].capacity).toBe(2);
    // The day's bookings go, so the next tests start from no crew and no over-full time.
    for (const id of [a1, a2, b1, u1, u2]) await api.get(`bookings/cancel.php?id=${id}`);
    for (const id of [b, spare])
      expect((await deactivate({ crewId: id, reassignTo: null })).status).toBe(200);
  });

  it('leaves the jobs unassigned; refuses itself or an inactive crew as the target', async () => {
    const [d, e] = [await newCrew('Crew D'), await newCrew('Crew E')];
    const day = nextDate();
    const d1 = await job(day, '11:30 - 12:15', d);
    const self = await deactivate({ crewId: d, reassignTo: d });
    expect(self.status).toBe(400);
    expect(self.body.fields).toHaveProperty('reassignTo');
    const eOut = await deactivate({ crewId: e, reassignTo: null });
    expect(eOut.status, JSON.stringify(eOut.body)).toBe(200);
    const inactive = await deactivate({ crewId: d, reassignTo: e });
    expect(inactive.status).toBe(400);

    const done = await deactivate({ crewId: d, reassignTo: null });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await crewsOf([d1])).toEqual({ [d1]: null });
    expect(await isActive(d)).toBe(false);
  });

  it('refuses a save with active false and a delete of a crew with future jobs or leaving times over capacity; another goes', async () => {
    const f = await newCrew('Crew F');
    const g = await newCrew('Crew G');
    const day = nextDate();
    const f1 = await job(day, '14:30 - 15:15', f);
    const saved = await api.post('crews/save.php', {
      id: f,
      name: 'Crew F',
      colour: '#2f9e44',
      active: false,
    });
    expect(saved.status).toBe(409);
    expect(saved.body.error).toContain('1 future job');
    expect(saved.body.error).toContain('Deactivate');
    const removed = await api.get(`crews/delete.php?id=${f}`);
    expect(removed.status).toBe(409);
    expect(await isActive(f)).toBe(true);
    expect(await crewsOf([f1])).toEqual({ [f1]: f });

    // No job of its own, but without it 14:30 would hold two bookings in one place.
    const other = await job(day, '14:30 - 15:15', null);
    const over = await api.post('crews/save.php', {
      id: g,
      name: 'Crew G',
      colour: '#2f9e44',
      active: false,
    });
    expect(over.status).toBe(409);
    expect(over.body.error).toContain('over capacity');
    await api.get(`bookings/cancel.php?id=${other}`);
    const quiet = await api.post('crews/save.php', {
      id: g,
      name: 'Crew G',
      colour: '#2f9e44',
      active: false,
    });
    expect(quiet.status, JSON.stringify(quiet.body)).toBe(200);
    expect(quiet.body.active).toBe(false);
    expect((await api.get(`crews/delete.php?id=${g}`)).status).toBe(200);
  });
});
