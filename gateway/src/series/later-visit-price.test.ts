/**
 * A recurring plan is priced whole before it is bought (docs/recurring.md): the quote says what each
 * later visit costs, the series stores that price, the later visits carry it, and the confirmation
 * e-mail says how the booking repeats and what each later visit costs. Percentage rows say what they
 * are a percentage of. A line that leaves a variation without an option is refused, storing nothing.
 * Over the demo catalogue, booked as a newcomer (the first-time discount applies to the first visit).
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, users } from '../../../api/src/db/schema.js';
import { formatRand } from '../email/format.js';
import {
  nthWorkingDay,
  outboxMessages,
  payThroughNotification,
  startTestGateway,
  TEST_VISIT,
  type TestGateway,
} from '../test/harness.js';

let t: TestGateway;
/** Lawn Mowing, Medium lawn, Kikuyu, Fortnightly. */
let lines: { serviceId: string; optionIds: string[] }[];
let withoutFrequency: { serviceId: string; optionIds: string[] }[];
/** Property Size: Large (+20%). */
let large: string;

const ADJUSTMENT = 'modifierName optionName type units value base amount';
const QUOTE = `query($input: BookingInput!) { quote(input: $input) {
  total adjustments { ${ADJUSTMENT} }
  repeat { everyWeeks subtotal laterVisitTotal differences lines { name total } adjustments { ${ADJUSTMENT} } }
} }`;
const CREATE = `mutation($input: CreateBookingInput!) {
  createBooking(input: $input) { booking { guidId totalPrice series { id repeatWeeks visitPrice } } }
}`;

let n = 0;
const newcomer = () => {
  n += 1;
  return {
    name: 'Lindiwe Mokoena',
    email: `plan-${n}-${Date.now()}@example.test`,
    password: 'correct horse battery',
    phone: `082 444 ${String(1000 + n)}`,
  };
};

beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  const res = await t.client().gql(`{
    services { id name variations { variationName options { id label } } }
    modifiers { name options { id name } }
  }`);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  const mowing = res.data!.services.find((s: any) => s.name === 'Lawn Mowing');
  const option = (variation: string, label: string): string =>
    mowing.variations
      .find((v: any) => v.variationName === variation)
      .options.find((o: any) => o.label.startsWith(label)).id;
  const size = option('Lawn Size', 'Medium');
  const grass = option('Grass Type', 'Kikuyu');
  lines = [{ serviceId: mowing.id, optionIds: [size, grass, option('Frequency', 'Fortnightly')] }];
  withoutFrequency = [{ serviceId: mowing.id, optionIds: [size, grass] }];
  large = res
    .data!.modifiers.find((m: any) => m.name === 'Property Size')
    .options.find((o: any) => o.name.startsWith('Large')).id;
});
afterAll(() => t.close());

const bookingCount = async () => (await t.api.db.select({ n: count() }).from(bookings))[0]!.n;

