/**
 * The office's status moves that tell or ask: an office cancel e-mails the customer once (a paid one
 * that the refund is due) unless the office chose not to, and Completed can be undone by the office.
 */
import { openToday } from '../../../api/src/test/calendar.js';
import { allowedMoves } from '@greenleaf/shared/booking-status-moves';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings } from '../../../api/src/db/schema.js';
import { formatBookingDate, formatRand } from '../email/format.js';
import { outboxMessages, plusDays, TEST_VISIT, workingDayFrom } from '../test/harness.js';
import {
  addLawnMowing,
  firstCode,
  startAdminStack,
  type AdminTestStack,
  type Caller,
} from './test-support.js';

let stack: AdminTestStack;
let admin: Caller & { userId: number };
let customer: Caller & { userId: number };
const customerEmail = `office-cancel-${Date.now()}@example.co.za`;
let serviceId: number;

beforeAll(async () => {
  stack = await startAdminStack();
  admin = await stack.signIn('admin');
  customer = await stack.signIn('client', customerEmail);
  serviceId = await addLawnMowing(stack);
});
afterAll(async () => {
  await stack?.close();
});

/** The day of the last booking made here. */
let lastDate = '2031-08-01';
/**
 * A booking of the customer's on its own day (so each e-mail names its own date): the next working day
 * after the last one (a Sunday or a public holiday is closed).
 */
async function newBooking(
  opts: { paid?: boolean; service?: { id: number; price: number } } = {},
): Promise<{ id: number; guidId: string; bookingDate: string }> {
  const service = opts.service ?? { id: serviceId, price: 350 };
  const bookingDate = workingDayFrom(plusDays(lastDate, 1));
  lastDate = bookingDate;
  const res = await stack.api.post<{ id: number; guidId: string }>('bookings/save.php', {
    userId: customer.userId,
    bookingDate,
    bookingTime: '10:00 - 10:45',
    totalPrice: service.price,
    services: [{ serviceId: service.id, price: service.price, variationOptionIds: [], addOnIds: [] }],
    modifierOptionIds: [],
    address: TEST_VISIT,
  });
  if (res.status !== 200) throw new Error(res.text);
  if (opts.paid) {
    await stack.api.db
      .update(bookings)
      .set({ status: 'confirmed', paidAt: sql`now()`, heldUntil: null })
      .where(eq(bookings.id, res.body.id));
  }
  return { ...res.body, bookingDate };
}

const CANCEL = `mutation ($id: ID!, $notify: Boolean) {
  adminSetBookingStatus(input: { id: $id, status: CANCELLED, notifyCustomer: $notify }) {
    booking { status refundStatus } customerNotified } }`;

type Cancelled = {
  adminSetBookingStatus: {
    booking: { status: string; refundStatus: string | null };
    customerNotified: boolean;
  };
};

async function ok<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await admin.gql<T>(query, variables);
  expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
  return reply.data!;
}

/** A message's quoted-printable text as UTF-8 (soft breaks joined, =C2=A0 and the like decoded). */
const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The cancellation e-mails the customer has for the booking on `date` (decoded quoted-printable). */
const cancellationsFor = (date: string) =>
  outboxMessages(stack.dataDir, customerEmail)
    .map(decodeQuotedPrintable)
    .filter((text) =>
      text.includes(`Your booking for ${formatBookingDate(date)}, 10:00 - 10:45 is cancelled.`),
    );

