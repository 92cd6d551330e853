/**
 * The e-mail outbox (issue #36; email/*.php): a stored message is claimed by one caller at a time (a
 * lease), goes again after a refusal with a growing wait, is marked sent once, is given up after the
 * retry window, and a dedupe key stores a message once. PGlite and PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema.js';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const body = (text: string) => Buffer.from(JSON.stringify({ subject: 'Hello', text })).toString('base64');
let seq = 0;
const enqueue = async (more: Record<string, unknown> = {}) => {
  seq += 1;
  const res = await api.post<{ id: number; queued: boolean }>('email/enqueue.php', {
    recipient: `outbox-${seq}@example.co.za`,
    subject: 'Hello',
    message: body(`line one\nline two ${seq}`),
    ...more,
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
};
type Claimed = { id: number; message: string; attempts: number }[];
const claim = async (id?: number) =>
  (await api.post<Claimed>('email/claim.php', { limit: 50, leaseSeconds: 60, ...(id ? { id } : {}) })).body;

describe('email/*.php', () => {
  it('gives a stored message to one of many callers at once, whole, until its lease passes', async () => {
    const { id } = await enqueue();
    const claims = await Promise.all(Array.from({ length: 5 }, () => claim(id)));
    const got = claims.flat().filter((m) => m.id === id);
    expect(got).toHaveLength(1);
    expect(JSON.parse(Buffer.from(got[0]!.message, 'base64').toString('utf8')).text).toContain(
      'line one\nline two',
    );
    expect(await claim(id)).toEqual([]);
    // The caller died: once the lease passes, another claims it (a second attempt).
    await api.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, id));
    expect((await claim(id)).map((m) => [m.id, m.attempts])).toEqual([[id, 2]]);
  });

  it('tries a refused message again after a growing wait, and never again once sent', async () => {
    const { id } = await enqueue();
    await claim(id);
    const failed = await api.post('email/failed.php', { id, error: '451 try later', retryBaseSeconds: 10 });
    expect(failed.body).toEqual({ id, givenUp: false });
    const [row] = await api.db
      .select({
        wait: sql<number>`extract(epoch from next_attempt_at - now())`.mapWith(Number),
        lastError: emailOutbox.lastError,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, id));
    expect(row!.wait).toBeGreaterThan(5);
    expect(row!.wait).toBeLessThanOrEqual(10);
    expect(row!.lastError).toBe('451 try later');
    expect(await claim(id)).toEqual([]);
    await api.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.id, id));
    expect(await claim(id)).toHaveLength(1);
    expect((await api.post('email/sent.php', { id })).body).toEqual({ id, found: true });
    await api.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 hour'` })
      .where(eq(emailOutbox.id, id));
    expect(await claim(id)).toEqual([]);
  });

  it('gives a message up once it is older than the retry window, and the office sees it', async () => {
    const { id } = await enqueue();
    await api.db
      .update(emailOutbox)
      .set({ createdAt: sql`now() - interval '73 hours'` })
      .where(eq(emailOutbox.id, id));
    await claim(id);
    expect((await api.post('email/failed.php', { id, error: '550 no such user' })).body).toEqual({
      id,
      givenUp: true,
    });
    expect(await claim(id)).toEqual([]);
    const list = await api.get<{ failed: number; nodes: { id: number; state: string; lastError: string }[] }>(
      'email/list.php?state=failed',
    );
    expect(list.body.failed).toBeGreaterThanOrEqual(1);
    expect(list.body.nodes.find((n) => n.id === id)).toMatchObject({
      state: 'failed',
      lastError: '550 no such user',
    });

    // The office sends it again: due at once, a new window of 72 hours from now (one refusal does not
    // give it up again); a message not given up, or unknown, is refused.
    const again = await api.post<{ state: string; attempts: number }>('email/retry.php', { id });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ state: 'waiting', attempts: 0 });
    expect(await claim(id)).toHaveLength(1);
    expect((await api.post('email/failed.php', { id, error: '451 later' })).body).toEqual({
      id,
      givenUp: false,
    });
    const twice = await api.post<{ code: string }>('email/retry.php', { id });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('INVALID_TRANSITION');
    expect((await api.post('email/retry.php', { id: 99_999_999 })).status).toBe(404);
  });

  it('stores a message with a dedupe key once, and refuses a message that is not base64', async () => {
    const key = `once-${Date.now()}`;
    const first = await enqueue({ dedupeKey: key });
    const again = await enqueue({ dedupeKey: key });
    expect(again).toEqual({ id: first.id, queued: false });
    const bad = await api.post('email/enqueue.php', {
      recipient: 'x@example.co.za',
      subject: 'x',
      message: 'not base64!',
    });
    expect(bad.status).toBe(400);
  });

  it("reports the outboxes' depth on /metrics", async () => {
    await enqueue();
    const text = (await api.request('GET', 'metrics')).text;
    const line = text
      .split('\n')
      .find((l) => l.startsWith('api_outbox_messages{outbox="email",state="waiting"}'));
    expect(Number(line?.split(' ').pop())).toBeGreaterThanOrEqual(1);
    expect(text).toContain('api_outbox_messages{outbox="webhooks",state="waiting"}');
  });

  it('reports on /metrics how late the oldest message due is', async () => {
    const { id } = await enqueue();
    // Due five minutes ago and not sent yet (every replica's job was away).
    await api.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '5 minutes'` })
      .where(eq(emailOutbox.id, id));
    const lag = async () => {
      const text = (await api.request('GET', 'metrics')).text;
      const line = text.split('\n').find((l) => l.startsWith('api_outbox_lag_seconds{outbox="email"}'));
      return Number(line?.split(' ').pop());
    };
    expect(await lag()).toBeGreaterThanOrEqual(300);
    expect(await lag()).toBeLessThan(3600);
    // Sent: nothing due is late any more.
    await claim();
    await api.db
      .update(emailOutbox)
      .set({ sentAt: sql`now()` })
      .where(sql`sent_at is null`);
    expect(await lag()).toBe(0);
  });
});
