/**
 * The reminder before a series' later visit that is not paid yet, as the reminder job sends it over a
 * real api: it says the visit is not paid and carries the link to pay it; the paid first visit's
 * reminder stays the usual one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFrequency, insertCatalogue } from '../../../api/src/bookings/test-fixtures.js';
import { startTestApi } from '../../../api/src/test/harness.js';
import {
  outboxMessages,
  plusDays,
  startTestGateway,
  TEST_VISIT,
  type TestGateway,
  workingSeriesStart,
} from '../test/harness.js';

let t: TestGateway;
let serviceId: string;
let weekly: string;

beforeAll(async () => {
  const api = await startTestApi();
  const c = await insertCatalogue(api.db);
  weekly = (await addFrequency(api.db, c.otherService.id, [{ label: 'Weekly', repeatWeeks: 1 }])).Weekly!;
  serviceId = String(c.otherService.id);
  // Reminders two weeks ahead, so the series' second visit (a week after the first) is due one.
  t = await startTestGateway({ api, config: { reminderIntervalSeconds: 1, reminderLeadHours: 336 } });
});
afterAll(() => t.close());

const mailTo = (email: string) =>
  outboxMessages(t.config.dataDir, email).map((raw) => raw.replace(/=\r\n/g, '').replace(/=3D/g, '='));

describe("a series' later visit not paid yet", () => {
  it('is reminded with the link to pay it', async () => {
    const customer = await t.signedIn('client');
    // weekly from a day whose next visit is worked too (no Sunday or holiday a week on)
    const start = workingSeriesStart(3, 1, 2);
    const booked = await customer.gql(
      `mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`,
      {
        input: {
          address: TEST_VISIT,
          booking: {
            date: start,
            timeSlot: '10:00 - 10:45',
            lines: [{ serviceId, optionIds: [weekly] }],
          },
        },
      },
    );
    expect(booked.errors, JSON.stringify(booked.errors)).toBeUndefined();
    const first = booked.data!.createBooking.booking.guidId as string;
    const stored = await t.api.get(`bookings/get.php?guidId=${first}`);
    const paid = await t.api.post('bookings/record-payment.php', {
      guidId: first,
      providerPaymentId: `pf-${first}`,
      amount: stored.body.totalPrice,
      status: 'COMPLETE',
    });
    expect(paid.status, paid.text).toBe(200);
    const read = await customer.gql('{ me { series { visits { guidId bookingDate payLater status } } } }');
    const second = read.data!.me.series[0].visits[1];
    expect(second).toMatchObject({ bookingDate: plusDays(start, 7), payLater: true, status: 'PENDING' });

    let unpaid: string | undefined;
    await expect
      .poll(() => (unpaid = mailTo(customer.email).find((m) => m.includes('it is not paid yet'))), {
        timeout: 15_000,
      })
      .toBeTruthy();
    expect(unpaid).toContain(second.guidId);
    expect(unpaid).toContain(`Pay for this visit: ${t.url}/booking-checkout/payments/${second.guidId}`);
    expect(unpaid).toMatch(/\/manage\/booking-/);
    // The paid first visit's reminder is the usual one, without a pay link.
    let usual: string | undefined;
    await expect
      .poll(
        () => (usual = mailTo(customer.email).find((m) => m.includes('This is a reminder of your visit'))),
        {
          timeout: 15_000,
        },
      )
      .toBeTruthy();
    expect(usual).toContain(first);
    expect(usual).not.toContain('/booking-checkout/payments/');
  });
});
