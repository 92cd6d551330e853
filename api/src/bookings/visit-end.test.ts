// Where a booking's work is expected to end, as `bookings/get.php` reads it: the end of the last cell
// the capacity trigger wrote for it (docs/api.md, "Booking as read").
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import {
  bookingBody,
  dayCounter,
  insertUser,
  startCatalogueTestApi,
  type Catalogue,
} from './test-fixtures.js';

let api: TestApi;
let c: Catalogue;
beforeAll(async () => ({ api, c } = await startCatalogueTestApi()));
afterAll(() => api.close());

const nextDate = dayCounter(2036);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe("a booking's expected end", () => {
  it('is the end of the last slot its work covers, not its first slot', async () => {
    await api.db.update(services).set({ durationMinutes: 100 }).where(eq(services.id, c.service.id));
    const customer = await insertUser(api.db);
    const date = nextDate();
    const saved = await api.post<{ id: number }>('bookings/save.php', bookingBody(c, customer.id, date));
    expect(saved.status, saved.text).toBe(200);
    const read = await api.get<{
      bookingTime: string;
      durationMinutes: number;
      visitEnd: { date: string; time: string } | null;
    }>(`bookings/get.php?id=${saved.body.id}`);
    const { durationMinutes, visitEnd } = read.body;
    expect(visitEnd).not.toBeNull();
    if (visitEnd!.date === date) {
      // the default calendar: 45-minute slots from 10:00; the work covers whole slots
      expect(minutesOf(visitEnd!.time)).toBe(10 * 60 + Math.ceil(durationMinutes / 45) * 45);
    } else {
      expect(visitEnd!.date > date).toBe(true);
    }
    expect(durationMinutes).toBeGreaterThan(45);
    expect(visitEnd!.time).not.toBe('10:45');
  });
});

describe('a booking that holds no time', () => {
  it('keeps its expected end once cancelled: where its work would have ended, not its first slot', async () => {
    await api.db.update(services).set({ durationMinutes: 100 }).where(eq(services.id, c.service.id));
    const customer = await insertUser(api.db);
    const date = nextDate();
    const saved = await api.post<{ id: number }>('bookings/save.php', bookingBody(c, customer.id, date));
    expect(saved.status, saved.text).toBe(200);
    type Read = { status: string; visitEnd: { date: string; time: string } | null };
    const held = await api.get<Read>(`bookings/get.php?id=${saved.body.id}`);
    expect(held.body.visitEnd).not.toBeNull();
    const cancelled = await api.post('bookings/set-status.php', { id: saved.body.id, status: 'cancelled' });
    expect(cancelled.status, cancelled.text).toBe(200);
    const read = await api.get<Read>(`bookings/get.php?id=${saved.body.id}`);
    expect(read.body.status).toBe('cancelled');
    expect(read.body.visitEnd).toEqual(held.body.visitEnd);
  });
});
