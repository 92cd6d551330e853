/**
 * E-mail notices (issue #36; email/claim-notices.php, email/notice-done.php): a notice asked for with a
 * change is stored in the change's transaction exactly when the change is made (not for a change
 * refused, a dry run, a status it already had or a move of crew alone), is claimed by one caller at a
 * time, and once done is never claimed again. PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, emailNotices } from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import { bookingBody, type Catalogue, dayCounter, startBookingTestApi } from '../bookings/test-fixtures.js';

let api: TestApi;
let c: Catalogue;
let userId: number;
beforeAll(async () => ({ api, c, userId } = await startBookingTestApi()));
afterAll(() => api.close());

const nextDate = dayCounter(2033);
const book = async (date = nextDate(), time = '10:00 - 10:45') => {
  const res = await api.post<{ id: number }>('bookings/save.php', {
    ...bookingBody(c, userId, date),
    bookingTime: time,
  });
  expect(res.status, res.text).toBe(200);
  return { id: res.body.id, date };
};
const ask = (context: Record<string, unknown> = {}) => ({ id: randomUUID(), context });
const stored = async (id: string) =>
  (await api.db.select().from(emailNotices).where(eq(emailNotices.id, id)))[0];
type Claimed = {
  id: string;
  kind: string;
  bookingId: number;
  context: Record<string, unknown>;
  attempts: number;
}[];
const claim = async (more: Record<string, unknown>) =>
  (await api.post<Claimed>('email/claim-notices.php', { limit: 50, leaseSeconds: 60, ...more })).body;

describe('e-mail notices', () => {
  it("stores a cancel's notice with the cancel, and none for a booking already cancelled", async () => {
    const { id } = await book();
    const notice = ask({ was: { bookingDate: '2033-01-01', bookingTime: '10:00 - 10:45', visitEnd: null } });
    const res = await api.post('bookings/set-status.php', { id, status: 'cancelled', notice });
    expect(res.status, res.text).toBe(200);
    expect(await stored(notice.id)).toMatchObject({
      kind: 'booking.cancelled',
      bookingId: id,
      context: notice.context,
    });

    const again = ask();
    const second = await api.post('bookings/set-status.php', { id, status: 'cancelled', notice: again });
    expect(second.body).toMatchObject({ moved: false });
    expect(await stored(again.id)).toBeUndefined();
  });

  it('stores none for a change refused', async () => {
    const { id, date } = await book();
    await api.post('bookings/set-status.php', { id, status: 'cancelled' });
    const notice = ask();
    const res = await api.post('bookings/reschedule.php', {
      id,
      bookingDate: date,
      bookingTime: '11:30 - 12:15',
      notice,
    });
    expect(res.status).toBe(409);
    expect(await stored(notice.id)).toBeUndefined();
  });

  it("stores a move's notice when its date or time changes, not for the crew alone", async () => {
    const { id, date } = await book();
    const crewOnly = ask();
    const same = await api.post('bookings/reschedule.php', {
      id,
      bookingDate: date,
      bookingTime: '10:00 - 10:45',
      crewId: null,
      notice: crewOnly,
    });
    expect(same.status, same.text).toBe(200);
    expect(await stored(crewOnly.id)).toBeUndefined();

    const moved = ask({ previous: { bookingDate: date, bookingTime: '10:00 - 10:45' } });
    const res = await api.post('bookings/reschedule.php', {
      id,
      bookingDate: date,
      bookingTime: '11:30 - 12:15',
      notice: moved,
    });
    expect(res.status, res.text).toBe(200);
    expect(await stored(moved.id)).toMatchObject({ kind: 'booking.moved', bookingId: id });
  });

  it('gives a notice to one caller at a time, and never again once done', async () => {
    const { id } = await book();
    const notice = ask();
    await api.post('bookings/set-status.php', { id, status: 'cancelled', notice });
    const claims = await Promise.all(Array.from({ length: 4 }, () => claim({ id: notice.id })));
    expect(claims.flat().map((n) => [n.id, n.kind, n.attempts])).toEqual([
      [notice.id, 'booking.cancelled', 1],
    ]);
    // Left by a caller that stopped: not before the grace, nor while leased; then to the next caller.
    expect((await claim({ olderThanSeconds: 3600 })).some((n) => n.id === notice.id)).toBe(false);
    await api.db
      .update(emailNotices)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(emailNotices.id, notice.id));
    expect((await claim({ olderThanSeconds: 0 })).find((n) => n.id === notice.id)?.attempts).toBe(2);

    const failed = await api.post('email/notice-done.php', { id: notice.id, error: 'smtp down' });
    expect(failed.body).toEqual({ id: notice.id, found: true });
    expect(await stored(notice.id)).toMatchObject({ doneAt: null, lastError: 'smtp down' });

    const done = await api.post('email/notice-done.php', { id: notice.id });
    expect(done.body).toEqual({ id: notice.id, found: true });
    await api.db.update(emailNotices).set({ claimedUntil: null }).where(eq(emailNotices.id, notice.id));
    expect(await claim({ id: notice.id })).toEqual([]);
    expect(await claim({ olderThanSeconds: 0 })).not.toContainEqual(
      expect.objectContaining({ id: notice.id }),
    );
  });

  it("stores a payment's notice with the payment: the confirmation when it pays, why when it is owed back, none for a replay", async () => {
    const { id } = await book();
    const guidId = (await api.get<{ guidId: string }>(`bookings/get.php?id=${id}`)).body.guidId;
    const pay = (providerPaymentId: string, notice: ReturnType<typeof ask>) =>
      api.post('bookings/record-payment.php', {
        guidId,
        providerPaymentId,
        amount: 350,
        status: 'COMPLETE',
        notice,
      });
    const paid = ask({ providerPaymentId: 'pf-notice-1', amount: 350 });
    expect((await pay('pf-notice-1', paid)).status).toBe(200);
    expect(await stored(paid.id)).toMatchObject({ kind: 'booking.paid', bookingId: id });

    const replay = ask();
    expect((await pay('pf-notice-1', replay)).body).toMatchObject({ duplicate: true });
    expect(await stored(replay.id)).toBeUndefined();

    const second = ask({ providerPaymentId: 'pf-notice-2', amount: 350 });
    expect((await pay('pf-notice-2', second)).body).toMatchObject({ refundDue: 'second_payment' });
    expect(await stored(second.id)).toMatchObject({
      kind: 'payment.owed',
      context: { providerPaymentId: 'pf-notice-2', amount: 350, reason: 'second_payment', holdMinutes: 30 },
    });
  });

  it('gives up a notice left longer than the retry window', async () => {
    const { id } = await book();
    const notice = ask();
    await api.post('bookings/set-status.php', { id, status: 'cancelled', notice });
    await api.db
      .update(emailNotices)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(emailNotices.id, notice.id));
    expect(await claim({ olderThanSeconds: 0 })).not.toContainEqual(
      expect.objectContaining({ id: notice.id }),
    );
    expect((await stored(notice.id))?.failedAt).not.toBeNull();
  });

  it('shows the office the notices that could not be composed: tried again, then given up', async () => {
    const list = async () =>
      (
        await api.get<{
          retrying: number;
          failed: number;
          nodes: { id: string; kind: string; bookingGuidId: string | null; lastError: string | null }[];
        }>('email/notices.php?first=50')
      ).body;
    const before = await list();
    const { id } = await book();
    const notice = ask();
    await api.post('bookings/set-status.php', { id, status: 'cancelled', notice });
    // stored, and nobody has failed to compose it: not the office's concern yet
    expect((await list()).nodes.map((n) => n.id)).not.toContain(notice.id);

    await claim({ id: notice.id, olderThanSeconds: 0 });
    await api.post('email/notice-done.php', { id: notice.id, error: 'the booking could not be read' });
    const [booking] = await api.db
      .select({ guidId: bookings.guidId })
      .from(bookings)
      .where(eq(bookings.id, id));
    const retrying = await list();
    expect(retrying.retrying).toBe(before.retrying + 1);
    expect(retrying.nodes[0]).toMatchObject({
      id: notice.id,
      kind: 'booking.cancelled',
      bookingGuidId: booking!.guidId,
      lastError: 'the booking could not be read',
      failedAt: null,
    });

    await api.db
      .update(emailNotices)
      .set({ createdAt: sql`now() - interval '25 hours'`, claimedUntil: null })
      .where(eq(emailNotices.id, notice.id));
    await claim({ olderThanSeconds: 0 });
    const given = await list();
    expect(given.retrying).toBe(before.retrying);
    expect(given.failed).toBe(before.failed + 1);
    expect(given.nodes.find((n) => n.id === notice.id)).toMatchObject({ failedAt: expect.any(String) });

    // The office tries it again once what stopped it is mended: claimed by the next job, not given up
    // again at once; a notice not given up is refused.
    const again = await api.post<{ id: string; failedAt: string | null }>('email/notice-retry.php', {
      id: notice.id,
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ id: notice.id, failedAt: null });
    expect((await claim({ olderThanSeconds: 0 })).map((n) => n.id)).toContain(notice.id);
    const twice = await api.post<{ code: string }>('email/notice-retry.php', { id: notice.id });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('INVALID_TRANSITION');
    expect((await api.post('email/notice-retry.php', { id: randomUUID() })).status).toBe(404);
    await api.post('email/notice-done.php', { id: notice.id, error: 'still broken' });
    await api.db
      .update(emailNotices)
      .set({ retriedAt: sql`now() - interval '25 hours'`, claimedUntil: null })
      .where(eq(emailNotices.id, notice.id));
    await claim({ olderThanSeconds: 0 });
    expect((await stored(notice.id))?.failedAt).not.toBeNull();

    const metrics = await api.request('GET', 'metrics');
    expect(metrics.text).toContain(`api_outbox_messages{outbox="notices",state="failed"} ${given.failed}`);
  });

  it("stores a new account's welcome with the account, and none for an address taken or an update", async () => {
    const email = `welcome-${randomUUID()}@example.co.za`;
    const account = { name: 'Lerato', email, password: 'long-enough-1', role: 'client' };
    const welcome = ask();
    const made = await api.post<{ id: number }>('users/save.php', { ...account, notice: welcome });
    expect(made.status, made.text).toBe(200);
    expect(await stored(welcome.id)).toMatchObject({
      kind: 'account.welcome',
      bookingId: null,
      context: { userId: made.body.id },
    });

    const taken = ask();
    expect((await api.post('users/save.php', { ...account, notice: taken })).status).toBe(409);
    const update = ask();
    const updated = await api.post('users/save.php', {
      id: made.body.id,
      name: 'Lerato M',
      email,
      notice: update,
    });
    expect(updated.status, updated.text).toBe(200);
    expect(await stored(taken.id)).toBeUndefined();
    expect(await stored(update.id)).toBeUndefined();
  });

  it("stores a reset link's notice with the caller's token (its hash only), none for an unknown address", async () => {
    const email = `reset-${randomUUID()}@example.co.za`;
    const made = await api.post<{ id: number }>('users/save.php', {
      name: 'Thabo',
      email,
      password: 'long-enough-1',
      role: 'client',
    });
    const token = 'A'.repeat(43);
    const notice = ask({ sealed: 'sealed-by-the-gateway' });
    const res = await api.post<{ token: string }>('users/create-reset-token.php', { email, token, notice });
    expect(res.status, res.text).toBe(200);
    expect(res.body.token).toBe(token);
    expect(await stored(notice.id)).toMatchObject({
      kind: 'password.reset_link',
      context: { sealed: 'sealed-by-the-gateway', userId: made.body.id },
    });
    const hashes = await api.db.execute(
      sql`select token_hash from password_reset_tokens where user_id = ${made.body.id}`,
    );
    expect(JSON.stringify(hashes)).not.toContain(token);

    const nobody = ask();
    const unknown = await api.post('users/create-reset-token.php', {
      email: `x${email}`,
      token,
      notice: nobody,
    });
    expect(unknown.status).toBe(404);
    expect(await stored(nobody.id)).toBeUndefined();
    const short = await api.post('users/create-reset-token.php', { email, token: 'too-short' });
    expect(short.status).toBe(400);
  });

  it('refuses a notice that is not a UUID, or whose context is too long', async () => {
    const { id } = await book();
    const bad = await api.post('bookings/set-status.php', {
      id,
      status: 'cancelled',
      notice: { id: 'not-a-uuid', context: {} },
    });
    expect(bad.status).toBe(400);
    const long = await api.post('bookings/set-status.php', {
      id,
      status: 'cancelled',
      notice: { id: randomUUID(), context: { text: 'x'.repeat(5000) } },
    });
    expect(long.status).toBe(400);
  });
});
