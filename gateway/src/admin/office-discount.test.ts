/**
 * The office's own discount (docs/product.md, "The office's discount"): adminQuote answers it as its
 * own row after every other adjustment, the token binds it, adminCreateBooking stores who gave it, the
 * percent, why and the rand it took off (a repeat's later visits get the same percent), and a discount
 * above OFFICE_DISCOUNT_MAX_PERCENT is refused naming the field.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings } from '../../../api/src/db/schema.js';
import {
  outboxMessages,
  payThroughNotification,
  startTestGateway,
  TEST_VISIT,
  type GqlClient,
  type TestGateway,
  workingDayAfter,
} from '../test/harness.js';

let t: TestGateway;
let admin: GqlClient & { userId: number };
/** Lawn Mowing: Medium lawn, Kikuyu, Fortnightly (a repeat). */
let fortnightly: { serviceId: string; optionIds: string[] };

const ROW = 'officeDiscount { label percent amount }';
const QUOTE = `query($input: BookingInput!, $userId: ID, $address: QuoteAddressInput, $discount: OfficeDiscountInput) {
  adminQuote(input: $input, userId: $userId, address: $address, discount: $discount) {
    subtotal adjustments { amount } total token ${ROW} repeat { laterVisitTotal ${ROW} } } }`;
const CREATE = `mutation($input: AdminCreateBookingInput!) { adminCreateBooking(input: $input) { booking {
  id guidId totalPrice series { visitPrice } officeDiscount { label percent amount reason givenBy } } } }`;

beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  admin = await t.signedIn('admin');
  const res = await t
    .client()
    .gql(`{ services { id name variations { variationName options { id label } } } }`);
  const mowing = res.data!.services.find((s: any) => s.name === 'Lawn Mowing');
  const option = (variation: string, label: string): string =>
    mowing.variations
      .find((v: any) => v.variationName === variation)
      .options.find((o: any) => o.label.startsWith(label)).id;
  fortnightly = {
    serviceId: mowing.id,
    optionIds: [
      option('Lawn Size', 'Medium'),
      option('Grass Type', 'Kikuyu'),
      option('Frequency', 'Fortnightly'),
    ],
  };
});
afterAll(() => t?.close());

const ok = async (query: string, variables: Record<string, unknown>) => {
  const reply = await admin.gql(query, variables);
  expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
  return reply.data!;
};

