/**
 * Tax invoices end to end (docs/product.md "Invoices"): a customer pays through the simulator, the
 * confirmation e-mail carries the payment's tax invoice as a PDF, the holder downloads it from their
 * booking, the office too, and a stranger is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue } from '../../../api/src/bookings/test-fixtures.js';
import { startTestApi } from '../../../api/src/test/harness.js';
import {
  outboxMessages,
  payThroughNotification,
  startTestGateway,
  TEST_VISIT,
  workingDayAfter,
  type TestGateway,
} from '../test/harness.js';

let t: TestGateway;
let serviceId: string;

beforeAll(async () => {
  const api = await startTestApi({ vatNumber: '4123456789' });
  const c = await insertCatalogue(api.db);
  serviceId = String(c.otherService.id);
  t = await startTestGateway({ api });
});
afterAll(() => t.close());

/** The base64 body of the message's PDF attachment, decoded. */
function pdfAttachment(raw: string): Buffer | null {
  const m = /Content-Type: application\/pdf[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  return m ? Buffer.from(m[1]!.replace(/\r\n/g, ''), 'base64') : null;
}

describe('a payment through the simulator', () => {
  it('e-mails the tax invoice as a PDF, downloadable by the holder and the office, not by a stranger', async () => {
    const customer = await t.signedIn('client');
    const booked = await customer.gql(
      `mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`,
      {
        input: {
          address: TEST_VISIT,
          booking: {
            date: workingDayAfter(3),
            timeSlot: '10:00 - 10:45',
            lines: [{ serviceId, optionIds: [] }],
          },
        },
      },
    );
    expect(booked.errors, JSON.stringify(booked.errors)).toBeUndefined();
    const guidId = booked.data!.createBooking.booking.guidId as string;
    expect((await payThroughNotification(t, customer, guidId)).status).toBe(200);

    // The confirmation carries the PDF (sent after the notification is answered).
    let pdf: Buffer | null = null;
    await expect
      .poll(
        () => {
          const mail = outboxMessages(t.config.dataDir, customer.email).find((m) => pdfAttachment(m));
          pdf = mail ? pdfAttachment(mail) : null;
          return pdf;
        },
        { timeout: 15_000 },
      )
      .toBeTruthy();
    expect(pdf!.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const read = await customer.gql(
      'query($g: ID!) { booking(guidId: $g) { totalPrice invoices { kind number total vat downloadUrl } } }',
      { g: guidId },
    );
    expect(read.errors, JSON.stringify(read.errors)).toBeUndefined();
    const booking = read.data!.booking;
    expect(booking.invoices).toHaveLength(1);
    const [invoice] = booking.invoices;
    expect(invoice).toMatchObject({ kind: 'INVOICE', total: booking.totalPrice });
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    expect(invoice.vat).toBeGreaterThan(0);

    const holder = await customer.fetch(invoice.downloadUrl);
    expect(holder.status).toBe(200);
    expect(holder.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await holder.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    const office = await (await t.signedIn('manager')).fetch(invoice.downloadUrl);
    expect(office.status).toBe(200);

    const stranger = await t.signedIn('client');
    expect((await stranger.fetch(invoice.downloadUrl)).status).toBe(404);
    expect((await t.client().fetch(invoice.downloadUrl)).status).toBe(404);
    // A stranger holding the booking id reads a receipt: no invoices.
    const receipt = await stranger.gql('query($g: ID!) { booking(guidId: $g) { invoices { number } } }', {
      g: guidId,
    });
    expect(receipt.data!.booking.invoices).toEqual([]);
  });
});