describe('the office cancels a booking', () => {
  it('says the cancelled visit from its start to the end its work was expected (it holds no time once cancelled)', async () => {
    const longer = await stack.api.post<{ id: number }>('services/save.php', {
      categoryId: (await stack.api.post<{ id: number }>('categories/save.php', { name: 'Long jobs' })).body
        .id,
      name: 'Garden Makeover',
      basePrice: 900,
      isPackage: false,
      durationMinutes: 90,
      variations: [],
    });
    const { guidId, bookingDate } = await newBooking({ service: { id: longer.body.id, price: 900 } });
    await ok<Cancelled>(CANCEL, { id: guidId });
    const told = () =>
      outboxMessages(stack.dataDir, customerEmail)
        .map(decodeQuotedPrintable)
        .filter((text) =>
          text.includes(`Your booking for ${formatBookingDate(bookingDate)}, 10:00 - 11:30 is cancelled.`),
        );
    await vi.waitFor(() => expect(told()).toHaveLength(1), { timeout: 10_000 });
    expect(told()[0]).toContain('Time: 10:00 - 11:30');
  });

  it('e-mails the customer of an unpaid booking once, however often the cancel is sent', async () => {
    const b = await newBooking();
    const first = await ok<Cancelled>(CANCEL, { id: b.guidId });
    expect(first.adminSetBookingStatus).toMatchObject({
      booking: { status: 'CANCELLED' },
      customerNotified: true,
    });
    const again = await ok<Cancelled>(CANCEL, { id: b.guidId });
    expect(again.adminSetBookingStatus.customerNotified).toBe(false);
    await vi.waitFor(() => expect(cancellationsFor(b.bookingDate)).toHaveLength(1), { timeout: 10_000 });
    expect(cancellationsFor(b.bookingDate)[0]).not.toMatch(/will be refunded/);
    // a later office cancel's e-mail arrives after it; the first booking still has exactly one
    const later = await newBooking();
    await ok<Cancelled>(CANCEL, { id: later.guidId });
    await vi.waitFor(() => expect(cancellationsFor(later.bookingDate)).toHaveLength(1), { timeout: 10_000 });
    expect(cancellationsFor(b.bookingDate)).toHaveLength(1);
  });

  it('tells the customer of a paid booking that the refund is due', async () => {
    const b = await newBooking({ paid: true });
    const cancelled = await ok<Cancelled>(CANCEL, { id: String(b.id) });
    expect(cancelled.adminSetBookingStatus).toMatchObject({
      booking: { status: 'CANCELLED', refundStatus: 'DUE' },
      customerNotified: true,
    });
    await vi.waitFor(() => expect(cancellationsFor(b.bookingDate)).toHaveLength(1), { timeout: 10_000 });
    expect(cancellationsFor(b.bookingDate)[0]).toContain(
      `Your payment of ${formatRand(350)} will be refunded in full`,
    );
  });

  it('sends nothing when the office chose "Don\'t e-mail the customer"', async () => {
    const quiet = await newBooking({ paid: true });
    const cancelled = await ok<Cancelled>(CANCEL, { id: quiet.guidId, notify: false });
    expect(cancelled.adminSetBookingStatus).toMatchObject({
      booking: { status: 'CANCELLED', refundStatus: 'DUE' },
      customerNotified: false,
    });
    // a cancel made after it is e-mailed; by then the quiet one would have been too
    const told = await newBooking();
    await ok<Cancelled>(CANCEL, { id: told.guidId });
    await vi.waitFor(() => expect(cancellationsFor(told.bookingDate)).toHaveLength(1), { timeout: 10_000 });
    expect(cancellationsFor(quiet.bookingDate)).toHaveLength(0);
  });
});

describe('Completed can be undone by the office', () => {
  const SET = `mutation ($id: ID!, $status: BookingStatus!) {
    adminSetBookingStatus(input: { id: $id, status: $status }) { booking { status allowedMoves } } }`;

  it('moves a completed booking back to confirmed, offers it in allowedMoves and keeps it in the history', async () => {
    const b = await newBooking({ paid: true });
    await stack.api.db
      .update(bookings)
      .set({ bookingDate: await openToday(stack.api.db) })
      .where(eq(bookings.id, b.id));
    const done = await ok<{ adminSetBookingStatus: { booking: { status: string; allowedMoves: string[] } } }>(
      SET,
      {
        id: b.guidId,
        status: 'COMPLETED',
      },
    );
    expect(done.adminSetBookingStatus.booking).toEqual({
      status: 'COMPLETED',
      allowedMoves: allowedMoves('completed', 'office').map((s) => s.toUpperCase()),
    });
    expect(done.adminSetBookingStatus.booking.allowedMoves).toEqual(['CONFIRMED']);
    const undone = await ok<{ adminSetBookingStatus: { booking: { status: string } } }>(SET, {
      id: b.guidId,
      status: 'CONFIRMED',
    });
    expect(undone.adminSetBookingStatus.booking.status).toBe('CONFIRMED');
    const history = await ok<{ adminBooking: { history: { summary: string }[] } }>(
      'query ($id: ID!) { adminBooking(id: $id) { history { summary } } }',
      { id: b.guidId },
    );
    const summaries = history.adminBooking.history.map((e) => e.summary);
    expect(summaries).toContain('Status Confirmed → Completed');
    expect(summaries).toContain('Completed undone: Status Completed → Confirmed');
  });

  it("is the office's move only: the crew's and the api's common rule still refuse it", async () => {
    const b = await newBooking({ paid: true });
    await stack.api.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, b.id));
    const plain = await stack.api.post('bookings/set-status.php', { id: b.id, status: 'confirmed' });
    expect(plain.status).toBe(409);
    expect(plain.body.code).toBe('INVALID_TRANSITION');
    const asCustomer = await customer.gql(SET, { id: b.guidId, status: 'CONFIRMED' });
    expect(firstCode(asCustomer)).toBe('FORBIDDEN');
  });
});