describe("the office's own discount", () => {
  it('tells the office the largest discount it may give', async () => {
    const { adminOfficeDiscountMaxPercent } = await ok('{ adminOfficeDiscountMaxPercent }', {});
    expect(adminOfficeDiscountMaxPercent).toBe(15);
    // Not the customer's to read.
    const customer = await t.signedIn('client');
    const refused = await customer.gql('{ adminOfficeDiscountMaxPercent }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('books with 10% off: one more row after the other adjustments, stored with who gave it and why, and the later visits get it too', async () => {
    const customer = await t.signedIn('client');
    const booking = { date: workingDayAfter(12), timeSlot: '10:45 - 11:30', lines: [fortnightly] };
    const common = {
      input: booking,
      userId: String(customer.userId),
      address: { suburb: TEST_VISIT.suburb },
    };
    const { adminQuote: plain } = await ok(QUOTE, common);
    expect(plain.officeDiscount).toBeNull();
    const discount = { percent: 10, reason: 'Long-standing neighbour of a customer' };
    const { adminQuote: quote } = await ok(QUOTE, { ...common, discount });

    // 10% of the running total after every other adjustment, to the cent; the total rounded once.
    const runningCents = Math.round(
      (quote.subtotal + quote.adjustments.reduce((s: number, a: { amount: number }) => s + a.amount, 0)) *
        100,
    );
    expect(quote.officeDiscount).toEqual({
      label: 'Office discount (10%)',
      percent: 10,
      amount: -Math.round(runningCents * 0.1) / 100,
    });
    expect(quote.total).toBe(Math.round((runningCents * 0.9) / 100));
    expect(quote.total).toBeLessThan(plain.total);
    expect(quote.repeat.officeDiscount).toMatchObject({ label: 'Office discount (10%)', percent: 10 });
    expect(quote.repeat.laterVisitTotal).toBeLessThan(plain.repeat.laterVisitTotal);

    const { adminCreateBooking } = await ok(CREATE, {
      input: {
        userId: String(customer.userId),
        booking,
        address: TEST_VISIT,
        quoteToken: quote.token,
        expectedTotal: quote.total,
        discount,
        payment: { way: 'LINK' },
      },
    });
    const made = adminCreateBooking.booking;
    expect(made.totalPrice).toBe(quote.total);
    expect(made.series.visitPrice).toBe(quote.repeat.laterVisitTotal);
    expect(made.officeDiscount).toMatchObject({
      label: 'Office discount (10%)',
      percent: 10,
      amount: quote.officeDiscount.amount,
      reason: discount.reason,
    });
    expect(made.officeDiscount.givenBy).toEqual(expect.any(String));
    const [row] = await t.api.db
      .select({
        percent: bookings.officeDiscountPercent,
        amount: bookings.officeDiscountAmount,
        reason: bookings.officeDiscountReason,
        by: bookings.officeDiscountBy,
      })
      .from(bookings)
      .where(eq(bookings.id, Number(made.id)));
    expect(row).toEqual({
      percent: 10,
      amount: -quote.officeDiscount.amount,
      reason: discount.reason,
      by: admin.userId,
    });

    // The customer reads the row on their booking, not why or who gave it.
    const mine = await customer.gql(
      `query($id: ID!) { booking(guidId: $id) { totalPrice officeDiscount { label amount reason givenBy } } }`,
      { id: made.guidId },
    );
    expect(mine.errors, JSON.stringify(mine.errors)).toBeUndefined();
    expect(mine.data!.booking.officeDiscount).toEqual({
      label: 'Office discount (10%)',
      amount: quote.officeDiscount.amount,
      reason: null,
      givenBy: null,
    });

    // Paid through the link: the confirmation e-mail lists the row with the other adjustments.
    expect((await payThroughNotification(t, customer, made.guidId)).status).toBe(200);
    const confirmation = await vi.waitFor(() => {
      const found = outboxMessages(t.config.dataDir, customer.email)
        .map((m) => m.replace(/=\r\n/g, ''))
        .find((m) => m.includes('is confirmed'));
      if (!found) throw new Error('no confirmation yet');
      return found;
    });
    expect(confirmation).toContain('Office discount (10%): -R');

    // The series job makes the later visits: each carries the discount's row (its own amount, the
    // same percent, reason and giver), so its breakdown shows "Office discount (10%)".
    const [first] = await t.api.db
      .select({ seriesId: bookings.seriesId })
      .from(bookings)
      .where(eq(bookings.id, Number(made.id)));
    expect((await t.api.post('series/extend.php', { limit: 100 })).status).toBe(200);
    const visits = await t.api.db
      .select({
        id: bookings.id,
        guidId: bookings.guidId,
        percent: bookings.officeDiscountPercent,
        amount: bookings.officeDiscountAmount,
        reason: bookings.officeDiscountReason,
        by: bookings.officeDiscountBy,
        total: bookings.totalPrice,
      })
      .from(bookings)
      .where(eq(bookings.seriesId, first!.seriesId!));
    const later = visits.filter((v) => v.id !== Number(made.id));
    expect(later.length).toBeGreaterThan(0);
    for (const visit of later) {
      expect(visit).toMatchObject({
        percent: 10,
        amount: -quote.repeat.officeDiscount.amount,
        reason: discount.reason,
        by: admin.userId,
        total: quote.repeat.laterVisitTotal,
      });
    }
    const visit = await admin.gql(
      `query($id: ID!) { booking(guidId: $id) { totalPrice officeDiscount { label percent amount } } }`,
      { id: later[0]!.guidId },
    );
    expect(visit.errors, JSON.stringify(visit.errors)).toBeUndefined();
    expect(visit.data!.booking).toEqual({
      totalPrice: quote.repeat.laterVisitTotal,
      officeDiscount: {
        label: 'Office discount (10%)',
        percent: 10,
        amount: quote.repeat.officeDiscount.amount,
      },
    });
  });

  it('refuses a discount above the max, naming the field, on the quote and on the save', async () => {
    const customer = await t.signedIn('client');
    const booking = { date: workingDayAfter(12), timeSlot: '11:30 - 12:15', lines: [fortnightly] };
    const discount = { percent: 20, reason: 'Too generous' };
    const quoted = await admin.gql(QUOTE, { input: booking, userId: String(customer.userId), discount });
    expect(quoted.errors?.[0]).toMatchObject({
      message: "The office's discount is at most 15%.",
      extensions: { code: 'BAD_USER_INPUT', field: 'discount.percent' },
    });
    const saved = await admin.gql(CREATE, {
      input: {
        userId: String(customer.userId),
        booking,
        address: TEST_VISIT,
        discount,
        payment: { way: 'LINK' },
      },
    });
    expect(saved.errors?.[0]).toMatchObject({
      message: "The office's discount is at most 15%.",
      extensions: { code: 'BAD_USER_INPUT', field: 'discount.percent' },
    });
    const noReason = await admin.gql(QUOTE, {
      input: booking,
      userId: String(customer.userId),
      discount: { percent: 5, reason: '  ' },
    });
    expect(noReason.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'discount.reason',
    });
  });

  it('binds the discount in the quote token: another discount (or none) at the save is PRICE_CHANGED', async () => {
    const customer = await t.signedIn('client');
    const booking = { date: workingDayAfter(12), timeSlot: '13:00 - 13:45', lines: [fortnightly] };
    const { adminQuote: quote } = await ok(QUOTE, {
      input: booking,
      userId: String(customer.userId),
      address: { suburb: TEST_VISIT.suburb },
      discount: { percent: 10, reason: 'Regular referrer' },
    });
    for (const discount of [{ percent: 12.5, reason: 'Regular referrer' }, null]) {
      const reply = await admin.gql(CREATE, {
        input: {
          userId: String(customer.userId),
          booking,
          address: TEST_VISIT,
          quoteToken: quote.token,
          expectedTotal: quote.total,
          discount,
          payment: { way: 'LINK' },
        },
      });
      expect(reply.errors?.[0]?.extensions?.code, JSON.stringify(reply.errors)).toBe('PRICE_CHANGED');
    }
  });
});
