/**
 * A COMPLETE notification for a booking whose 30-minute hold ran out and which the api's expiry job
 * cancelled: through the gateway's /payments/notify against a real api on PGlite, e-mails read from the
 * outbox. With room in the slot the booking is confirmed and the customer gets the confirmation; with
 * the slot full since, it stays cancelled, the payment stays recorded, and the customer and the
 * administrator are told the payment will be refunded. A second payment for a paid booking is owed back
 * too: one notice to the office and one e-mail to the customer per payment, never a second confirmation.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelExpiredHolds } from '../../../api/src/bookings/hold-expiry.js';
import { moveHoldEnd } from '../../../api/src/bookings/test-fixtures.js';
import { bookings, payments } from '../../../api/src/db/schema.js';
import {
  workingDayAfter,
  firstServiceLine,
  outboxMessages,
  startTestGateway,
  TEST_VISIT,
  type TestGateway,
} from '../test/harness.js';
import { simulatedNotification } from './simulator.js';

let t: TestGateway;
/** A one-off line of the catalogue's first service. */
let line: { serviceId: string; optionIds: string[] };
let admin: Awaited<ReturnType<TestGateway['signedIn']>>;

beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  line = await firstServiceLine(t.client());
  admin = await t.signedIn('admin');
});
afterAll(async () => {
  await t?.close();
});

/** A signed-in customer's pending booking and the payment form the gateway gave for it. */
async function bookAndStartPayment(date: string, timeSlot: string) {
  const client = await t.signedIn('client');
  const created = await client.gql(
    `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id guidId } } }`,
    { i: { address: TEST_VISIT, booking: { date, timeSlot, lines: [line] } } },
  );
  expect(created.errors).toBeUndefined();
  const guidId: string = created.data!.createBooking.booking.guidId;
  const form = await client.gql('mutation($g: ID!) { startPayment(guidId: $g) { fields { name value } } }', {
    g: guidId,
  });
  expect(form.errors).toBeUndefined();
  const pairs: [string, string][] = form.data!.startPayment.fields.map(
    (f: { name: string; value: string }) => [f.name, f.value],
  );
  return { guidId, email: client.email, pairs };
}

/** The hold runs out (it ended a minute ago) and the api's expiry job cancels it. */
async function expireHold(guidId: string): Promise<void> {
  const [id] = await moveHoldEnd(t.api.db, eq(bookings.guidId, guidId), -1);
  expect(await cancelExpiredHolds(t.api.db)).toContain(id);
  expect(await statusOf(guidId)).toBe('CANCELLED');
}

const notify = (pairs: [string, string][]) =>
  fetch(`${t.url}/payments/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(pairs).toString(),
  });

/** What anyone holding the booking's id reads of its refund. */
const refundView = async (guidId: string) =>
  (
    await t
      .client()
      .gql('query($g: ID!) { booking(guidId: $g) { status refundStatus refundDue refunded } }', { g: guidId })
  ).data!.booking;

/** The booking's payments as the office reads them. */
const officePayments = async (guidId: string) =>
  (
    await admin.gql(
      'query($g: ID!) { booking(guidId: $g) { payments { id providerPaymentId refundStatus refundReason refundedBy } } }',
      { g: guidId },
    )
  ).data!.booking.payments;

const statusOf = async (guidId: string): Promise<string> =>
  (await t.client().gql('query($g: ID!) { booking(guidId: $g) { status } }', { g: guidId })).data!.booking
    .status;

/** When the visit is told to end (`Booking.visitEnd`), as its confirmation says it. */
const visitEndOf = async (guidId: string): Promise<string | null> =>
  (await t.client().gql('query($g: ID!) { booking(guidId: $g) { visitEnd } }', { g: guidId })).data!.booking
    .visitEnd;

interface OutboxMail {
  subject: string;
  text: string;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=` / `?B?`) in a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/**
 * The subject and the decoded plain-text part of each message written to the outbox for `email` (a
 * file still being written, without its closing MIME boundary yet, is left out).
 */
