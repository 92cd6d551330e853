/**
 * A card on file charged when the visit is done (docs/product.md, "A card on file for plans"), on the
 * api over the real database (PGlite and PostgreSQL): a series set to charge when done holds its unpaid
 * later visits confirmed for the card, counted as owed; only a completed one is claimed for a charge;
 * removing the card, or going back to "before", puts the visits not done back to pending.
 */
import { addDays, johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, type Catalogue, startBookingTestApi } from '../bookings/test-fixtures.js';
import { bookings, variationOptions } from '../db/schema.js';
import { workingDayFrom } from '../test/calendar.js';
import type { TestApi } from '../test/harness.js';

let api: TestApi;
let c: Catalogue;
let userId: number;
beforeAll(async () => {
  ({ api, c, userId } = await startBookingTestApi());
  await api.db
    .update(variationOptions)
    .set({ repeatWeeks: 1 })
    .where(eq(variationOptions.id, c.options.large.id));
});
afterAll(() => api.close());

/** A weekly series starting on a working day a week ahead, its first visit paid and the card saved. */
let dayOffset = 7;
/** A working day a week or more ahead, a different one for each test (their visits never share a slot). */
function nextStart(): string {
  for (;;) {
    const day = addDays(johannesburgToday(), dayOffset++);
    if (workingDayFrom(day) === day) return day;
  }
}

async function weeklyWithCard() {
  const start = nextStart();
  const body = {
    ...bookingBody(c, userId, start),
    totalPrice: 640,
    services: [
      {
        serviceId: c.service.id,
        price: 640,
        variationOptionIds: [c.options.large.id, c.options.fullEdging.id],
        addOnIds: [],
      },
    ],
    laterVisit: { totalPrice: 640, modifiers: [] },
  };
  const first = await api.post<{ id: number; guidId: string; seriesId: number }>('bookings/save.php', body);
  expect(first.status, first.text).toBe(200);
  const { guidId, seriesId } = first.body;
  const paid = await api.post('bookings/record-payment.php', {
    guidId,
    providerPaymentId: `pf-${guidId}`,
    amount: 640,
    status: 'COMPLETE',
  });
  expect(paid.status, paid.text).toBe(200);
  expect((await api.post('series/extend.php', { windowWeeks: 4 })).status).toBe(200);
  expect((await api.post('cards/save.php', { guidId, token: 'tok-after-done' })).status).toBe(200);
  return { seriesId, firstId: first.body.id };
}

const laterVisits = async (seriesId: number, firstId: number) =>
  (await api.db.select().from(bookings).where(eq(bookings.seriesId, seriesId)))
    .filter((b) => b.id !== firstId)
    .sort((a, b) => (a.bookingDate ?? '').localeCompare(b.bookingDate ?? ''));

describe('a card on file charged when the visit is done', () => {
  it('holds the later visits confirmed and owed, and claims only a completed one', async () => {
    const { seriesId, firstId } = await weeklyWithCard();
    const pending = await laterVisits(seriesId, firstId);
    expect(pending.length).toBeGreaterThan(1);
    expect(pending.every((v) => v.status === 'pending' && v.payLater && !v.payByCardAfter)).toBe(true);

    const set = await api.post<{ cardChargeWhen: string }>('cards/charge-when.php', {
      seriesId,
      when: 'after_done',
    });
    expect(set.status, set.text).toBe(200);
    expect(set.body.cardChargeWhen).toBe('after_done');
    const held = await laterVisits(seriesId, firstId);
    expect(held.every((v) => v.status === 'confirmed' && v.payByCardAfter && v.paidAt === null)).toBe(true);
    // Nothing paid: what the customer owes counts the visit (the one rule, bookings/paid-amounts.ts).
    const read = await api.get<{ amountOwed: number; amountPaid: number }>(
      `bookings/get.php?guidId=${held[0]!.guidId}`,
    );
    expect(read.body).toMatchObject({ amountOwed: 640, amountPaid: 0 });

    // Not done yet: nothing is claimed, however near the visit.
    expect((await api.post<unknown[]>('cards/claim-charges.php', { hoursBefore: 336 })).body).toEqual([]);
    const done = await api.post('bookings/set-status.php', { id: held[0]!.id, status: 'completed' });
    expect(done.status, done.text).toBe(200);
    const claimed = await api.post<{ bookingId: number; token: string }[]>('cards/claim-charges.php', {
      hoursBefore: 336,
    });
    expect(claimed.body).toEqual([
      expect.objectContaining({ bookingId: held[0]!.id, token: 'tok-after-done' }),
    ]);
    // Claimed once: a second run finds nothing.
    expect((await api.post<unknown[]>('cards/claim-charges.php', { hoursBefore: 336 })).body).toEqual([]);
  });

  it('puts the visits not done back to pending when the card is removed', async () => {
    const { seriesId, firstId } = await weeklyWithCard();
    await api.post('cards/charge-when.php', { seriesId, when: 'after_done' });
    const held = await laterVisits(seriesId, firstId);
    await api.post('bookings/set-status.php', { id: held[0]!.id, status: 'completed' });
    const removed = await api.post<{ token: string; released: number }>('cards/remove.php', { userId });
    expect(removed.body.token).toBe('tok-after-done');
    // this series' visits (and any other of the customer's still held for the card)
    expect(removed.body.released).toBeGreaterThanOrEqual(held.length);
    const after = await laterVisits(seriesId, firstId);
    expect(after[0]).toMatchObject({ status: 'completed', payByCardAfter: false, paidAt: null });
    expect(after.slice(1).every((v) => v.status === 'pending' && !v.payByCardAfter)).toBe(true);
    // No card: nothing to claim, the completed visit stays owed (paid from its link).
    expect((await api.post<unknown[]>('cards/claim-charges.php', { hoursBefore: 1 })).body).toEqual([]);
  });

  it('goes back to charging before each visit when the office chooses so', async () => {
    const { seriesId, firstId } = await weeklyWithCard();
    await api.post('cards/charge-when.php', { seriesId, when: 'after_done' });
    const back = await api.post<{ cardChargeWhen: string }>('cards/charge-when.php', {
      seriesId,
      when: 'before',
    });
    expect(back.body.cardChargeWhen).toBe('before');
    const visits = await laterVisits(seriesId, firstId);
    expect(visits.every((v) => v.status === 'pending' && !v.payByCardAfter)).toBe(true);
    expect((await api.post('cards/charge-when.php', { seriesId: 999999, when: 'before' })).status).toBe(404);
    await api.post('cards/remove.php', { userId });
  });
});
