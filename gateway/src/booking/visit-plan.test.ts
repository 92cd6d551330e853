import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue, type Catalogue } from '../../../api/src/bookings/test-fixtures.js';
import { services } from '../../../api/src/db/schema.js';
import { startTestApi } from '../../../api/src/test/harness.js';
import {
  startTestGateway,
  TEST_VISIT,
  type TestGateway,
  workingDayAfter,
  workingDayFrom,
} from '../test/harness.js';

/** A day `n` days after today in Johannesburg. */
const SLOTS = `query($d: Date!, $lines: [BookingLineInput!]) {
  timeSlots(date: $d, lines: $lines) { label available remaining finish finishDate }
}`;
const PLAN = `query($d: Date!, $lines: [BookingLineInput!]!) {
  visitPlan(date: $d, lines: $lines) { minutes slotCount days minLeadMinutes nextDateWithRoom seasonNotice }
}`;
const CREATE = `mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { id } } }`;

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

let t: TestGateway;
let c: Catalogue;
/** Service ids: a 5-hour hedge job, a 1-day lawn installation, a 45-minute mow. */
let fiveHours: string;
let oneDay: string;
let mow: string;

beforeAll(async () => {
  const api = await startTestApi({ slotCapacity: 2 });
  c = await insertCatalogue(api.db);
  await api.db.update(services).set({ durationMinutes: 300 }).where(eq(services.id, c.service.id));
  await api.db.update(services).set({ durationMinutes: 450 }).where(eq(services.id, c.otherService.id));
  const [extra] = await api.db
    .insert(services)
    .values({ categoryId: c.category.id, name: 'Quick mow', basePrice: 200, durationMinutes: 45 })
    .returning();
  fiveHours = String(c.service.id);
  oneDay = String(c.otherService.id);
  mow = String(extra!.id);
  t = await startTestGateway({ api });
});
afterAll(() => t.close());

/** A line of the service: the fixture's lawn service has two variations, each chosen (Small, no edging). */
const lineOf = (serviceId: string, cat: Catalogue = c) =>
  serviceId === String(cat.service.id)
    ? { serviceId, optionIds: [String(cat.options.small.id), String(cat.options.noEdging.id)] }
    : { serviceId };

const book = (
  client: Awaited<ReturnType<TestGateway['signedIn']>>,
  date: string,
  slot: string,
  serviceId: string,
) =>
  client.gql(CREATE, {
    input: {
      address: TEST_VISIT,
      booking: { date, timeSlot: slot, lines: [lineOf(serviceId)] },
      idempotencyKey: `k-${Math.random()}`,
    },
  });

describe('the date-time step offers starts where the whole job fits', () => {
  it('offers a 5-hour job only where its 7 slots fit before the day ends, with the expected finish', async () => {
    const date = workingDayAfter(20);
    const res = await t.client().gql(SLOTS, { d: date, lines: [lineOf(fiveHours)] });
    expect(res.errors).toBeUndefined();
    const slots = res.data!.timeSlots;
    expect(slots.filter((s: any) => s.available).map((s: any) => s.label)).toEqual([
      '10:00 - 10:45',
      '10:45 - 11:30',
      '11:30 - 12:15',
      '12:15 - 13:00',
    ]);
    expect(slots[0]).toMatchObject({ finish: '15:15', finishDate: date });
    const plan = await t.client().gql(PLAN, { d: date, lines: [lineOf(fiveHours)] });
    expect(plan.data!.visitPlan).toMatchObject({ minutes: 300, slotCount: 7, days: 1, minLeadMinutes: 120 });
  });

  it('refuses a start the work does not fit from', async () => {
    const customer = await t.signedIn('client');
    const res = await book(customer, workingDayAfter(21), '14:30 - 15:15', fiveHours);
    expect(res.errors?.[0]?.extensions?.code).toBe('WORK_DOES_NOT_FIT');
  });

  it('blocks the whole day with two 1-day jobs and suggests the next day with room', async () => {
    const date = workingDayAfter(22);
    const a = await t.signedIn('client');
    const b = await t.signedIn('client');
    expect((await book(a, date, '10:00 - 10:45', oneDay)).errors).toBeUndefined();
    expect((await book(b, date, '10:00 - 10:45', oneDay)).errors).toBeUndefined();
    const slots = await t.client().gql(SLOTS, { d: date, lines: [lineOf(mow)] });
    expect(slots.data!.timeSlots.some((s: any) => s.available)).toBe(false);
    const late = await book(await t.signedIn('client'), date, '16:45 - 17:30', mow);
    expect(late.errors?.[0]?.extensions?.code).toBe('SLOT_FULL');
    const plan = await t.client().gql(PLAN, { d: date, lines: [lineOf(mow)] });
    expect(plan.data!.visitPlan.nextDateWithRoom).toBe(workingDayFrom(nextDay(date)));
  });

  it('offers a 1-day job only from the first slot, finishing at the end of the day', async () => {
    const res = await t.client().gql(SLOTS, { d: workingDayAfter(24), lines: [lineOf(oneDay)] });
    const offered = res.data!.timeSlots.filter((s: any) => s.available);
    expect(offered).toEqual([
      {
        label: '10:00 - 10:45',
        available: true,
        remaining: 2,
        finish: '17:30',
        finishDate: workingDayAfter(24),
      },
    ]);
  });
});