function outboxFor(email: string): OutboxMail[] {
  return outboxMessages(t.config.dataDir, email).map((raw) => {
    const headers = raw.split('\r\n\r\n', 1)[0]!.replace(/\r\n[ \t]+/g, ' ');
    const subject = decodeHeader(/^Subject: (.*)$/m.exec(headers)?.[1] ?? '');
    const part = raw.split(/\r\n--[^\r\n]+\r\n/).find((p) => /^Content-Type: text\/plain/im.test(p)) ?? '';
    const split = part.indexOf('\r\n\r\n');
    const partHeaders = part.slice(0, split);
    let body = part.slice(split + 4);
    if (/quoted-printable/i.test(partHeaders)) {
      body = Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8');
    } else if (/base64/i.test(partHeaders)) {
      body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    }
    return { subject, text: body };
  });
}

const amountOf = (pairs: [string, string][]) =>
  new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' }).format(
    Number(pairs.find(([k]) => k === 'amount')![1]),
  );

describe('a payment that arrives after the 30-minute hold ran out', () => {
  it('confirms the booking and sends the confirmation when the slot still has room', async () => {
    const late = await bookAndStartPayment(workingDayAfter(14), '11:30 - 12:15');
    await expireHold(late.guidId);

    const notification = simulatedNotification(late.pairs, t.config.payment.passphrase);
    expect((await notify(notification)).status).toBe(200);
    expect(await statusOf(late.guidId)).toBe('CONFIRMED');

    await expect.poll(() => outboxFor(late.email).length, { timeout: 5000 }).toBe(1);
    const [mail] = outboxFor(late.email);
    expect(mail!.subject).toMatch(/^Your GreenLeaf booking is confirmed: /);
    expect(mail!.text).toContain(late.guidId);
    expect(mail!.text).toContain('Your payment was received and your booking is confirmed.');
    expect(outboxFor(admin.email)).toHaveLength(0);
  });

  it('keeps the booking cancelled and the payment recorded, and tells customer and admin of the refund, when the slot filled since', async () => {
    const date = workingDayAfter(15);
    const slot = '13:00 - 13:45';
    const late = await bookAndStartPayment(date, slot);
    const end = await visitEndOf(late.guidId);
    expect(end).toMatch(/^\d\d:\d\d$/);
    await expireHold(late.guidId);
    // The slot is offered again and two other customers (SLOT_CAPACITY 2) take it.
    await bookAndStartPayment(date, slot);
    await bookAndStartPayment(date, slot);

    const notification = simulatedNotification(late.pairs, t.config.payment.passphrase);
    const providerPaymentId = notification.find(([k]) => k === 'pf_payment_id')![1];
    expect((await notify(notification)).status).toBe(200);
    expect(await statusOf(late.guidId)).toBe('CANCELLED');
    const [row] = await t.api.db.select().from(bookings).where(eq(bookings.guidId, late.guidId));
    const recorded = await t.api.db.select().from(payments).where(eq(payments.bookingId, row!.id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ providerPaymentId, status: 'COMPLETE' });

    await expect.poll(() => outboxFor(late.email).length, { timeout: 5000 }).toBe(1);
    const [customerMail] = outboxFor(late.email);
    expect(customerMail!.subject).toMatch(/^Your GreenLeaf payment will be refunded: /);
    // Told by its start and the end its work was expected to have, as its confirmation said, though the
    // cancelled booking no longer holds its time (not by its first 45-minute slot).
    expect(customerMail!.subject).toContain(`13:00 - ${end}`);
    expect(await visitEndOf(late.guidId)).toBe(end);
    expect(customerMail!.text).toContain(
      'Your payment reached us after the 30-minute hold on your time slot had run out, and the slot has since been fully booked, so we could not confirm your booking.',
    );
    expect(customerMail!.text).toContain(
      `Your payment of ${amountOf(late.pairs)} will be refunded in full to the card you paid with.`,
    );
    expect(customerMail!.text).toContain(late.guidId);
    expect(customerMail!.text).not.toContain('is confirmed');

    await expect.poll(() => outboxFor(admin.email).length, { timeout: 5000 }).toBe(1);
    const [adminMail] = outboxFor(admin.email);
    expect(adminMail!.subject).toBe(
      `Refund due: ${amountOf(late.pairs)} paid for cancelled booking ${late.guidId}`,
    );
    expect(adminMail!.text).toContain('Please refund the payment in full through the payment provider.');
    expect(adminMail!.text).toContain(`Payment reference (pf_payment_id): ${providerPaymentId}`);
    expect(adminMail!.text).toContain(late.email);

    // The booking tells the same story: cancelled, its payment owed back (never "no payment taken").
    expect(await refundView(late.guidId)).toEqual({
      status: 'CANCELLED',
      refundStatus: 'DUE',
      refundDue: Number(late.pairs.find(([k]) => k === 'amount')![1]),
      refunded: 0,
    });
    const officeView = await officePayments(late.guidId);
    expect(officeView).toEqual([
      {
        id: expect.any(String),
        providerPaymentId,
        refundStatus: 'DUE',
        refundReason: 'SLOT_FULL',
        refundedBy: null,
      },
    ]);

    // PayFast retries: the replay is accepted, records nothing more and sends no second notice (a
    // payment the same customer makes after it is the one notice more each of them gets).
    expect((await notify(notification)).status).toBe(200);
    expect(await t.api.db.select().from(payments).where(eq(payments.bookingId, row!.id))).toHaveLength(1);
    expect((await notify(simulatedNotification(late.pairs, t.config.payment.passphrase))).status).toBe(200);
    await expect.poll(() => outboxFor(late.email).length, { timeout: 5000 }).toBe(2);
    await expect.poll(() => outboxFor(admin.email).length, { timeout: 5000 }).toBe(2);
    expect(await t.api.db.select().from(payments).where(eq(payments.bookingId, row!.id))).toHaveLength(2);

    // The office refunds both; the booking then says so.
    const marked = await admin.gql(
      'mutation($id: ID!) { adminMarkRefunded(input: { id: $id }) { booking { refundStatus refundDue refunded } } }',
      { id: late.guidId },
    );
    expect(marked.errors).toBeUndefined();
    expect(marked.data!.adminMarkRefunded.booking).toMatchObject({ refundStatus: 'REFUNDED', refundDue: 0 });
    expect((await refundView(late.guidId)).refundStatus).toBe('REFUNDED');
  });
});

