/**
 * Property: a quote given everything the price depends on (the choices, the suburb and the customer)
 * is what createBooking stores, to the cent, for random carts (services, variation options, add-ons,
 * the customer's modifier picks, dates across the seasons) and random customers (a newcomer, a
 * returning customer, a referred newcomer, any served suburb near or far). Each booking carries the
 * quote's token, so it is also accepted as bound to the quote.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneOffLine, startTestGateway, TEST_VISIT, workingDayAfter } from '../test/harness.js';
import type { GqlClient, TestGateway } from '../test/harness.js';

interface CatalogueService {
  id: string;
  variations: { options: { id: string; repeatWeeks: number | null }[] }[];
  addOns: { id: string }[];
}
interface CatalogueModifier {
  options: { id: string; rule: string | null }[];
}

let t: TestGateway;
let services: CatalogueService[];
let modifiers: CatalogueModifier[];
let referralCode: string;

/** Served suburbs near (no call-out fee) and far (one). */
const SUBURBS = [
  { suburb: 'Rondebosch', postalCode: '7700' },
  { suburb: 'Muizenberg', postalCode: '7945' },
  { suburb: 'Hout Bay', postalCode: '7806' },
  { suburb: 'Fish Hoek', postalCode: '7975' },
  { suburb: 'Brackenfell', postalCode: '7560' },
];

const QUOTE = `query Q($input: BookingInput!, $address: QuoteAddressInput, $customer: QuoteCustomerInput) {
  quote(input: $input, address: $address, customer: $customer) { total token }
}`;
const CREATE = `mutation C($input: CreateBookingInput!) {
  createBooking(input: $input) { booking { totalPrice } }
}`;
const SLOTS = `query S($date: Date!, $lines: [BookingLineInput!]) { timeSlots(date: $date, lines: $lines) { label available } }`;

let people = 0;
const phoneBase = 1_000_000 + Math.floor(Math.random() * 8_000_000);
const newCustomer = () => {
  people += 1;
  return {
    name: 'Property Customer',
    email: `prop-${people}-${phoneBase}@example.test`,
    password: 'lawns-are-green',
    phone: `084${phoneBase + people}`,
  };
};
/**
 * Every run books on a day of its own (a far date runs across the seasons), a working day: a Sunday or
 * public holiday offers no start (CLOSED_TIME).
 */
let day = 2;

async function firstFreeSlot(client: GqlClient, date: string, lines: unknown[]): Promise<string | null> {
  const res = await client.gql(SLOTS, { date, lines });
  expect(res.errors).toBeUndefined();
  return (
    (res.data!.timeSlots as { label: string; available: boolean }[]).find((s) => s.available)?.label ?? null
  );
}

async function bookNewcomer(client: GqlClient) {
  const lines = [oneOffLine(services[0]!)];
  // The next working day with a free start: the runs before may have filled a day (a null slot was
  // sent as none, and refused, on 29 Nov).
  let date = workingDayAfter((day += 1));
  let slot = await firstFreeSlot(client, date, lines);
  while (slot === null) {
    date = workingDayAfter((day += 1));
    slot = await firstFreeSlot(client, date, lines);
  }
  const res = await client.gql(CREATE, {
    input: { booking: { date, timeSlot: slot, lines }, customer: newCustomer(), address: TEST_VISIT },
  });
  expect(res.errors).toBeUndefined();
}

beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  const res = await t.client().gql(`{
    services { id quoteOnly variations { options { id repeatWeeks } } addOns { id } }
    modifiers { options { id rule } }
  }`);
  expect(res.errors).toBeUndefined();
  services = (res.data!.services as (CatalogueService & { quoteOnly: boolean })[]).filter(
    (s) => !s.quoteOnly,
  );
  modifiers = res.data!.modifiers as CatalogueModifier[];
  expect(services.length).toBeGreaterThan(0);
  const referrer = t.client();
  await bookNewcomer(referrer);
  referralCode = (await referrer.gql('{ me { referralCode } }')).data!.me.referralCode;
});
afterAll(async () => {
  await t?.close();
});

