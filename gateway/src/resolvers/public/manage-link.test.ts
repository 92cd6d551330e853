/**
 * The manage link in booking e-mails opens one booking without a password: it moves and cancels that
 * booking under the customer's rules, a changed or expired link is refused, and a link for one
 * booking opens no other. Moves and cancellations e-mail the customer; a paid booking cancelled is
 * marked refund due and every administrator is told.
 */
import { openToday } from '../../../../api/src/test/calendar.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../../../api/src/db/schema.js';
import { signManageToken } from '../../booking/manage-token.js';
import {
  firstServiceLine,
  nthWorkingDay,
  outboxMessages,
  startTestGateway,
  TEST_VISIT,
} from '../../test/harness.js';
import type { GqlClient, TestGateway } from '../../test/harness.js';

let t: TestGateway;
/** A one-off line of the catalogue's first service. */
let line: { serviceId: string; optionIds: string[] };

let counter = 0;
async function bookAsNew(client: GqlClient, date: string, timeSlot = '10:00 - 10:45') {
  const email = `manage-${++counter}-${Date.now()}@example.test`;
  const res = await client.gql(
    `mutation C($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId totalPrice } } }`,
    {
      input: {
        booking: { date, timeSlot, lines: [line] },
        customer: {
          name: 'Thandi Mokoena',
          email,
          password: 'lawns-are-green',
          phone: `07${String(Date.now() + counter).slice(-8)}`,
        },
        address: TEST_VISIT,
      },
    },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  const booking = res.data!.createBooking.booking as { guidId: string; totalPrice: number };
  return { ...booking, email };
}

async function pay(guidId: string, amount: number) {
  const res = await t.api.post('bookings/record-payment.php', {
    guidId,
    providerPaymentId: `pf-${guidId}`,
    amount,
    status: 'COMPLETE',
  });
  expect(res.status).toBe(200);
}

/** Every complete outbox message addressed to `email`, quoted-printable soft breaks undone. */
function mailTo(email: string): string[] {
  return outboxMessages(t.config.dataDir, email).map((raw) => raw.replace(/=\r\n/g, '').replace(/=3D/g, '='));
}

async function mailWith(email: string, subject: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => (found = mailTo(email).find((m) => subject.test(m))), { timeout: 10_000 })
    .toBeTruthy()
    .catch((e: unknown) => {
      console.log(mailTo(email).join('\n=====\n'));
      throw e;
    });
  return found!;
}

const tokenIn = (mail: string) => decodeURIComponent(/\/manage\/([A-Za-z0-9._%-]+)/.exec(mail)![1]!);

const OPEN = `query O($token: String!) { managedBooking(token: $token) { guidId status bookingDate bookingTime refundStatus } }`;
const MOVE = `mutation M($input: RescheduleBookingInput!) {
  rescheduleBooking(input: $input) { booking { guidId bookingDate bookingTime } }
}`;
const CANCEL = `mutation X($input: CancelBookingInput!) { cancelBooking(input: $input) { booking { status refundStatus } } }`;

beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  line = await firstServiceLine(t.client());
});
afterAll(async () => {
  await t?.close();
});

