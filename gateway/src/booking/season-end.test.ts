/**
 * docs/recurring.md, "Booked late in the season", through the real gateway and api: a programme whose
 * visits no longer all fit before its season ends says how many remain (on the package and the
 * quote), is charged for those only, and only those are booked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayMonth } from '@greenleaf/shared/package-season';
import { insertCatalogue } from '../../../api/src/bookings/test-fixtures.js';
import { packages, packageServices, seasons } from '../../../api/src/db/schema.js';
import { startTestApi } from '../../../api/src/test/harness.js';
import {
  dayAfter,
  startTestGateway,
  TEST_VISIT,
  type TestGateway,
  workingDayAfter,
} from '../test/harness.js';

const PACKAGES = `{ packages { id remainingNotice } }`;
const QUOTE = `query($input: BookingInput!) { quote(input: $input) { lines { total seasonNotice } } }`;
const CREATE = `mutation($input: CreateBookingInput!) {
  createBooking(input: $input) { booking { guidId series { visits { bookingDate } } } }
}`;

let t: TestGateway;
let ending: string;
let early: string;

beforeAll(async () => {
  const api = await startTestApi({ slotCapacity: 2 });
  const c = await insertCatalogue(api.db);
  // Ends in 30 days; the other has months to run.
  const [soon, long] = await api.db
    .insert(seasons)
    .values([
      { name: 'Ending', startDate: dayAfter(-60), endDate: dayAfter(30), multiplier: 1 },
      { name: 'Long', startDate: dayAfter(-10), endDate: dayAfter(150), multiplier: 1 },
    ])
    .returning();
  const [e, l] = await api.db
    .insert(packages)
    .values([
      { name: 'Feeding plan', price: 1000, seasonId: soon!.id },
      { name: 'Long plan', price: 1000, seasonId: long!.id },
    ])
    .returning();
  // Four visits, one every two weeks (weeks 0, 2, 4 and 6).
  const every2 = {
    serviceId: c.otherService.id,
    serviceName: c.otherService.name,
    quantity: 4,
    everyWeeks: 2,
  };
  await api.db.insert(packageServices).values([
    { packageId: e!.id, ...every2 },
    { packageId: l!.id, ...every2 },
  ]);
  ending = String(e!.id);
  early = String(l!.id);
  t = await startTestGateway({ api });
});
afterAll(() => t.close());

describe('a programme booked late in its season', () => {
  it('the package says how many visits remain if bought today', async () => {
    const out = await t.client().gql(PACKAGES);
    const byId = new Map((out.data!.packages as any[]).map((p) => [p.id, p]));
    // today, +14 and +28 fit before day 30; +42 does not
    expect(byId.get(ending).remainingNotice).toBe(
      `3 of its 4 visits remain before the season ends on ${dayMonth(dayAfter(30), true)}; you pay for those only.`,
    );
    expect(byId.get(early).remainingNotice).toBeNull();
  });

  it('is quoted, charged and booked for the visits that remain only', async () => {
    // Booked on day 10 to 13: that day and two weeks on fit before day 30; four and six weeks on do not.
    const date = workingDayAfter(10);
    const lines = [{ packageId: ending }];
    const quote = await t.client().gql(QUOTE, { input: { date, lines } });
    expect(quote.errors, JSON.stringify(quote.errors)).toBeUndefined();
    expect(quote.data!.quote.lines[0]).toEqual({
      total: 500,
      seasonNotice: `2 of its 4 visits remain before the season ends on ${dayMonth(dayAfter(30), true)}; you pay for those only.`,
    });
    const full = await t.client().gql(QUOTE, { input: { date, lines: [{ packageId: early }] } });
    expect(full.data!.quote.lines[0]).toEqual({ total: 1000, seasonNotice: null });

    const customer = await t.signedIn('client');
    const booked = await customer.gql(CREATE, {
      input: { address: TEST_VISIT, booking: { date, timeSlot: '10:00 - 10:45', lines } },
    });
    expect(booked.errors, JSON.stringify(booked.errors)).toBeUndefined();
    const { series } = booked.data!.createBooking.booking;
    expect(series.visits).toHaveLength(2);
    expect(series.visits[0].bookingDate).toBe(date);
    expect(series.visits[1].bookingDate > dayAfter(30)).toBe(false);

    const plan = await t
      .client()
      .gql(`query($p: ID!, $d: Date!) { programmePlan(packageId: $p, date: $d) { date } }`, {
        p: ending,
        d: date,
      });
    expect(plan.data!.programmePlan).toHaveLength(2);
  });
});