describe('a second payment for a paid booking (the same form paid again)', () => {
  it('keeps the booking confirmed, owes the payment back and tells the customer and the office once', async () => {
    const paid = await bookAndStartPayment(workingDayAfter(16), '14:30 - 15:15');
    const first = simulatedNotification(paid.pairs, t.config.payment.passphrase);
    expect((await notify(first)).status).toBe(200);
    await expect.poll(() => outboxFor(paid.email).length, { timeout: 5000 }).toBe(1);
    const adminBefore = outboxFor(admin.email).length;

    const second = simulatedNotification(paid.pairs, t.config.payment.passphrase);
    const secondId = second.find(([k]) => k === 'pf_payment_id')![1];
    expect((await notify(second)).status).toBe(200);
    expect(await statusOf(paid.guidId)).toBe('CONFIRMED');

    await expect.poll(() => outboxFor(paid.email).length, { timeout: 5000 }).toBe(2);
    const mails = outboxFor(paid.email);
    expect(mails.filter((m) => /is confirmed/.test(m.subject))).toHaveLength(1);
    const refundMail = mails.find((m) => !/is confirmed/.test(m.subject))!;
    expect(refundMail.subject).toMatch(/^Your second GreenLeaf payment of .* will be refunded: /);
    expect(refundMail.text).toContain(
      `We received a second payment of ${amountOf(paid.pairs)} for booking ${paid.guidId}; it will be refunded in full`,
    );
    expect(refundMail.text).not.toContain('is confirmed');
    await expect.poll(() => outboxFor(admin.email).length, { timeout: 5000 }).toBe(adminBefore + 1);
    expect(outboxFor(admin.email).at(-1)!.subject).toBe(
      `Refund due: ${amountOf(paid.pairs)} second payment for booking ${paid.guidId}`,
    );

    expect(await refundView(paid.guidId)).toEqual({
      status: 'CONFIRMED',
      refundStatus: 'DUE',
      refundDue: Number(paid.pairs.find(([k]) => k === 'amount')![1]),
      refunded: 0,
    });
    const owed = (await officePayments(paid.guidId)).find(
      (p: { providerPaymentId: string }) => p.providerPaymentId === secondId,
    );
    expect(owed).toMatchObject({ refundStatus: 'DUE', refundReason: 'SECOND_PAYMENT' });

    // A replay of the second notification sends nothing; a third payment is the one notice more.
    expect((await notify(second)).status).toBe(200);
    expect((await notify(simulatedNotification(paid.pairs, t.config.payment.passphrase))).status).toBe(200);
    await expect.poll(() => outboxFor(paid.email).length, { timeout: 5000 }).toBe(3);
    await expect.poll(() => outboxFor(admin.email).length, { timeout: 5000 }).toBe(adminBefore + 2);
    expect(outboxFor(paid.email).filter((m) => /is confirmed/.test(m.subject))).toHaveLength(1);

    // The office refunds the second payment alone; the third is still owed.
    const refunded = await admin.gql(
      'mutation($id: ID!, $p: ID) { adminMarkRefunded(input: { id: $id, paymentId: $p }) { booking { refundStatus refundDue refunded payments { id refundStatus refundedAt refundedBy } } } }',
      { id: paid.guidId, p: owed.id },
    );
    expect(refunded.errors).toBeUndefined();
    const after = refunded.data!.adminMarkRefunded.booking;
    expect(after).toMatchObject({ refundStatus: 'DUE', refundDue: after.refunded });
    expect(after.payments.find((p: { id: string }) => p.id === owed.id)).toMatchObject({
      refundStatus: 'REFUNDED',
      refundedBy: expect.any(String),
      refundedAt: expect.stringMatching(/^\d{4}-/),
    });
    const again = await admin.gql(
      'mutation($id: ID!, $p: ID) { adminMarkRefunded(input: { id: $id, paymentId: $p }) { booking { id } } }',
      { id: paid.guidId, p: owed.id },
    );
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'NO_REFUND_DUE', field: 'paymentId' });
  });

  it('five payments at once: one confirmation, four owed back, each told once', async () => {
    const paid = await bookAndStartPayment(workingDayAfter(17), '15:15 - 16:00');
    const adminBefore = outboxFor(admin.email).length;
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map(() => notify(simulatedNotification(paid.pairs, t.config.payment.passphrase))),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    await expect.poll(() => outboxFor(paid.email).length, { timeout: 10_000 }).toBe(5);
    const mails = outboxFor(paid.email);
    expect(mails.filter((m) => /is confirmed/.test(m.subject))).toHaveLength(1);
    expect(mails.filter((m) => /^Your second GreenLeaf payment/.test(m.subject))).toHaveLength(4);
    await expect.poll(() => outboxFor(admin.email).length, { timeout: 10_000 }).toBe(adminBefore + 4);
    expect(await refundView(paid.guidId)).toMatchObject({ status: 'CONFIRMED', refundStatus: 'DUE' });
    const payments = await officePayments(paid.guidId);
    expect(payments.filter((p: { refundStatus: string | null }) => p.refundStatus === 'DUE')).toHaveLength(4);
  });
});
