/**
 * The office books like the checkout (docs/product.md "The admin area", "Payments"): the full catalogue
 * priced as adminQuote prices it, a repeat's series, a crew, an existing or a new (phone-in) customer
 * made in the booking's transaction, and how it is paid: a payment link held until the chosen time, or
 * a payment taken (EFT, card, cash) recorded with its method and reference. Confirming an unpaid
 * booking says how it was paid or that nothing was received.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../../api/src/db/schema.js';
import {
  nthWorkingDay,
  outboxMessages,
  payThroughNotification,
  startTestGateway,
  TEST_VISIT,
  type GqlClient,
  type TestGateway,
} from '../test/harness.js';

let t: TestGateway;
let admin: GqlClient & { userId: number };
let crewId: string;
/** Lawn Mowing: Medium lawn, Kikuyu, Fortnightly, with its first add-on. */
let fortnightly: { serviceId: string; optionIds: string[]; addOnIds: string[] };
let oneOff: { serviceId: string; optionIds: string[] };

const BOOKING = `id guidId status totalPrice heldUntil createdAt amountPaid amountOwed
  crew { id } customer { id email }
  services { name addOns { name } }
  series { repeatWeeks visitPrice }
  payments { method reference amount recordedBy }`;
const QUOTE = `query($input: BookingInput!, $userId: ID, $customer: QuoteCustomerInput, $address: QuoteAddressInput) {
  adminQuote(input: $input, userId: $userId, customer: $customer, address: $address) {
    total token lines { addOns { name } } repeat { everyWeeks laterVisitTotal } } }`;
const CREATE = `mutation($input: AdminCreateBookingInput!) { adminCreateBooking(input: $input) { booking { ${BOOKING} } } }`;
const SET_STATUS = `mutation($input: AdminSetBookingStatusInput!) { adminSetBookingStatus(input: $input) { booking { ${BOOKING} } } }`;

beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  admin = await t.signedIn('admin');
  const crew = await admin.gql(
    `mutation { adminSaveCrew(input: { name: "Crew Office", colour: "#2e7d32", active: true, memberIds: [] }) { crew { id } } }`,
  );
  expect(crew.errors, JSON.stringify(crew.errors)).toBeUndefined();
  crewId = crew.data!.adminSaveCrew.crew.id;
  // A second active crew: two jobs fit in a slot, so only the crew (in the api's transaction) refuses.
  const other = await admin.gql(
    `mutation { adminSaveCrew(input: { name: "Crew Two", colour: "#1565c0", active: true, memberIds: [] }) { crew { id } } }`,
  );
  expect(other.errors, JSON.stringify(other.errors)).toBeUndefined();
  const res = await t
    .client()
    .gql(`{ services { id name addOns { id } variations { variationName options { id label } } } }`);
  const mowing = res.data!.services.find((s: any) => s.name === 'Lawn Mowing');
  const option = (variation: string, label: string): string =>
    mowing.variations
      .find((v: any) => v.variationName === variation)
      .options.find((o: any) => o.label.startsWith(label)).id;
  const size = option('Lawn Size', 'Medium');
  const grass = option('Grass Type', 'Kikuyu');
  fortnightly = {
    serviceId: mowing.id,
    optionIds: [size, grass, option('Frequency', 'Fortnightly')],
    addOnIds: [mowing.addOns[0].id],
  };
  oneOff = { serviceId: mowing.id, optionIds: [size, grass, option('Frequency', 'Once')] };
});
afterAll(() => t?.close());

const ok = async (query: string, variables: Record<string, unknown>) => {
  const reply = await admin.gql(query, variables);
  expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
  return reply.data!;
};

let phone = 1000;
const phoneIn = () => {
  phone += 1;
  return {
    name: 'Sipho Dlamini',
    email: `phone-in-${phone}-${Date.now()}@example.test`,
    phone: `082 555 ${phone}`,
  };
};
/**
 * A new phone-in caller's one-off visit `daysAhead` at 11:30, quoted by adminQuote, and the
 * adminCreateBooking input that books it paid as `received` says.
 */
