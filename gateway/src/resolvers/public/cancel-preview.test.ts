/**
 * Cancelling part of a seasonal programme through the gateway, over a real api (PGlite): the preview
 * says which visits a cancel cancels and the money owed back, changes nothing, is for whoever may
 * cancel, and the cancel then does what it said (docs/recurring.md, "Giving up a programme").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue, type Catalogue } from '../../../../api/src/bookings/test-fixtures.js';
import { packageServices } from '../../../../api/src/db/schema.js';
import { startTestApi } from '../../../../api/src/test/harness.js';
import { startTestGateway, TEST_VISIT, workingSeriesStart, type TestGateway } from '../../test/harness.js';

let t: TestGateway;
let c: Catalogue;

const PREVIEW = `query($guidId: ID!) { cancelPreview(guidId: $guidId) {
  givesUpProgramme laterProgrammeVisit refundDue doneVisits allVisits visits { guidId bookingDate bookingTime visitTime } } }`;
const CANCEL = `mutation($input: CancelBookingInput!) { cancelBooking(input: $input) { booking { status refundStatus refundDue } } }`;

beforeAll(async () => {
  const api = await startTestApi();
  c = await insertCatalogue(api.db);
  // The catalogue's package (R 1 200): mowing weekly from week 0, three times.
  await api.db.insert(packageServices).values({
    packageId: c.package.id,
    serviceId: c.service.id,
    serviceName: 'Lawn mowing',
    quantity: 3,
    firstWeek: 0,
    everyWeeks: 1,
  });
  t = await startTestGateway({ api, config: { changeCutoffHours: 24 } });
});
afterAll(() => t.close());

describe('cancelling part of a programme', () => {
  it('previews then gives up the programme from its paid first visit: every visit, all the money', async () => {
    const customer = await t.signedIn('client');
    const date = workingSeriesStart(30, 1, 3);
    const booked = await customer.gql(
      `mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId totalPrice visitTime series { visits { guidId } } } } }`,
      {
        input: {
          address: TEST_VISIT,
          booking: { date, timeSlot: '10:00 - 10:45', lines: [{ packageId: String(c.package.id) }] },
        },
      },
    );
    expect(booked.errors, JSON.stringify(booked.errors)).toBeUndefined();
    const booking = booked.data!.createBooking.booking;
    const visits: string[] = booking.series.visits.map((v: any) => v.guidId);
    expect(visits).toHaveLength(3);
    const paid = await t.api.post('bookings/record-payment.php', {
      guidId: booking.guidId,
      providerPaymentId: `pf-${booking.guidId}`,
      amount: booking.totalPrice,
      status: 'COMPLETE',
    });
    expect(paid.status, paid.text).toBe(200);

    // a later visit alone: itself, nothing back
    const later = await customer.gql(PREVIEW, { guidId: visits[2] });
    expect(later.errors, JSON.stringify(later.errors)).toBeUndefined();
    expect(later.data!.cancelPreview).toMatchObject({
      givesUpProgramme: false,
      laterProgrammeVisit: true,
      refundDue: 0,
    });
    expect(later.data!.cancelPreview.visits.map((v: any) => v.guidId)).toEqual([visits[2]]);

    // the first visit: the programme, every visit, all of it back
    const preview = await customer.gql(PREVIEW, { guidId: booking.guidId });
    expect(preview.errors, JSON.stringify(preview.errors)).toBeUndefined();
    expect(preview.data!.cancelPreview).toMatchObject({
      givesUpProgramme: true,
      refundDue: booking.totalPrice,
      doneVisits: 0,
      allVisits: 3,
    });
    expect(preview.data!.cancelPreview.visits[0]).toEqual({
      guidId: booking.guidId,
      bookingDate: date,
      bookingTime: '10:00 - 10:45',
      // from its start to its expected end, as the booking itself says it
      visitTime: booking.visitTime,
    });
    expect(booking.visitTime).toMatch(/^10:00 - \d\d:\d\d$/);
    expect(preview.data!.cancelPreview.visits.map((v: any) => v.guidId)).toEqual(visits);
    // only whoever may cancel it sees it
    const stranger = await t.client().gql(PREVIEW, { guidId: booking.guidId });
    expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // the preview changed nothing
    const still = await t.api.get(`bookings/get.php?guidId=${visits[1]}`);
    expect(still.body.status).toBe('confirmed');

    const cancelled = await customer.gql(CANCEL, { input: { guidId: booking.guidId } });
    expect(cancelled.errors, JSON.stringify(cancelled.errors)).toBeUndefined();
    expect(cancelled.data!.cancelBooking.booking).toMatchObject({
      status: 'CANCELLED',
      refundStatus: 'DUE',
      refundDue: booking.totalPrice,
    });
    for (const guidId of visits.slice(1)) {
      expect((await t.api.get(`bookings/get.php?guidId=${guidId}`)).body.status).toBe('cancelled');
    }
  });
});
