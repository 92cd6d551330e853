/**
 * The binding quote through the real gateway and api (docs/product.md, "Prices"): a quote given the
 * visit's suburb and the customer is what createBooking charges, to the cent (a newcomer, a returning
 * customer, a referred newcomer, a far suburb's call-out fee); a booking carrying another total
 * (expectedTotal) or a token of another quote is refused with PRICE_CHANGED and stores nothing.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, users } from '../../../../api/src/db/schema.js';
import {
  bookableServiceLine,
  nthWorkingDay,
  quoteLaneAnswers,
  startTestGateway,
  TEST_VISIT,
} from '../../test/harness.js';
import type { GqlClient, TestGateway } from '../../test/harness.js';

let t: TestGateway;
let lines: { serviceId: string; optionIds: string[] }[];

const QUOTE = `query Q($input: BookingInput!, $address: QuoteAddressInput, $customer: QuoteCustomerInput) {
  quote(input: $input, address: $address, customer: $customer) {
    subtotal total token tokenExpiresAt
    adjustments { optionName amount }
    earned { rule applied }
  }
}`;
const CREATE = `mutation C($input: CreateBookingInput!) {
  createBooking(input: $input) { booking { guidId totalPrice modifiers { optionName } } user { id } }
}`;

let counter = 0;
const newCustomer = () => {
  counter += 1;
  return {
    name: 'Sipho Dlamini',
    email: `binding-${counter}-${Date.now()}@example.test`,
    password: 'lawns-are-green',
    phone: `083${String(Date.now() + counter).slice(-7)}`,
  };
};
const FISH_HOEK = { ...TEST_VISIT, suburb: 'Fish Hoek', postalCode: '7975' };
let day = 20;
/** A later working day on each call (a Sunday or public holiday is closed: it would be CLOSED_TIME). */
const nextDay = () => nthWorkingDay((day += 1));

async function quote(client: GqlClient, vars: Record<string, unknown>) {
  const res = await client.gql(QUOTE, vars);
  expect(res.errors).toBeUndefined();
  return res.data!.quote as {
    subtotal: number;
    total: number;
    token: string;
    tokenExpiresAt: string;
    adjustments: { optionName: string; amount: number }[];
    earned: { rule: string; applied: boolean }[];
  };
}

const book = (client: GqlClient, input: Record<string, unknown>) => client.gql(CREATE, { input });

const applied = (q: { earned: { rule: string; applied: boolean }[] }) =>
  q.earned.filter((e) => e.applied).map((e) => e.rule);

async function stored() {
  const [b] = await t.api.db.select({ n: count() }).from(bookings);
  const [u] = await t.api.db.select({ n: count() }).from(users);
  return { bookings: b!.n, users: u!.n };
}

beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  lines = [await bookableServiceLine(t.client())];
});
afterAll(async () => {
  await t?.close();
});