/**
 * A booking line of a catalogue service: one option per variation (a line that leaves one out is
 * refused: nothing is chosen for the customer), some of its add-ons. A booking repeats at one frequency (`weeks`, or not at all: api/src/series/create.ts), so a variation
 * with a repeating option is always chosen, among the options of that frequency or none.
 */
const line = (weeks: number | null) =>
  fc.integer({ min: 0, max: 1_000 }).chain((n) => {
    const service = services[n % services.length]!;
    return fc
      .record({
        options: fc.tuple(
          ...service.variations.map((v) => {
            const repeats = v.options.some((o) => o.repeatWeeks !== null);
            const allowed = v.options
              .filter((o) => !repeats || o.repeatWeeks === null || o.repeatWeeks === weeks)
              .map((o) => o.id);
            if (allowed.length === 0) return fc.constant(null);
            return fc.constantFrom(...allowed);
          }),
        ),
        addOnIds: fc.subarray(service.addOns.map((a) => a.id)),
      })
      .map(({ options, addOnIds }) => ({
        serviceId: service.id,
        optionIds: options.filter((o): o is string => o !== null),
        addOnIds,
      }));
  });

/** The frequencies the catalogue offers, and none. */
const frequency = () =>
  fc.constantFrom(
    null,
    ...new Set(
      services.flatMap((s) =>
        s.variations.flatMap((v) => v.options.map((o) => o.repeatWeeks).filter((w) => w !== null)),
      ),
    ),
  );

/** The customer's own picks: at most one option per modifier, of those no rule decides. */
const modifierPicks = () =>
  fc
    .tuple(
      ...modifiers.map((m) => {
        const own = m.options.filter((o) => o.rule === null).map((o) => o.id);
        return own.length ? fc.option(fc.constantFrom(...own)) : fc.constant(null);
      }),
    )
    .map((picks) => picks.filter((p): p is string => p !== null));

describe('the binding quote, for any cart and any customer', () => {
  it('quote total === the total createBooking stores', { timeout: 240_000 }, async () => {
    let charged = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          lines: frequency().chain((weeks) => fc.array(line(weeks), { minLength: 1, maxLength: 2 })),
          modifierOptionIds: modifierPicks(),
          kind: fc.constantFrom('new' as const, 'returning' as const, 'referred' as const),
          where: fc.constantFrom(...SUBURBS),
          daysAhead: fc.integer({ min: 0, max: 300 }),
        }),
        async ({ lines, modifierOptionIds, kind, where, daysAhead }) => {
          const client = t.client();
          if (kind === 'returning') await bookNewcomer(client); // signed in by it, with an earlier booking
          const date = workingDayAfter((day += 1) + daysAhead);
          const slot = await firstFreeSlot(client, date, lines);
          fc.pre(slot !== null); // a cart too long for any start of the day is no booking to price
          const customer = kind === 'returning' ? null : newCustomer();
          const booking = {
            date,
            lines,
            modifierOptionIds,
            ...(kind === 'referred' ? { referralCode } : {}),
          };
          const quoted = await client.gql(QUOTE, {
            input: booking,
            address: { suburb: where.suburb },
            ...(customer ? { customer: { email: customer.email, phone: customer.phone } } : {}),
          });
          const saved = await client.gql(CREATE, {
            input: {
              booking: { ...booking, timeSlot: slot },
              address: { ...TEST_VISIT, ...where },
              ...(customer ? { customer } : {}),
              quoteToken: quoted.data?.quote.token,
            },
          });
          // A cart the catalogue refuses (e.g. a package out of season) is refused alike by both.
          if (quoted.errors) {
            expect(saved.errors?.[0]?.extensions?.code).toBe(quoted.errors[0]?.extensions?.code);
            return;
          }
          expect(saved.errors).toBeUndefined();
          expect(saved.data!.createBooking.booking.totalPrice).toBe(quoted.data!.quote.total);
          charged += 1;
        },
      ),
      { numRuns: 30 },
    );
    // Most runs are real bookings (not carts refused alike, nor skipped for want of a start).
    expect(charged).toBeGreaterThanOrEqual(15);
  });
});
