/**
 * A referral that pays (docs/office-rules.md, "Referral"), through the real gateway and api: A
 * registers; B books with A's code as a newcomer (and keeps the newcomer's discount) and pays; A's
 * account shows the credit, A's quote and booking take it off (quote == charge), the booking keeps it,
 * and A's next booking does not get it again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralCredits, users } from '../../../api/src/db/schema.js';
import {
  bookableServiceLine,
  workingDaysAfter,
  outboxMessages,
  payThroughNotification,
  startTestGateway,
  TEST_VISIT,
  type GqlClient,
  type TestGateway,
} from '../test/harness.js';

let t: TestGateway;
let lines: { serviceId: string; optionIds: string[] }[];

const QUOTE = `query Q($input: BookingInput!) {
  quote(input: $input) { subtotal total adjustments { optionName amount } referralCredit { label amount reason } }
}`;
const CREATE = `mutation C($input: CreateBookingInput!) {
  createBooking(input: $input) { booking { guidId totalPrice referralCredit modifiers { optionName } } }
}`;
const ME = '{ me { referralCode referralCredit { amount friends } bookings { guidId referralCredit } } }';

let counter = 0;
/** A new person (A registers with it, B books as a newcomer with it). */
const person = () => {
  counter += 1;
  return {
    name: 'Lindiwe Khumalo',
    email: `referral-${counter}-${Date.now()}@example.test`,
    password: 'lawns-are-green',
    phone: `07${String(Date.now() % 10_000_000).padStart(7, '0')}${counter}`,
  };
};

/**
 * The tests count days 20 to 31 from today; each is its own working day (a Sunday or a holiday is
 * closed), so that no two bookings share a day and its 10:00 slot.
 */
const bookingDay = (day: number): string => workingDaysAfter(20, 12)[day - 20]!;

async function book(client: GqlClient, day: number, extra: Record<string, unknown> = {}) {
  const res = await client.gql(CREATE, {
    input: {
      address: TEST_VISIT,
      booking: { date: bookingDay(day), timeSlot: '10:00 - 10:45', lines, ...extra },
      idempotencyKey: `referral-${Math.random()}`,
    },
  });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.createBooking.booking;
}

const quote = async (client: GqlClient, day: number) => {
  const res = await client.gql(QUOTE, { input: { lines, date: bookingDay(day) } });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.quote;
};

beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  lines = [await bookableServiceLine(t.client())];
});
afterAll(async () => {
  await t?.close();
});

describe('a referral that pays', () => {
  it("earns the code's owner a credit once the friend pays, taken off the owner's next booking once", async () => {
    // A registers and has no credit yet.
    const a = t.client();
    const registered = await a.gql(
      'mutation R($input: RegisterInput!) { register(input: $input) { user { id } } }',
      {
        input: person(),
      },
    );
    expect(registered.errors, JSON.stringify(registered.errors)).toBeUndefined();
    const before = (await a.gql(ME)).data!.me;
    expect(before.referralCredit).toEqual({ amount: 0, friends: 0 });
    const fullPrice = await quote(a, 20);
    expect(fullPrice.referralCredit).toBeNull();

    // B, a newcomer, books with A's code (keeping a newcomer's discount) and pays.
    const b = t.client();
    const friend = await b.gql(CREATE, {
      input: {
        address: TEST_VISIT,
        booking: {
          date: bookingDay(21),
          timeSlot: '10:00 - 10:45',
          lines,
          referralCode: before.referralCode,
        },
        customer: person(),
        idempotencyKey: `referral-b-${Math.random()}`,
      },
    });
    expect(friend.errors, JSON.stringify(friend.errors)).toBeUndefined();
    const friendBooking = friend.data!.createBooking.booking;
    // A newcomer's price, as A's own first quote (the referral recorded on the booking, as before).
    expect(friendBooking.totalPrice).toBe(fullPrice.total);
    expect(friendBooking.modifiers.map((m: any) => m.optionName)).toContain('Referral');
    expect(friendBooking.referralCredit).toBeNull();
    // Not paid yet: nothing earned.
    expect((await a.gql(ME)).data!.me.referralCredit).toEqual({ amount: 0, friends: 0 });
    expect((await payThroughNotification(t, b, friendBooking.guidId)).status).toBe(200);

    // A's account shows the credit; A's quote and booking take it off after the modifiers.
    expect((await a.gql(ME)).data!.me.referralCredit).toEqual({ amount: 100, friends: 1 });
    const credited = await quote(a, 22);
    expect(credited.referralCredit).toEqual({
      label: 'Referral credit',
      amount: -100,
      reason: 'Applied: your credit for referring 1 friend',
    });
    expect(credited.total).toBe(fullPrice.total - 100);
    const used = await book(a, 22);
    expect(used).toMatchObject({ totalPrice: credited.total, referralCredit: 100 });
    expect((await a.gql(ME)).data!.me.referralCredit).toEqual({ amount: 0, friends: 0 });

    // The next booking does not get it again (nor the newcomer's discount: A has booked now).
    const next = await quote(a, 23);
    expect(next.referralCredit).toBeNull();
    expect(next.total).toBe(Math.round(next.subtotal));
    const second = await book(a, 23);
    expect(second).toMatchObject({ totalPrice: next.total, referralCredit: null });

    // Paid, the booking keeps its credit: My bookings and the confirmation e-mail show the row.
    expect((await payThroughNotification(t, a, used.guidId)).status).toBe(200);
    const mine = (await a.gql(ME)).data!.me.bookings;
    expect(mine.find((x: any) => x.guidId === used.guidId).referralCredit).toBe(100);
    const email = (await a.gql('{ me { email } }')).data!.me.email;
    await expect
      .poll(() =>
        outboxMessages(t.config.dataDir, email).some((raw) =>
          /Referral credit: -R/.test(raw.replace(/=\r\n/g, '')),
        ),
      )
      .toBe(true);
  });

  it('two bookings at once by the owner: one takes the credit, the other is priced again without it', async () => {
    const a = await t.signedIn('client');
    const [friend] = await t.api.db
      .insert(users)
      .values({ name: 'A friend', email: `friend-${Date.now()}@example.test` })
      .returning({ id: users.id });
    await t.api.db
      .insert(referralCredits)
      .values({ referrerId: a.userId, referredUserId: friend!.id, amount: 100 });
    const credited = await quote(a, 30);
    expect(credited.referralCredit).toMatchObject({ amount: -100 });

    const [one, two] = await Promise.all([book(a, 30), book(a, 31)]);
    const withCredit = [one, two].filter((b) => b.referralCredit === 100);
    expect(withCredit).toHaveLength(1);
    const without = [one, two].find((b) => b.referralCredit === null)!;
    expect(withCredit[0].totalPrice).toBe(credited.total);
    // Priced again from fresh facts: no credit (and no newcomer's discount: the other booking exists now).
    expect(without.totalPrice).toBe(Math.round(credited.subtotal));
    expect((await a.gql(ME)).data!.me.referralCredit).toEqual({ amount: 0, friends: 0 });
  });
});
