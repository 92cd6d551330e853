/**
 * A quote-only service (priced by the office after a visit) has no price to compute: every path that
 * prices or books refuses it with QUOTE_ONLY and writes nothing; the office books it from a quote
 * request at its own price (quote-requests.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  oneOffLine,
  SERVICES_WITH_OPTIONS,
  startTestGateway,
  TEST_VISIT,
  type ServiceWithOptions,
  type TestGateway,
} from '../test/harness.js';

let t: TestGateway;
let quoteOnly: ServiceWithOptions & { name: string };
let priced: ServiceWithOptions;

const QUOTE = 'query ($input: BookingInput!) { quote(input: $input) { total } }';
const CREATE = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`;

beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  const res = await t.client().gql(SERVICES_WITH_OPTIONS);
  const services = res.data!.services as (ServiceWithOptions & { name: string; quoteOnly: boolean })[];
  quoteOnly = services.find((s) => s.quoteOnly)!;
  priced = services.find((s) => !s.quoteOnly)!;
  expect(quoteOnly).toBeDefined();
});
afterAll(() => t?.close());

describe('a quote-only service', () => {
  it('is not priced: QUOTE_ONLY on its line, telling the customer to request a quote', async () => {
    const res = await t.client().gql(QUOTE, {
      input: { lines: [oneOffLine(priced), oneOffLine(quoteOnly)] },
    });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'QUOTE_ONLY', field: 'lines.1.serviceId' });
    expect(res.errors?.[0]?.message).toBe(
      `${quoteOnly.name} is priced by our office after a visit: please request a quote.`,
    );
  });

  it('is not booked, by a customer or by the office, and nothing is written', async () => {
    const before = (await t.api.get<unknown[]>('bookings/list.php')).body.length;
    const booking = { date: '2032-09-01', timeSlot: '10:00 - 10:45', lines: [oneOffLine(quoteOnly)] };
    const customer = await t.signedIn('client');
    const res = await customer.gql(CREATE, { input: { booking, address: TEST_VISIT } });
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'QUOTE_ONLY',
      field: 'booking.lines.0.serviceId',
    });
    const admin = await t.signedIn('admin');
    const office = await admin.gql(
      'mutation ($input: AdminCreateBookingInput!) { adminCreateBooking(input: $input) { booking { id } } }',
      { input: { userId: String(customer.userId), booking, address: TEST_VISIT, payment: { way: 'LINK' } } },
    );
    expect(office.errors?.[0]?.extensions?.code).toBe('QUOTE_ONLY');
    expect((await t.api.get<unknown[]>('bookings/list.php')).body.length).toBe(before);
  });

  it('is refused by the api too, whoever writes (the office books it only from a quote request)', async () => {
    const customer = await t.signedIn('client');
    const res = await t.api.post<{ fields: Record<string, string> }>('bookings/save.php', {
      userId: customer.userId,
      bookingDate: '2032-09-02',
      bookingTime: '10:00 - 10:45',
      totalPrice: 100,
      services: [{ serviceId: Number(quoteOnly.id), price: 100, variationOptionIds: [], addOnIds: [] }],
      modifierOptionIds: [],
      address: TEST_VISIT,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields['services.0.serviceId']).toMatch(/request a quote/);
  });
});
