import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const version = async (path = 'catalogue/version.php') => {
  const res = await api.get<{ version: number }>(path);
  expect(res.status).toBe(200);
  return res.body.version;
};

/** The api's own count of long polls it holds (GET /metrics, api_catalogue_version_waiters). */
const parkedWaiters = async () => {
  const res = await api.request('GET', 'metrics', { token: null });
  const line = /^api_catalogue_version_waiters (\d+)$/m.exec(res.text);
  return line ? Number(line[1]) : NaN;
};

describe('catalogue/version.php', () => {
  it('rises with every catalogue write, whoever writes, and not with bookings or users', async () => {
    const v0 = await version();
    expect(v0).toBeGreaterThan(0);
    const saved = await api.post('categories/save.php', { name: 'Hedges' });
    expect(saved.status).toBe(200);
    const v1 = await version();
    expect(v1).toBeGreaterThan(v0);
    // A write outside the api's routes (the generic query, psql) counts the same.
    await api.db.execute(
      sql`update services set description = description where id = (select min(id) from services)`,
    );
    const v2 = await version();
    expect(v2).toBeGreaterThan(v1);
    await api.db.execute(sql`update users set updated_at = now()`);
    expect(await version()).toBe(v2);
  });

  it('a rolled-back write leaves the version as it was', async () => {
    const before = await version();
    await expect(
      api.db.transaction(async (tx) => {
        await tx.execute(sql`update add_ons set name = name`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await version()).toBe(before);
  });

  it('answers a waiter at once when it holds an older version', async () => {
    const now = await version();
    expect(await version(`catalogue/version.php?after=${now - 1}&wait=25`)).toBe(now);
  });

  it('holds a waiter until a write commits, then answers with the new version', async () => {
    const now = await version();
    let answered = false;
    const waiting = version(`catalogue/version.php?after=${now}&wait=25`).then((v) => {
      answered = true;
      return v;
    });
    // The server reports the poll parked: it read the version, found it unchanged, and waits.
    await expect.poll(parkedWaiters).toBe(1);
    expect(answered).toBe(false);
    await api.db.transaction(async (tx) => {
      await tx.execute(sql`update seasons set notes = notes`);
      // Not committed yet: the waiter is still parked and has not been told.
      expect(await parkedWaiters()).toBe(1);
      expect(answered).toBe(false);
    });
    expect(await waiting).toBeGreaterThan(now);
    expect(await parkedWaiters()).toBe(0);
  });

  it('ends a wait with the unchanged version when the wait is over', async () => {
    const now = await version();
    expect(await version(`catalogue/version.php?after=${now}&wait=0.2`)).toBe(now);
  });

  it('refuses a wait over 25 seconds and a bad version', async () => {
    expect((await api.get('catalogue/version.php?after=1&wait=26')).status).toBe(400);
    expect((await api.get('catalogue/version.php?after=-1&wait=1')).status).toBe(400);
    expect((await api.request('GET', 'catalogue/version.php', { token: null })).status).toBe(401);
  });
});