describe('a quote given the suburb and the customer is the charge', () => {
  it('a newcomer in a far suburb: the call-out fee and the first-time discount are quoted, and charged', async () => {
    const visitor = t.client();
    const customer = newCustomer();
    const date = nextDay();
    const booking = { date, lines };
    // The quote a visitor sees before giving an address: no call-out fee is decided yet.
    const bare = await quote(visitor, { input: booking });
    const full = await quote(visitor, {
      input: booking,
      address: { suburb: 'fish hoek' },
      customer: { email: customer.email, phone: customer.phone },
    });
    expect(applied(full)).toEqual(expect.arrayContaining(['FIRST_TIME', 'CALL_OUT']));
    expect(full.total).toBeGreaterThan(bare.total);
    expect(Date.parse(full.tokenExpiresAt)).toBeGreaterThan(Date.now());

    const res = await book(visitor, {
      booking: { ...booking, timeSlot: '10:00 - 10:45' },
      customer,
      address: FISH_HOEK,
      expectedTotal: full.total,
      quoteToken: full.token,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createBooking.booking.totalPrice).toBe(full.total);
  });

  it('a returning customer (signed in, or known by the phone of an earlier booking) is quoted what is charged', async () => {
    const first = t.client();
    const customer = newCustomer();
    const earlier = await book(first, {
      booking: { date: nextDay(), timeSlot: '10:00 - 10:45', lines },
      customer,
      address: TEST_VISIT,
    });
    expect(earlier.errors).toBeUndefined();

    // Signed in by that booking: the session is the customer.
    const booking = { date: nextDay(), lines };
    const again = await quote(first, { input: booking, address: { suburb: 'Rondebosch' } });
    expect(applied(again)).not.toContain('FIRST_TIME');
    const res = await book(first, {
      booking: { ...booking, timeSlot: '10:00 - 10:45' },
      address: TEST_VISIT,
      quoteToken: again.token,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createBooking.booking.totalPrice).toBe(again.total);

    // A new account with the same phone: quoted as returning before the booking, as the save decides.
    const other = t.client();
    const samePhone = { ...newCustomer(), phone: customer.phone };
    const third = { date: nextDay(), lines };
    const q = await quote(other, {
      input: third,
      address: { suburb: 'Rondebosch' },
      customer: { email: samePhone.email, phone: samePhone.phone },
    });
    expect(applied(q)).not.toContain('FIRST_TIME');
    const saved = await book(other, {
      booking: { ...third, timeSlot: '11:30 - 12:15' },
      customer: samePhone,
      address: TEST_VISIT,
      quoteToken: q.token,
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.createBooking.booking.totalPrice).toBe(q.total);
  });

  it('a referred newcomer is quoted the referral discount that is charged', async () => {
    const referrer = t.client();
    const first = await book(referrer, {
      booking: { date: nextDay(), timeSlot: '10:00 - 10:45', lines },
      customer: newCustomer(),
      address: TEST_VISIT,
    });
    expect(first.errors).toBeUndefined();
    const code: string = (await referrer.gql('{ me { referralCode } }')).data!.me.referralCode;

    const friend = t.client();
    const customer = newCustomer();
    const booking = { date: nextDay(), lines, referralCode: code };
    const q = await quote(friend, {
      input: booking,
      address: { suburb: 'Muizenberg' },
      customer: { email: customer.email, phone: customer.phone },
    });
    expect(applied(q)).toContain('REFERRAL');
    const res = await book(friend, {
      booking: { ...booking, timeSlot: '10:00 - 10:45' },
      customer,
      address: { ...TEST_VISIT, suburb: 'Muizenberg', postalCode: '7945' },
      expectedTotal: q.total,
      quoteToken: q.token,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createBooking.booking.totalPrice).toBe(q.total);
  });

  it('an unserved suburb is AREA_NOT_SERVED on the address, as the booking answers it', async () => {
    const res = await t.client().gql(QUOTE, { input: { lines }, address: { suburb: 'Atlantis' } });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'AREA_NOT_SERVED', field: 'address.suburb' });
  });

  it('a customer quote goes the full way; a visitor quote without one is still the lane', async () => {
    const visitor = t.client();
    const before = await quoteLaneAnswers(t.url);
    await quote(visitor, { input: { lines, date: nextDay() } });
    expect(await quoteLaneAnswers(t.url)).toBe(before + 1);
    await quote(visitor, { input: { lines }, address: { suburb: 'Fish Hoek' } });
    await quote(visitor, { input: { lines }, customer: { email: 'lane@example.test' } });
    expect(await quoteLaneAnswers(t.url)).toBe(before + 1);
  });
});

describe('PRICE_CHANGED', () => {
  it('a newcomer quoted without the suburb is refused the higher charge, and nothing is stored', async () => {
    const visitor = t.client();
    const customer = newCustomer();
    const booking = { date: nextDay(), lines };
    const bare = await quote(visitor, { input: booking });
    const before = await stored();
    const res = await book(visitor, {
      booking: { ...booking, timeSlot: '10:00 - 10:45' },
      customer,
      address: FISH_HOEK,
      expectedTotal: bare.total,
    });
    const error = res.errors?.[0];
    expect(error?.extensions?.code).toBe('PRICE_CHANGED');
    expect(error?.extensions?.field).toBe('expectedTotal');
    const total = error?.extensions?.total as number;
    expect(total).toBeGreaterThan(bare.total);
    expect(error?.message).toContain(
      new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' }).format(total),
    );
    expect(await stored()).toEqual(before);
    const [account] = await t.api.db
      .select({ n: count() })
      .from(users)
      .where(eq(sql`lower(${users.email})`, customer.email.toLowerCase()));
    expect(account!.n).toBe(0);

    // The new total, confirmed, is booked.
    const ok = await book(visitor, {
      booking: { ...booking, timeSlot: '10:00 - 10:45' },
      customer,
      address: FISH_HOEK,
      expectedTotal: total,
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.createBooking.booking.totalPrice).toBe(total);
  });

  it('a token of a quote for another suburb (another total) is refused; a made-up one is bad input', async () => {
    const visitor = t.client();
    const customer = newCustomer();
    const booking = { date: nextDay(), lines };
    const forRondebosch = await quote(visitor, {
      input: booking,
      address: { suburb: 'Rondebosch' },
      customer: { email: customer.email, phone: customer.phone },
    });
    const before = await stored();
    const elsewhere = await book(visitor, {
      booking: { ...booking, timeSlot: '10:00 - 10:45' },
      customer,
      address: FISH_HOEK,
      quoteToken: forRondebosch.token,
    });
    expect(elsewhere.errors?.[0]?.extensions).toMatchObject({ code: 'PRICE_CHANGED', field: 'quoteToken' });
    const [head, ...rest] = forRondebosch.token.split('.');
    const forged = [head, ...rest.slice(0, 1), '1', ...rest.slice(2)].join('.');
    const made = await book(visitor, {
      booking: { ...booking, timeSlot: '10:00 - 10:45' },
      customer,
      address: TEST_VISIT,
      quoteToken: forged,
    });
    expect(made.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'quoteToken' });
    expect(await stored()).toEqual(before);
  });

  it('a retry of a saved booking under the same key is answered with the booking, not PRICE_CHANGED', async () => {
    const visitor = t.client();
    const customer = newCustomer();
    const booking = { date: nextDay(), lines };
    const q = await quote(visitor, {
      input: booking,
      address: { suburb: 'Rondebosch' },
      customer: { email: customer.email, phone: customer.phone },
    });
    const input = {
      booking: { ...booking, timeSlot: '10:00 - 10:45' },
      customer,
      address: TEST_VISIT,
      expectedTotal: q.total,
      quoteToken: q.token,
      idempotencyKey: `binding-retry-${Date.now()}`,
    };
    const first = await book(visitor, input);
    expect(first.errors).toBeUndefined();
    // The reply was lost: the same attempt again, from a client that was not signed in by it. The
    // customer now has a booking (no first-time discount), but this is the booking already saved.
    const again = await book(t.client(), input);
    expect(again.errors).toBeUndefined();
    expect(again.data!.createBooking.booking.guidId).toBe(first.data!.createBooking.booking.guidId);
    expect(again.data!.createBooking.booking.totalPrice).toBe(q.total);
  });
});