describe('a fortnightly plan, priced whole before it is bought', () => {
  it('quotes each later visit, stores that price in the series and its visits, and e-mails it', async () => {
    const date = nthWorkingDay(12);
    const booking = { date, timeSlot: '11:30 - 12:15', lines, modifierOptionIds: [large] };
    const visitor = t.client();
    const quoted = await visitor.gql(QUOTE, { input: booking });
    expect(quoted.errors, JSON.stringify(quoted.errors)).toBeUndefined();
    const { quote } = quoted.data!;

    // This visit: the first-time discount, then +20% of what is left (modifiers apply in turn).
    const [firstTime, property] = quote.adjustments;
    expect(firstTime).toMatchObject({ optionName: 'First-time customer', type: 'DISCOUNT' });
    expect(property).toMatchObject({ type: 'EXTRA', units: 'PERCENT', value: 20 });
    expect(property.base).toBeCloseTo(firstTime.base + firstTime.amount, 2);
    expect(property.amount).toBeCloseTo(property.base * 0.2, 2);

    // Each later visit: the same line, no first-time discount, +20% of its own running total.
    const { repeat } = quote;
    expect(repeat.everyWeeks).toBe(2);
    expect(repeat.lines.map((l: any) => l.name)).toEqual(['Lawn Mowing']);
    expect(repeat.subtotal).toBe(firstTime.base);
    expect(repeat.adjustments.map((a: any) => a.optionName)).toEqual([property.optionName]);
    expect(repeat.adjustments[0].base).toBe(repeat.subtotal);
    expect(repeat.laterVisitTotal).toBe(Math.round(repeat.subtotal * 1.2));
    expect(repeat.laterVisitTotal).toBeGreaterThan(quote.total);
    expect(repeat.differences).toContain('without the First-time customer discount');

    // Booked and paid as a newcomer: the series keeps the quoted price, and so does each later visit.
    const created = await visitor.gql(CREATE, {
      input: { booking, customer: newcomer(), address: TEST_VISIT, idempotencyKey: `plan-${Date.now()}` },
    });
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const saved = created.data!.createBooking.booking;
    expect(saved.totalPrice).toBe(quote.total);
    expect(saved.series).toMatchObject({ repeatWeeks: 2, visitPrice: repeat.laterVisitTotal });
    expect((await payThroughNotification(t, visitor, saved.guidId)).status).toBe(200);

    const mine = await visitor.gql(`{ me { email series { visitPrice visits {
      guidId totalPrice payLater modifiers { optionName base amount } } } } }`);
    expect(mine.errors, JSON.stringify(mine.errors)).toBeUndefined();
    const [series] = mine.data!.me.series;
    expect(series.visitPrice).toBe(repeat.laterVisitTotal);
    const later = series.visits.filter((v: any) => v.guidId !== saved.guidId);
    expect(later.length).toBeGreaterThan(0);
    for (const visit of later) {
      expect(visit).toMatchObject({ payLater: true, totalPrice: repeat.laterVisitTotal });
      // (the save also decides the no-charge call-out from the address, which this quote had not)
      expect(visit.modifiers.filter((m: any) => m.amount !== 0)).toEqual([
        { optionName: property.optionName, base: repeat.subtotal, amount: repeat.adjustments[0].amount },
      ]);
    }
    // The first visit's rows keep what each applied to.
    const first = series.visits.find((v: any) => v.guidId === saved.guidId);
    expect(
      first.modifiers.filter((m: any) => m.amount !== 0).map((m: any) => [m.optionName, m.base]),
    ).toEqual([
      [firstTime.optionName, firstTime.base],
      [property.optionName, property.base],
    ]);

    // The confirmation says the booking repeats, when, and what each later visit costs.
    const email = mine.data!.me.email as string;
    let mail = '';
    await expect
      .poll(
        () =>
          (mail =
            outboxMessages(t.config.dataDir, email)
              .map((raw) =>
                raw
                  .replace(/=\r\n/g, '')
                  .replace(/=3D/g, '=')
                  .replace(/=C2=A0/g, '\u00a0'),
              )
              .find((m) => m.includes('repeats every')) ?? ''),
        { timeout: 10_000 },
      )
      .toBeTruthy();
    const weekday = new Intl.DateTimeFormat('en-ZA', { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
    expect(mail).toContain(`This booking repeats every 2 weeks, on ${weekday}s at 11:30 - 12:15`);
    expect(mail).toContain(`Each later visit costs ${formatRand(repeat.laterVisitTotal)}`);
    expect(mail).toContain(`(+20% of ${formatRand(property.base)}: +${formatRand(property.amount)})`);
  });
});

describe('no silent choices', () => {
  it('refuses a line without an option for a variation, naming it, and stores nothing', async () => {
    const booking = { date: nthWorkingDay(13), timeSlot: '10:00 - 10:45', lines: withoutFrequency };
    const quoted = await t.client().gql(QUOTE, { input: booking });
    expect(quoted.errors?.[0]).toMatchObject({
      message: 'Choose an option of "Frequency" for Lawn Mowing.',
      extensions: { code: 'BAD_USER_INPUT', field: 'lines.0.optionIds' },
    });

    const before = await bookingCount();
    const who = newcomer();
    const refused = await t.client().gql(CREATE, { input: { booking, customer: who, address: TEST_VISIT } });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Choose an option of "Frequency" for Lawn Mowing.',
      extensions: { code: 'BAD_USER_INPUT', field: 'booking.lines.0.optionIds' },
    });
    expect(await bookingCount()).toBe(before);
    expect(await t.api.db.select().from(users).where(eq(users.email, who.email))).toEqual([]);
  });
});