async function phoneInBooking(daysAhead: number, received: { method: string; reference?: string }) {
  const caller = phoneIn();
  const booking = { date: nthWorkingDay(daysAhead), timeSlot: '11:30 - 12:15', lines: [oneOff] };
  const { adminQuote: quote } = await ok(QUOTE, {
    input: booking,
    customer: { email: caller.email, phone: caller.phone },
    address: { suburb: TEST_VISIT.suburb },
  });
  const input = {
    customer: caller,
    booking,
    address: TEST_VISIT,
    quoteToken: quote.token,
    payment: { way: 'PAID', received },
  };
  return { caller, booking, quote, input };
}

const accountOf = async (email: string) =>
  t.api.db.select({ id: users.id }).from(users).where(eq(users.email, email));

describe('the office books like the checkout', () => {
  it('books an existing customer with options, an add-on, a fortnightly repeat and a crew, priced as adminQuote prices it; the payment link holds it and pays it', async () => {
    const customer = await t.signedIn('client');
    const booking = { date: nthWorkingDay(10), timeSlot: '10:00 - 10:45', lines: [fortnightly] };
    const { adminQuote: quote } = await ok(QUOTE, {
      input: booking,
      userId: String(customer.userId),
      address: { suburb: TEST_VISIT.suburb },
    });
    expect(quote.lines[0].addOns).toHaveLength(1);
    expect(quote.repeat.everyWeeks).toBe(2);

    const { adminCreateBooking } = await ok(CREATE, {
      input: {
        userId: String(customer.userId),
        booking,
        address: TEST_VISIT,
        crewId,
        quoteToken: quote.token,
        expectedTotal: quote.total,
        payment: { way: 'LINK', holdHours: 24 },
      },
    });
    const made = adminCreateBooking.booking;
    expect(made).toMatchObject({
      status: 'PENDING',
      totalPrice: quote.total,
      crew: { id: crewId },
      customer: { id: String(customer.userId) },
      series: { repeatWeeks: 2, visitPrice: quote.repeat.laterVisitTotal },
      amountPaid: 0,
      amountOwed: quote.total,
      payments: [],
    });
    expect(made.services[0].addOns).toHaveLength(1);
    // Held for the 24 hours the office chose (not a checkout's 30 minutes).
    const heldFor = Date.parse(made.heldUntil) - Date.parse(made.createdAt);
    expect(Math.abs(heldFor - 24 * 3_600_000)).toBeLessThan(60_000);

    // The customer is e-mailed the link that opens this booking's payment, and until when it is held.
    const mail = await vi.waitFor(() => {
      const [message] = outboxMessages(t.config.dataDir, customer.email);
      if (!message) throw new Error('no e-mail yet');
      return message;
    });
    const text = mail.replace(/=\r\n/g, '');
    expect(text).toContain(`/booking-checkout/payments/${made.guidId}`);
    expect(text).toContain('We hold this time for you until');

    // Paid through the link (the simulator's notification): confirmed, nothing owed.
    expect((await payThroughNotification(t, customer, made.guidId)).status).toBe(200);
    const paid = await ok(`query($id: ID!) { adminBooking(id: $id) { ${BOOKING} } }`, { id: made.id });
    expect(paid.adminBooking).toMatchObject({
      status: 'CONFIRMED',
      heldUntil: null,
      amountPaid: quote.total,
      amountOwed: 0,
      payments: [{ method: 'PAYFAST', reference: null, amount: quote.total, recordedBy: null }],
    });
  });

  it('books a new phone-in customer paid by EFT: the account, the booking and the payment with its method, reference and amount', async () => {
    const { caller, quote, input } = await phoneInBooking(11, { method: 'EFT', reference: 'FNB 7781' });
    // EFT without its reference: refused, nothing written.
    const noReference = await admin.gql(CREATE, {
      input: { ...input, payment: { way: 'PAID', received: { method: 'EFT' } } },
    });
    expect(noReference.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'payment.received.reference',
    });
    expect(await accountOf(caller.email)).toEqual([]);

    const { adminCreateBooking } = await ok(CREATE, { input });
    const made = adminCreateBooking.booking;
    const [account] = await accountOf(caller.email);
    expect(made).toMatchObject({
      status: 'CONFIRMED',
      totalPrice: quote.total,
      customer: { id: String(account!.id), email: caller.email },
      heldUntil: null,
      amountPaid: quote.total,
      amountOwed: 0,
      payments: [{ method: 'EFT', reference: 'FNB 7781', amount: quote.total }],
    });
    expect(made.payments[0].recordedBy).toMatch(/^Test admin/);
  });

  it('the same idempotency key twice makes one booking and records its payment once', async () => {
    const made = await phoneInBooking(13, { method: 'CASH' });
    const { caller, booking } = made;
    const input = { ...made.input, idempotencyKey: `partner-order-${caller.email}` };
    // A partner's retry after a lost reply, and a double click at once.
    const first = (await ok(CREATE, { input })).adminCreateBooking.booking;
    const again = await Promise.all([ok(CREATE, { input }), ok(CREATE, { input })]);
    for (const reply of again) {
      expect(reply.adminCreateBooking.booking).toMatchObject({ guidId: first.guidId, amountOwed: 0 });
      expect(reply.adminCreateBooking.booking.payments).toHaveLength(1);
    }
    const [account] = await accountOf(caller.email);
    const theirs = await admin.gql(`query($u: ID) { adminBookings(userId: $u) { guidId } }`, {
      u: String(account!.id),
    });
    expect(theirs.data!.adminBookings.map((b: { guidId: string }) => b.guidId)).toEqual([first.guidId]);
    // Without a key, the same choices make a second booking (the office means two); the customer is
    // no longer new, so the first quote's price is not theirs any more.
    const second = (
      await ok(CREATE, {
        input: { booking, address: TEST_VISIT, userId: String(account!.id), payment: input.payment },
      })
    ).adminCreateBooking.booking;
    expect(second.guidId).not.toBe(first.guidId);
  });

  it('a booking refused in the api (its crew is busy) leaves no account for the new customer', async () => {
    const booking = { date: nthWorkingDay(12), timeSlot: '13:00 - 13:45', lines: [oneOff] };
    const first = phoneIn();
    await ok(CREATE, {
      input: { customer: first, booking, address: TEST_VISIT, crewId, payment: { way: 'LINK' } },
    });
    const second = phoneIn();
    const refused = await admin.gql(CREATE, {
      input: { customer: second, booking, address: TEST_VISIT, crewId, payment: { way: 'LINK' } },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'CREW_BUSY', field: 'crewId' });
    expect(await accountOf(second.email)).toEqual([]);
  });

  it('confirming an unpaid booking asks how it was paid; without payment nothing is recorded and it stays owed', async () => {
    const customer = await t.signedIn('client');
    const book = async (timeSlot: string) =>
      (
        await ok(CREATE, {
          input: {
            userId: String(customer.userId),
            booking: { date: nthWorkingDay(13), timeSlot, lines: [oneOff] },
            address: TEST_VISIT,
            payment: { way: 'LINK' },
          },
        })
      ).adminCreateBooking.booking;
    const unpaid = await book('14:30 - 15:15');
    // Held for the configured default (OFFICE_PAYMENT_LINK_HOURS, 48 here).
    const heldFor = Date.parse(unpaid.heldUntil) - Date.parse(unpaid.createdAt);
    expect(Math.abs(heldFor - 48 * 3_600_000)).toBeLessThan(60_000);

    const asked = await admin.gql(SET_STATUS, { input: { id: unpaid.id, status: 'CONFIRMED' } });
    expect(asked.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'payment' });
    expect(asked.errors?.[0]?.message).toContain('owed');

    const confirmed = await ok(SET_STATUS, {
      input: { id: unpaid.id, status: 'CONFIRMED', withoutPayment: true },
    });
    expect(confirmed.adminSetBookingStatus.booking).toMatchObject({
      status: 'CONFIRMED',
      payments: [],
      amountPaid: 0,
      amountOwed: unpaid.totalPrice,
    });

    // With the money taken: recorded as a payment, and nothing is owed.
    const cash = await book('16:00 - 16:45');
    const paid = await ok(SET_STATUS, {
      input: { id: cash.id, status: 'CONFIRMED', payment: { method: 'CASH' } },
    });
    expect(paid.adminSetBookingStatus.booking).toMatchObject({
      status: 'CONFIRMED',
      amountPaid: cash.totalPrice,
      amountOwed: 0,
      payments: [{ method: 'CASH', reference: null, amount: cash.totalPrice }],
    });
  });
});
