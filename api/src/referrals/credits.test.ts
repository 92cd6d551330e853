// Referral credits (docs/office-rules.md, "Referral"): earned once per referred customer when their
// booking is paid, never for the customer's own code; taken by one booking only, also when two saves
// race; given back when that booking is cancelled unpaid or its hold expires, kept when it was paid.
import { addDays, johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { eq } from 'drizzle-orm';
import { workingDayFrom } from '../test/calendar.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, referralCredits, variationOptions } from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import { cancelExpiredHolds } from '../bookings/hold-expiry.js';
import {
  bookingBody,
  dayCounter,
  insertUser,
  moveHoldEnd,
  startCatalogueTestApi,
  type Catalogue,
} from '../bookings/test-fixtures.js';

let api: TestApi;
let c: Catalogue;
beforeAll(async () => ({ api, c } = await startCatalogueTestApi()));
afterAll(() => api.close());

const nextDate = dayCounter(2034);
let phones = 0;
const newUser = () => {
  phones += 1;
  return insertUser(api.db, { phone: `083 444 ${String(1000 + phones)}` });
};

async function book(userId: number, extra: Record<string, unknown> = {}) {
  const res = await api.post<{ id: number; guidId: string }>('bookings/save.php', {
    ...bookingBody(c, userId, nextDate()),
    ...extra,
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const pay = async (guidId: string) => {
  const res = await api.post('bookings/record-payment.php', {
    guidId,
    providerPaymentId: `pf-${guidId}`,
    amount: 1000,
    status: 'COMPLETE',
  });
  expect(res.status, res.text).toBe(200);
};

const creditsOf = async (userId: number) =>
  (await api.get<{ credits: { id: number; amount: number }[] }>(`bookings/earned-facts.php?userId=${userId}`))
    .body.credits;

/** A credit of `amount` rand for `referrerId`, earned by a friend's paid booking. */
async function friendPays(referrerId: number): Promise<number> {
  const friend = await newUser();
  await pay((await book(friend.id, { referrerId })).guidId);
  const [credit] = await api.db
    .select({ id: referralCredits.id })
    .from(referralCredits)
    .where(eq(referralCredits.referredUserId, friend.id));
  expect(credit).toBeDefined();
  return credit!.id;
}

describe('earning a referral credit', () => {
  it('is earned when the referred booking is paid, once per referred customer', async () => {
    const owner = await newUser();
    const friend = await newUser();
    const first = await book(friend.id, { referrerId: owner.id });
    expect(await creditsOf(owner.id)).toEqual([]);

    await pay(first.guidId);
    const credits = await creditsOf(owner.id);
    expect(credits).toEqual([{ id: expect.any(Number), amount: 100 }]);

    // A second paid booking by the same friend with the code again earns nothing more.
    await pay((await book(friend.id, { referrerId: owner.id })).guidId);
    expect(await creditsOf(owner.id)).toEqual(credits);
    // The friend earns nothing for themself, and a visitor's facts carry no credits.
    expect(await creditsOf(friend.id)).toEqual([]);
    const visitor = await api.get('bookings/earned-facts.php?email=nobody@example.test');
    expect(visitor.body.credits).toEqual([]);
  });

  it('is not earned with the customer’s own code, nor by another account with the same phone', async () => {
    const owner = await newUser();
    const own = await book(owner.id, { referrerId: owner.id });
    const [row] = await api.db
      .select({ referrerId: bookings.referrerId })
      .from(bookings)
      .where(eq(bookings.id, own.id));
    expect(row!.referrerId).toBeNull();
    await pay(own.guidId);

    const twin = await insertUser(api.db, { phone: owner.phone!.replace(/ /g, '') });
    await pay((await book(twin.id, { referrerId: owner.id })).guidId);
    expect(await creditsOf(owner.id)).toEqual([]);
  });
});

describe('using a referral credit', () => {
  it('stores the credit on the booking, and no other booking can take it', async () => {
    const owner = await newUser();
    const creditId = await friendPays(owner.id);
    const used = await book(owner.id, {
      totalPrice: 900,
      referralCredit: { creditIds: [creditId], amount: 100 },
    });
    const saved = await api.get(`bookings/get.php?id=${used.id}`);
    expect(saved.body).toMatchObject({ totalPrice: 900, referralCredit: 100 });
    expect(await creditsOf(owner.id)).toEqual([]);

    const again = await api.post('bookings/save.php', {
      ...bookingBody(c, owner.id, nextDate()),
      referralCredit: { creditIds: [creditId], amount: 100 },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('REFERRAL_CREDIT_USED');
  });

  it('refuses a credit that is not the customer’s, or more than the credit is worth', async () => {
    const owner = await newUser();
    const other = await newUser();
    const creditId = await friendPays(owner.id);
    for (const [userId, amount] of [
      [other.id, 100],
      [owner.id, 150],
    ] as const) {
      const res = await api.post('bookings/save.php', {
        ...bookingBody(c, userId, nextDate()),
        referralCredit: { creditIds: [creditId], amount },
      });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('REFERRAL_CREDIT_USED');
    }
    expect(await creditsOf(owner.id)).toEqual([{ id: creditId, amount: 100 }]);
  });

  it('two bookings saved at once cannot both use one credit', async () => {
    const owner = await newUser();
    const creditId = await friendPays(owner.id);
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        api.post('bookings/save.php', {
          ...bookingBody(c, owner.id, nextDate()),
          referralCredit: { creditIds: [creditId], amount: 100 },
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(replies.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual([
      'REFERRAL_CREDIT_USED',
      'REFERRAL_CREDIT_USED',
      'REFERRAL_CREDIT_USED',
    ]);
    const taken = await api.db
      .select({ usedBookingId: referralCredits.usedBookingId })
      .from(referralCredits)
      .where(eq(referralCredits.id, creditId));
    expect(taken[0]!.usedBookingId).toBe(replies.find((r) => r.status === 200)!.body.id);
  });

  it('comes back when the booking is cancelled unpaid or its hold expires; a paid booking keeps it', async () => {
    const owner = await newUser();
    const creditId = await friendPays(owner.id);
    const withCredit = { referralCredit: { creditIds: [creditId], amount: 100 } };

    const letGo = await book(owner.id, withCredit);
    expect((await api.get(`bookings/cancel.php?id=${letGo.id}`)).status).toBe(200);
    expect(await creditsOf(owner.id)).toEqual([{ id: creditId, amount: 100 }]);

    const expired = await book(owner.id, withCredit);
    await moveHoldEnd(api.db, eq(bookings.id, expired.id), -1);
    expect(await cancelExpiredHolds(api.db)).toContain(expired.id);
    expect(await creditsOf(owner.id)).toEqual([{ id: creditId, amount: 100 }]);

    const paid = await book(owner.id, withCredit);
    await pay(paid.guidId);
    expect((await api.get(`bookings/cancel.php?id=${paid.id}`)).status).toBe(200);
    const [row] = await api.db
      .select({ status: bookings.status, refundStatus: bookings.refundStatus })
      .from(bookings)
      .where(eq(bookings.id, paid.id));
    expect(row).toEqual({ status: 'cancelled', refundStatus: 'due' });
    expect(await creditsOf(owner.id)).toEqual([]);
  });

  it("is used by a series' first visit only: its later visits do not get it again", async () => {
    const owner = await newUser();
    const creditId = await friendPays(owner.id);
    // "Large" repeats fortnightly for this test only.
    const repeat = (weeks: number | null) =>
      api.db
        .update(variationOptions)
        .set({ repeatWeeks: weeks })
        .where(eq(variationOptions.id, c.options.large.id));
    await repeat(2);
    try {
      // Soon enough for the payment to plan its next visits (the series window is 8 weeks).
      const first = await book(owner.id, {
        bookingDate: workingDayFrom(addDays(johannesburgToday(), 9)),
        referralCredit: { creditIds: [creditId], amount: 100 },
        // as the gateway prices each later visit: the repeating line, no one-off discount or credit
        laterVisit: { totalPrice: 640, modifiers: [] },
      });
      await pay(first.guidId);
      const read = await api.get(`bookings/get.php?id=${first.id}`);
      expect(read.body).toMatchObject({ referralCredit: 100, seriesKind: 'repeat' });
      const series = (await api.get(`series/get.php?id=${read.body.seriesId}`)).body;
      const later = series.visits.filter((v: any) => v.id !== first.id);
      expect(later.length).toBeGreaterThan(0);
      for (const visit of later) {
        expect(visit).toMatchObject({ referralCredit: null, totalPrice: series.visitPrice });
      }
      const [credit] = await api.db
        .select({ usedBookingId: referralCredits.usedBookingId })
        .from(referralCredits)
        .where(eq(referralCredits.id, creditId));
      expect(credit!.usedBookingId).toBe(first.id);
    } finally {
      await repeat(null);
    }
  });
});
