/**
 * Money through the gateway (docs/product.md, "Statements", "Accounting export", "VAT in the price"):
 * the VAT line of a quote and a booking (only when VAT-registered), a customer's statement for the
 * customer and the office, and the accounting export's download, office-only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue } from '../../../api/src/bookings/test-fixtures.js';
import { startTestApi } from '../../../api/src/test/harness.js';
import {
  payThroughNotification,
  startTestGateway,
  TEST_VISIT,
  workingDayAfter,
  type TestGateway,
} from '../test/harness.js';

let t: TestGateway;
let plain: TestGateway;
let serviceId: string;

beforeAll(async () => {
  const api = await startTestApi({ vatNumber: '4123456789' });
  const c = await insertCatalogue(api.db);
  serviceId = String(c.otherService.id);
  t = await startTestGateway({ api, config: { vatRegistered: true } });
  plain = await startTestGateway({ api });
});
afterAll(async () => {
  await plain.close();
  await t.close();
});

const booking = () => ({
  date: workingDayAfter(3),
  timeSlot: '10:00 - 10:45',
  lines: [{ serviceId, optionIds: [] }],
});

const QUOTE = 'query($b: BookingInput!) { quote(input: $b) { total vatIncluded } }';

describe('the VAT in the price', () => {
  it('a quote and a booking show the VAT their total includes, 15/115 to the cent, when VAT-registered', async () => {
    const q = await t.client().gql(QUOTE, { b: booking() });
    expect(q.errors, JSON.stringify(q.errors)).toBeUndefined();
    const { total, vatIncluded } = q.data!.quote;
    expect(vatIncluded).toBe(Math.round((Math.round(total * 100) * 15) / 115) / 100);
    expect(vatIncluded).toBeGreaterThan(0);

    const customer = await t.signedIn('client');
    const made = await customer.gql(
      'mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { totalPrice vatIncluded } } }',
      { input: { address: TEST_VISIT, booking: booking() } },
    );
    expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
    const saved = made.data!.createBooking.booking;
    expect(saved.vatIncluded).toBe(Math.round((Math.round(saved.totalPrice * 100) * 15) / 115) / 100);
  });

  it('is null when the business is not VAT-registered', async () => {
    const q = await plain.client().gql(QUOTE, { b: booking() });
    expect(q.data!.quote.vatIncluded).toBeNull();
  });
});

const STATEMENT = `entries { kind reference method amount balance } charged paid credited refunded balance refundDue awaitingPayment`;

describe('statements', () => {
  it('the customer reads theirs, the office reads it by customer, another customer cannot', async () => {
    const customer = await t.signedIn('client');
    const made = await customer.gql(
      'mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId totalPrice } } }',
      { input: { address: TEST_VISIT, booking: booking() } },
    );
    const { guidId, totalPrice } = made.data!.createBooking.booking;
    expect((await payThroughNotification(t, customer, guidId)).status).toBe(200);

    const mine = await customer.gql(`{ myStatement { ${STATEMENT} } }`);
    expect(mine.errors, JSON.stringify(mine.errors)).toBeUndefined();
    expect(mine.data!.myStatement).toMatchObject({ charged: totalPrice, paid: totalPrice, balance: 0 });
    expect(mine.data!.myStatement.entries.map((e: { kind: string }) => e.kind)).toEqual([
      'INVOICE',
      'PAYMENT',
    ]);
    expect(mine.data!.myStatement.entries[1]).toMatchObject({
      method: 'PAYFAST',
      amount: totalPrice,
      balance: 0,
    });

    const q = `query($id: ID!) { adminCustomerStatement(customerId: $id) { ${STATEMENT} } }`;
    const office = await (await t.signedIn('manager')).gql(q, { id: String(customer.userId) });
    expect(office.errors, JSON.stringify(office.errors)).toBeUndefined();
    expect(office.data!.adminCustomerStatement).toEqual(mine.data!.myStatement);

    const other = await (await t.signedIn('client')).gql(q, { id: String(customer.userId) });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const missing = await (await t.signedIn('admin')).gql(q, { id: '99999999' });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'customerId' });
    expect((await t.client().gql(`{ myStatement { paid } }`)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('GET /accounting/export.csv', () => {
  const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Johannesburg' });

  it('streams the CSV to the office; 401 signed out, 403 a customer, 400 a bad period', async () => {
    const day = today();
    const path = `/accounting/export.csv?from=${day}&to=${day}`;
    const office = await (await t.signedIn('manager')).fetch(path);
    expect(office.status).toBe(200);
    expect(office.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(office.headers.get('content-disposition')).toContain(`greenleaf-accounts-${day}-to-${day}.csv`);
    const text = await office.text();
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^ContactName,EmailAddress,InvoiceNumber,/);
    expect(text).toContain(',PAYMENT,payfast');

    expect((await t.client().fetch(path)).status).toBe(401);
    expect((await (await t.signedIn('client')).fetch(path)).status).toBe(403);
    const bad = await (
      await t.signedIn('admin')
    ).fetch('/accounting/export.csv?from=2030-02-01&to=2030-01-01');
    expect(bad.status).toBe(400);
  });
});
