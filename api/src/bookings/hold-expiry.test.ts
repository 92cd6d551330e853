import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings } from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import { cancelExpiredHolds, startHoldExpiry } from './hold-expiry.js';
import { bookingBody, type Catalogue, moveHoldEnd, startBookingTestApi } from './test-fixtures.js';

let api: TestApi;
let c: Catalogue;
let userId: number;
beforeAll(async () => ({ api, c, userId } = await startBookingTestApi()));
afterAll(() => api.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const save = (date: string) => api.post('bookings/save.php', bookingBody(c, userId, date));
const statusOf = async (ids: number[]) =>
  (
    await api.db
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(inArray(bookings.id, ids))
  )
    .sort((a, b) => a.id - b.id)
    .map((r) => r.status);

describe('hold expiry', () => {
  it('cancels pending bookings whose hold has ended and frees their slot', async () => {
    const date = '2033-05-03';
    const a = (await save(date)).body;
    const b = (await save(date)).body;
    expect((await save(date)).body.code).toBe('SLOT_FULL');

    // a's hold ended a minute ago (it is 31 minutes old); b's ends in a minute and still holds its place.
    await moveHoldEnd(api.db, eq(bookings.id, a.id), -1);
    await moveHoldEnd(api.db, eq(bookings.id, b.id), 1);
    const confirmedOld = (await save('2033-05-02')).body;
    await api.get(`bookings/confirm.php?id=${confirmedOld.id}`);
    await api.db
      .update(bookings)
      .set({ createdAt: minutesAgo(120) })
      .where(eq(bookings.id, confirmedOld.id));

    const cancelled = await cancelExpiredHolds(api.db);
    expect(cancelled).toContain(a.id);
    expect(cancelled).not.toContain(b.id);
    expect(await statusOf([a.id, b.id, confirmedOld.id])).toEqual(['cancelled', 'pending', 'confirmed']);

    const slots = await api.get(`bookings/slots.php?date=${date}`);
    expect(slots.body[0]).toEqual({ bookingTime: '10:00 - 10:45', taken: 1, capacity: 2 });
    const again = await save(date);
    expect(again.status).toBe(200);
    expect(await cancelExpiredHolds(api.db)).toEqual([]);
  });

  it('reads the end of the hold, not the age: an old booking holding until later stays', async () => {
    const kept = (await save('2033-07-01')).body;
    await api.db
      .update(bookings)
      .set({ createdAt: minutesAgo(6 * 24 * 60) })
      .where(eq(bookings.id, kept.id));
    await moveHoldEnd(api.db, eq(bookings.id, kept.id), 24 * 60);
    expect(await cancelExpiredHolds(api.db)).not.toContain(kept.id);
    await moveHoldEnd(api.db, eq(bookings.id, kept.id), -1);
    expect(await cancelExpiredHolds(api.db)).toContain(kept.id);
  });

  it('runs the sweep on a timer until stopped', async () => {
    const b = (await save('2033-06-01')).body;
    await moveHoldEnd(api.db, eq(bookings.id, b.id), -15);
    const info = vi.fn();
    const log = { info, error: vi.fn() } as unknown as FastifyBaseLogger;
    // Each sweep opens one transaction: counted as the sweep starts, on the real database.
    let sweeps = 0;
    const db = new Proxy(api.db, {
      get(target, key, receiver) {
        if (key === 'transaction') sweeps += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    // The sweep's clock is faked from its start (the database's is not): moved by hand below.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stop = startHoldExpiry(db, log, 50);
    try {
      // The sweep logs after its transaction commits: wait for both, not the status alone.
      await vi.waitFor(
        async () => {
          vi.advanceTimersByTime(1_000);
          expect(await statusOf([b.id])).toEqual(['cancelled']);
          expect(info).toHaveBeenCalledWith({ bookingIds: [b.id] }, expect.any(String));
        },
        { timeout: 5000 },
      );
    } catch (err) {
      vi.useRealTimers();
      throw err;
    } finally {
      stop();
    }
    // Stopped: with its clock moved on an hour, no sweep starts again, and a newly expired hold stays.
    const later = (await save('2033-06-02')).body;
    await moveHoldEnd(api.db, eq(bookings.id, later.id), -15);
    const sweepsWhenStopped = sweeps;
    try {
      vi.advanceTimersByTime(60 * 60_000);
    } finally {
      vi.useRealTimers();
    }
    expect(sweeps).toBe(sweepsWhenStopped);
    expect(await statusOf([later.id])).toEqual(['pending']);
  });
});