describe('lead time', () => {
  it('offers nothing and books nothing inside the api’s MIN_LEAD_MINUTES', async () => {
    // five days: the next working day is inside it whenever today is (after 24 December it is the 28th)
    const api = await startTestApi({ minLeadMinutes: 5 * 24 * 60 });
    const cat = await insertCatalogue(api.db);
    const g = await startTestGateway({ api });
    try {
      const lines = [lineOf(String(cat.service.id), cat)];
      const soon = await g.client().gql(SLOTS, { d: workingDayAfter(1), lines });
      expect(soon.data!.timeSlots.some((s: any) => s.available)).toBe(false);
      const later = await g.client().gql(SLOTS, { d: workingDayAfter(7), lines });
      expect(later.data!.timeSlots.every((s: any) => s.available)).toBe(true);
      const customer = await g.signedIn('client');
      const res = await customer.gql(CREATE, {
        input: {
          address: TEST_VISIT,
          booking: { date: workingDayAfter(1), timeSlot: '16:45 - 17:30', lines },
        },
      });
      expect(res.errors?.[0]?.extensions?.code).toBe('TOO_SOON');
      expect(res.errors?.[0]?.message).toContain('7200 minutes');
      const plan = await g.client().gql(PLAN, { d: workingDayAfter(1), lines });
      expect(plan.data!.visitPlan.minLeadMinutes).toBe(7200);
    } finally {
      await g.close();
    }
  });
});

describe('the visit address', () => {
  const withAddress = (address: Record<string, unknown>, date = workingDayAfter(26)) => ({
    input: { booking: { date, timeSlot: '10:00 - 10:45', lines: [lineOf(mow)] }, address },
  });
  const CREATE_WITH_ADDRESS = `mutation($input: CreateBookingInput!) {
    createBooking(input: $input) { booking { id address { street suburb postalCode } propertyNotes durationMinutes } }
  }`;

  it('lists the suburbs served', async () => {
    const res = await t.client().gql('{ serviceAreas { suburb postalCode travelMinutes } }');
    expect(res.data!.serviceAreas.length).toBeGreaterThanOrEqual(25);
    expect(res.data!.serviceAreas.map((a: any) => a.suburb)).toContain('Muizenberg');
  });

  it('stores a served address with notes; refuses an unknown suburb by name and a field over its limit', async () => {
    const customer = await t.signedIn('client');
    const ok = await customer.gql(
      CREATE_WITH_ADDRESS,
      withAddress({
        street: '3 Main Road',
        suburb: 'claremont',
        postalCode: '7708',
        propertyNotes: 'Two dogs',
      }),
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.createBooking.booking).toMatchObject({
      address: { street: '3 Main Road', suburb: 'Claremont', postalCode: '7708' },
      propertyNotes: 'Two dogs',
      durationMinutes: 45,
    });
    const far = await customer.gql(
      CREATE_WITH_ADDRESS,
      withAddress(
        { street: '1 Dorp Street', suburb: 'Stellenbosch', postalCode: '7600' },
        workingDayAfter(27),
      ),
    );
    expect(far.errors?.[0]?.extensions?.code).toBe('AREA_NOT_SERVED');
    expect(far.errors?.[0]?.message).toContain('Stellenbosch');
    const long = await customer.gql(
      CREATE_WITH_ADDRESS,
      withAddress({ street: 'x'.repeat(201), suburb: 'Claremont', postalCode: '7708' }, workingDayAfter(27)),
    );
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0]?.message).toBe('Street address must be at most 200 characters.');
  });
});
