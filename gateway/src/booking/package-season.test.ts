/**
 * docs/product.md, "Packages in their season", through the real gateway and api: a package out of
 * season says when it is back and is refused by the quote and the booking (OUT_OF_SEASON with the
 * line's field); in season it says its dates and is booked only inside them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayMonth } from '@greenleaf/shared/package-season';
import { insertCatalogue, type Catalogue } from '../../../api/src/bookings/test-fixtures.js';
import { packages, packageServices, seasons } from '../../../api/src/db/schema.js';
import { startTestApi } from '../../../api/src/test/harness.js';
import {
  dayAfter,
  startTestGateway,
  TEST_VISIT,
  type TestGateway,
  workingDayAfter,
} from '../test/harness.js';

const PACKAGES = `{ packages { id name onSale seasonText seasonStart seasonEnd backOn saleNotice } }`;
const QUOTE = `query($input: BookingInput!) { quote(input: $input) { total } }`;
const PLAN = `query($d: Date!, $lines: [BookingLineInput!]!) { visitPlan(date: $d, lines: $lines) { seasonNotice } }`;
const SLOTS = `query($d: Date!, $lines: [BookingLineInput!]) { timeSlots(date: $d, lines: $lines) { available } }`;
const CREATE = `mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { id } } }`;

let t: TestGateway;
let c: Catalogue;
let later: string;
let current: string;

beforeAll(async () => {
  const api = await startTestApi({ slotCapacity: 2 });
  c = await insertCatalogue(api.db);
  const [autumn, spring] = await api.db
    .insert(seasons)
    .values([
      { name: 'Autumn', startDate: dayAfter(100), endDate: dayAfter(190), multiplier: 1 },
      { name: 'Spring', startDate: dayAfter(-30), endDate: dayAfter(60), multiplier: 1 },
    ])
    .returning();
  const [a, s] = await api.db
    .insert(packages)
    .values([
      { name: 'Autumn clean-up', price: 900, seasonId: autumn!.id },
      { name: 'Spring plan', price: 700, seasonId: spring!.id },
    ])
    .returning();
  await api.db.insert(packageServices).values([
    { packageId: a!.id, serviceId: c.otherService.id, serviceName: c.otherService.name, quantity: 1 },
    { packageId: s!.id, serviceId: c.otherService.id, serviceName: c.otherService.name, quantity: 1 },
  ]);
  later = String(a!.id);
  current = String(s!.id);
  t = await startTestGateway({ api });
});
afterAll(() => t.close());

const booking = (date: string, packageId: string) => ({
  input: {
    address: TEST_VISIT,
    booking: { date, timeSlot: '10:00 - 10:45', lines: [{ packageId }] },
    idempotencyKey: `k-${Math.random()}`,
  },
});

describe('packages in their season', () => {
  it('says its dates when in season and when it is back when not', async () => {
    const out = await t.client().gql(PACKAGES);
    const byId = new Map((out.data!.packages as any[]).map((p) => [p.id, p]));
    expect(byId.get(current)).toMatchObject({
      onSale: true,
      seasonStart: dayAfter(-30),
      seasonEnd: dayAfter(60),
      backOn: null,
      saleNotice: null,
    });
    expect(byId.get(current).seasonText).toContain(dayMonth(dayAfter(60)));
    expect(byId.get(later)).toMatchObject({
      onSale: false,
      // on sale 30 days before its season starts
      backOn: dayAfter(70),
      seasonStart: dayAfter(100),
    });
    expect(byId.get(later).saleNotice).toMatch(
      new RegExp(`^Out of season: back on ${dayMonth(dayAfter(70))}`),
    );
  });

  it('refuses an out-of-season package in the quote and the booking, naming the line and the day it is back', async () => {
    const quote = await t.client().gql(QUOTE, { input: { lines: [{ packageId: later }] } });
    expect(quote.errors?.[0]?.extensions).toMatchObject({
      code: 'OUT_OF_SEASON',
      field: 'lines.0.packageId',
    });
    expect(quote.errors?.[0]?.message).toBe(
      `Autumn clean-up is out of season and cannot be booked now: it is back on ${dayMonth(dayAfter(70), true)}.`,
    );
    const plan = await t.client().gql(PLAN, { d: workingDayAfter(120), lines: [{ packageId: later }] });
    expect(plan.data!.visitPlan.seasonNotice).toBe(quote.errors?.[0]?.message);
    const slots = await t.client().gql(SLOTS, { d: workingDayAfter(120), lines: [{ packageId: later }] });
    expect(slots.data!.timeSlots.some((s: any) => s.available)).toBe(false);

    const customer = await t.signedIn('client');
    // Inside its (later) season, still refused: it is not for sale today.
    const out = await customer.gql(CREATE, booking(workingDayAfter(120), later));
    expect(out.errors?.[0]?.extensions).toMatchObject({
      code: 'OUT_OF_SEASON',
      field: 'booking.lines.0.packageId',
    });
  });

  it('books a package in season only inside its dates, saying them in words', async () => {
    const quote = await t.client().gql(QUOTE, { input: { lines: [{ packageId: current }] } });
    expect(quote.errors).toBeUndefined();
    const customer = await t.signedIn('client');
    const outside = await customer.gql(CREATE, booking(workingDayAfter(70), current));
    expect(outside.errors?.[0]?.extensions).toMatchObject({ code: 'OUT_OF_SEASON', field: 'booking.date' });
    expect(outside.errors?.[0]?.message).toBe(
      `Spring plan can be booked only from ${dayMonth(dayAfter(-30), true)} to ${dayMonth(dayAfter(60), true)}. Please choose a date in that season.`,
    );
    const inside = await customer.gql(CREATE, booking(workingDayAfter(20), current));
    expect(inside.errors).toBeUndefined();
  });
});