describe('the manage link', () => {
  it('from the e-mail, moves and cancels a paid booking without a password; the refund is marked and the office told', async () => {
    const admin = await t.signedIn('admin');
    const customer = t.client();
    const booked = await bookAsNew(customer, nthWorkingDay(20));
    await pay(booked.guidId, booked.totalPrice);
    // the customer (signed in) moves it: the e-mail says where it was and where it is, with the link
    const firstMove = await customer.gql(MOVE, {
      input: { guidId: booked.guidId, date: nthWorkingDay(21), timeSlot: '16:00 - 16:45' },
    });
    expect(firstMove.errors, JSON.stringify(firstMove.errors)).toBeUndefined();
    const movedMail = await mailWith(booked.email, /visit moved/);
    // each from its start to its expected end (the seeded service's work runs 90 minutes), never the slot
    expect(movedMail).toMatch(/from .*10:00 - 11:30 to .*16:00 - 17:30\./);
    expect(movedMail).toContain('Time: 16:00 - 17:30');
    const token = tokenIn(movedMail);
    expect(token).toMatch(new RegExp(`^${booked.guidId}\\.`));

    // a visitor with no session, holding only the link
    const visitor = t.client();
    const opened = await visitor.gql(OPEN, { token });
    expect(opened.errors).toBeUndefined();
    expect(opened.data!.managedBooking).toMatchObject({ guidId: booked.guidId, status: 'CONFIRMED' });

    // without the token the same visitor can neither move nor cancel it
    const noToken = await visitor.gql(MOVE, {
      input: { guidId: booked.guidId, date: nthWorkingDay(22), timeSlot: '15:15 - 16:00' },
    });
    expect(noToken.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const noTokenCancel = await visitor.gql(CANCEL, { input: { guidId: booked.guidId } });
    expect(noTokenCancel.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const moved = await visitor.gql(MOVE, {
      input: {
        guidId: booked.guidId,
        date: nthWorkingDay(22),
        timeSlot: '15:15 - 16:00',
        manageToken: token,
      },
    });
    expect(moved.errors, JSON.stringify(moved.errors)).toBeUndefined();
    expect(moved.data!.rescheduleBooking.booking).toMatchObject({
      bookingDate: nthWorkingDay(22),
      bookingTime: '15:15 - 16:00',
    });

    const cancelled = await visitor.gql(CANCEL, { input: { guidId: booked.guidId, manageToken: token } });
    expect(cancelled.errors, JSON.stringify(cancelled.errors)).toBeUndefined();
    expect(cancelled.data!.cancelBooking.booking).toEqual({ status: 'CANCELLED', refundStatus: 'DUE' });
    const stored = await t.api.get(`bookings/get.php?guidId=${booked.guidId}`);
    expect(stored.body).toMatchObject({ status: 'cancelled', refundStatus: 'due' });

    const cancelMail = await mailWith(booked.email, /booking is cancelled/);
    expect(cancelMail).toMatch(/will be refunded in full/);
    // every active administrator is told of the refund owed
    const adminMail = await mailWith(admin.email, new RegExp(`Refund due: .*${booked.guidId}`));
    expect(adminMail).toContain(booked.email);
  });

  it('a pending booking cancelled is not marked for refund', async () => {
    const booked = await bookAsNew(t.client(), nthWorkingDay(22));
    const token = signManageToken(
      t.config.manageLinkSecret,
      booked.guidId,
      new Date(Date.now() + 86_400_000),
    );
    const cancelled = await t.client().gql(CANCEL, { input: { guidId: booked.guidId, manageToken: token } });
    expect(cancelled.data!.cancelBooking.booking).toEqual({ status: 'CANCELLED', refundStatus: null });
    const mail = await mailWith(booked.email, /booking is cancelled/);
    expect(mail).not.toMatch(/refunded/);
  });

  it('refuses a changed, expired or foreign-key token, and a token for another booking', async () => {
    const mine = await bookAsNew(t.client(), nthWorkingDay(23));
    const other = await bookAsNew(t.client(), nthWorkingDay(24));
    await pay(mine.guidId, mine.totalPrice);
    const later = new Date(Date.now() + 86_400_000);
    const valid = signManageToken(t.config.manageLinkSecret, mine.guidId, later);
    const [guid, expires, issued, sig] = valid.split('.') as [string, string, string, string];
    const visitor = t.client();

    const refused = [
      `${guid}.${Number(expires) + 3600}.${issued}.${sig}`, // expiry changed
      `${guid}.${expires}.${Date.now() + 60_000}.${sig}`, // issue time changed
      `${other.guidId}.${expires}.${issued}.${sig}`, // booking changed
      signManageToken(t.config.manageLinkSecret, mine.guidId, new Date(Date.now() - 1000)), // expired
      signManageToken('some-other-key-of-sufficient-length-000', mine.guidId, later),
      'not-a-token',
    ];
    for (const token of refused) {
      const res = await visitor.gql(OPEN, { token });
      expect(res.errors?.[0]?.extensions?.code, token).toBe('MANAGE_LINK_INVALID');
      expect(res.errors?.[0]?.message).toMatch(/not valid or has expired/);
      const cancel = await visitor.gql(CANCEL, { input: { guidId: mine.guidId, manageToken: token } });
      expect(cancel.errors?.[0]?.extensions?.code, token).toBe('MANAGE_LINK_INVALID');
    }

    // the other booking's valid link opens that booking, not mine
    const otherToken = signManageToken(t.config.manageLinkSecret, other.guidId, later);
    const cancelMine = await visitor.gql(CANCEL, { input: { guidId: mine.guidId, manageToken: otherToken } });
    expect(cancelMine.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const moveMine = await visitor.gql(MOVE, {
      input: {
        guidId: mine.guidId,
        date: nthWorkingDay(25),
        timeSlot: '16:00 - 16:45',
        manageToken: otherToken,
      },
    });
    expect(moveMine.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const stored = await t.api.get(`bookings/get.php?guidId=${mine.guidId}`);
    expect(stored.body).toMatchObject({
      status: 'confirmed',
      bookingDate: nthWorkingDay(23),
      refundStatus: null,
    });
  });
});

describe('notes for the crew and refunds made', () => {
  const NOTES = `mutation N($input: UpdateBookingNotesInput!) { updateBookingNotes(input: $input) { booking { propertyNotes } } }`;
  const READ = `query R($guidId: ID!) { booking(guidId: $guidId) { guidId propertyNotes } }`;

  it('the owner and the link holder change the notes; a page opened by the guid alone does not show them', async () => {
    const customer = t.client();
    const booked = await bookAsNew(customer, nthWorkingDay(30));
    const saved = await customer.gql(NOTES, {
      input: { guidId: booked.guidId, propertyNotes: '  Gate code 4321; a friendly dog  ' },
    });
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    expect(saved.data!.updateBookingNotes.booking.propertyNotes).toBe('Gate code 4321; a friendly dog');

    const stranger = t.client();
    expect((await stranger.gql(READ, { guidId: booked.guidId })).data!.booking).toEqual({
      guidId: booked.guidId,
      propertyNotes: null,
    });
    expect(
      (await stranger.gql(NOTES, { input: { guidId: booked.guidId, propertyNotes: 'x' } })).errors?.[0]
        ?.extensions?.code,
    ).toBe('UNAUTHENTICATED');

    const token = signManageToken(
      t.config.manageLinkSecret,
      booked.guidId,
      new Date(Date.now() + 86_400_000),
    );
    const opened = await stranger.gql(
      `query O($token: String!) { managedBooking(token: $token) { propertyNotes } }`,
      { token },
    );
    expect(opened.data!.managedBooking.propertyNotes).toBe('Gate code 4321; a friendly dog');
    const viaLink = await stranger.gql(NOTES, {
      input: { guidId: booked.guidId, propertyNotes: '', manageToken: token },
    });
    expect(viaLink.data!.updateBookingNotes.booking.propertyNotes).toBeNull();
    const tooLong = await customer.gql(NOTES, {
      input: { guidId: booked.guidId, propertyNotes: 'x'.repeat(501) },
    });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'propertyNotes' });
  });

  it('refuses a change of notes inside the cut-off, with the office phone', async () => {
    const customer = t.client();
    const booked = await bookAsNew(customer, nthWorkingDay(31));
    // The visit is now today's first slot (moved in the database: the checkout keeps a lead time).
    await t.api.db
      .update(bookings)
      .set({ bookingDate: await openToday(t.api.db), bookingTime: '10:00 - 10:45' })
      .where(eq(bookings.guidId, booked.guidId));
    const res = await customer.gql(NOTES, { input: { guidId: booked.guidId, propertyNotes: 'Too late' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('CHANGE_WINDOW_CLOSED');
    expect(res.errors?.[0]?.message).toContain(t.config.officePhone);
  });

  it('the office marks a refund due as made, once', async () => {
    const admin = await t.signedIn('admin');
    const booked = await bookAsNew(t.client(), nthWorkingDay(32));
    await pay(booked.guidId, booked.totalPrice);
    const MARK = `mutation R($id: ID!) { adminMarkRefunded(input: { id: $id }) { booking { refundStatus } } }`;
    const early = await admin.gql(MARK, { id: booked.guidId });
    expect(early.errors?.[0]?.extensions?.code).toBe('NO_REFUND_DUE');
    await admin.gql(CANCEL, { input: { guidId: booked.guidId } });
    const marked = await admin.gql(MARK, { id: booked.guidId });
    expect(marked.errors, JSON.stringify(marked.errors)).toBeUndefined();
    expect(marked.data!.adminMarkRefunded.booking.refundStatus).toBe('REFUNDED');
    expect((await admin.gql(MARK, { id: booked.guidId })).errors?.[0]?.extensions?.code).toBe(
      'NO_REFUND_DUE',
    );
    expect((await t.client().gql(MARK, { id: booked.guidId })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
