import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('service credential and health', () => {
  it('answers health and readiness without a credential', async () => {
    expect((await api.request('GET', 'healthz', { token: null })).body).toEqual({ status: 'ok' });
    expect((await api.request('GET', 'readyz', { token: null })).status).toBe(200);
  });

  it('refuses every other request without the gateway credential', async () => {
    const res = await api.request('GET', 'services/list.php', { token: null });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
    const wrong = await api.request('GET', 'services/list.php', { token: 'not-the-token-at-all-xx' });
    expect(wrong.status).toBe(401);
  });

  it('passes a request id through', async () => {
    const res = await api.request('GET', 'healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
  });

  it('exposes Prometheus metrics with latency per REST path', async () => {
    await api.get('nope/none.php');
    await api.request('GET', 'healthz', { token: null });
    const res = await api.request('GET', 'metrics', { token: null });
    expect(res.status).toBe(200);
    expect(res.text).toMatch(
      /api_http_request_duration_seconds_count\{path="\/healthz",method="GET",status="200"\} \d+/,
    );
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await api.get('nope/none.php');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('enforces slot capacity in the database itself', async () => {
    const { sql } = await import('drizzle-orm');
    await api.db.execute(sql`insert into users (name, email) values ('A', 'slot@x.test')`);
    const ins = () =>
      api.db.execute(
        sql`insert into bookings (guid_id, user_id, booking_date, booking_time, held_until) values (${'g' + Math.random()}, (select id from users where email='slot@x.test'), '2030-01-01', '10:00 - 10:45', now() + interval '30 minutes')`,
      );
    await ins();
    await ins();
    await expect(ins()).rejects.toThrow();
  });

  it('makes a late confirmation of an expired hold take a place again', async () => {
    const { sql } = await import('drizzle-orm');
    const user = sql`(select id from users where email='slot@x.test')`;
    // An expired pending hold, then two fresh bookings fill the slot.
    await api.db.execute(
      sql`insert into bookings (guid_id, user_id, booking_date, booking_time, created_at, held_until) values ('late-1', ${user}, '2030-01-02', '10:00 - 10:45', now() - interval '31 minutes', now() - interval '1 minute')`,
    );
    for (const g of ['late-2', 'late-3']) {
      await api.db.execute(
        sql`insert into bookings (guid_id, user_id, booking_date, booking_time, held_until) values (${g}, ${user}, '2030-01-02', '10:00 - 10:45', now() + interval '30 minutes')`,
      );
    }
    await expect(
      api.db.execute(sql`update bookings set status = 'confirmed' where guid_id = 'late-1'`),
    ).rejects.toThrow();
    // A fresh hold confirms without a new check.
    await api.db.execute(sql`update bookings set status = 'confirmed' where guid_id = 'late-2'`);
  });
});
