import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nthWorkingDay, oneOffLine, startTestGateway, TEST_VISIT } from '../../test/harness.js';
import type { GqlClient, TestGateway } from '../../test/harness.js';

let t: TestGateway;
let lines: { serviceId: string; optionIds: string[] }[];
/** Every modifier's option the customer would pick to cheat: the discounts themselves. */
let discountIds: string[];

const QUOTE = `query Q($input: BookingInput!) {
  quote(input: $input) { subtotal total
    adjustments { optionName amount reason }
    earned { rule optionName applied reason } }
}`;
const CREATE = `mutation C($input: CreateBookingInput!) {
  createBooking(input: $input) { booking { totalPrice modifiers { optionName } } user { id } }
}`;

let counter = 0;
const newCustomer = (phone = `08${Date.now() % 100000000}`.padEnd(10, '1')) => ({
  name: 'Thandi Mokoena',
  email: `earned-${++counter}-${Date.now()}@example.test`,
  password: 'lawns-are-green',
  phone,
});

const quote = async (client: GqlClient, extra: Record<string, unknown> = {}) => {
  const res = await client.gql(QUOTE, { input: { lines, ...extra } });
  expect(res.errors).toBeUndefined();
  return res.data!.quote;
};
const noteOf = (q: any, rule: string) => q.earned.find((n: any) => n.rule === rule);

async function bookAsNew(
  client: GqlClient,
  customer: ReturnType<typeof newCustomer>,
  day: number,
  extra = {},
) {
  const res = await client.gql(CREATE, {
    input: {
      address: TEST_VISIT,
      booking: { date: nthWorkingDay(day), timeSlot: '10:00 - 10:45', lines, ...extra },
      customer,
    },
  });
  expect(res.errors).toBeUndefined();
  return res.data!.createBooking;
}

beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  const res = await t
    .client()
    .gql(`{ services { id variations { options { id repeatWeeks } } } modifiers { options { id rule } } }`);
  expect(res.errors).toBeUndefined();
  lines = [oneOffLine(res.data!.services[0])];
  discountIds = res.data!.modifiers.flatMap((m: any) =>
    m.options.filter((o: any) => o.rule === 'FIRST_TIME' || o.rule === 'REFERRAL').map((o: any) => o.id),
  );
  expect(discountIds).toHaveLength(2);
});
afterAll(async () => {
  await t?.close();
});

describe('earned discounts through the gateway', () => {
  it('gives a newcomer the first-time discount and a returning customer not, whatever they pick', async () => {
    const visitor = t.client();
    const first = await quote(visitor, { date: nthWorkingDay(10) });
    expect(noteOf(first, 'FIRST_TIME')).toMatchObject({
      applied: true,
      reason: 'Applied: your first booking',
    });
    expect(first.total).toBeLessThan(first.subtotal);

    const customer = newCustomer();
    const { booking } = await bookAsNew(visitor, customer, 10);
    expect(booking.modifiers.map((m: any) => m.optionName)).toContain('First-time customer');
    expect(booking.totalPrice).toBe(first.total);

    // Signed in by the booking: the next quote knows the earlier booking, even when they pick the discount.
    const again = await quote(visitor, {
      date: nthWorkingDay(11),
      modifierOptionIds: discountIds.slice(0, 1),
    });
    expect(noteOf(again, 'FIRST_TIME')).toMatchObject({
      applied: false,
      reason: 'Not applied: you have booked with us before',
    });
    expect(again.total).toBe(Math.round(again.subtotal));

    // A new account with the same phone number is not a first booking either.
    const samePhone = t.client();
    const { booking: second } = await bookAsNew(samePhone, newCustomer(customer.phone), 11);
    expect(second.modifiers.map((m: any) => m.optionName)).not.toContain('First-time customer');
    expect(second.totalPrice).toBe(again.total);
  });

  it('gives a referred newcomer the referral discount once, and nothing for a made-up or own code', async () => {
    const referrer = t.client();
    await bookAsNew(referrer, newCustomer(), 12);
    const me = await referrer.gql('{ me { referralCode } }');
    const code: string = me.data!.me.referralCode;
    expect(code).toMatch(/^[0-9A-F]{8}$/);

    const own = await quote(referrer, { referralCode: code });
    expect(noteOf(own, 'REFERRAL').applied).toBe(false);
    expect(noteOf(own, 'REFERRAL').reason).toMatch(/your own referral code/);

    const friend = t.client();
    const madeUp = await quote(friend, { referralCode: 'NOTACODE' });
    expect(noteOf(madeUp, 'REFERRAL')).toMatchObject({ applied: false });
    expect(noteOf(madeUp, 'REFERRAL').reason).toMatch(/does not belong/);

    const referred = await quote(friend, { referralCode: code.toLowerCase() });
    expect(noteOf(referred, 'REFERRAL')).toMatchObject({ applied: true });
    // Never both: one discount of the two.
    expect(referred.adjustments.filter((a: any) => a.amount < 0)).toHaveLength(1);
    const { booking } = await bookAsNew(friend, newCustomer(), 13, { referralCode: code });
    expect(booking.modifiers.map((m: any) => m.optionName)).toContain('Referral');

    const later = await quote(friend, { referralCode: code });
    expect(noteOf(later, 'REFERRAL')).toMatchObject({ applied: false });
    expect(later.total).toBe(Math.round(later.subtotal));
  });

  it('keeps the referral code from other viewers', async () => {
    const res = await t.client().gql('{ me { referralCode } }');
    expect(res.data?.me ?? null).toBeNull();
  });
});
