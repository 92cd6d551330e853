/**
 * E-mail notices (issue #36: a gateway that stops between a change and its e-mails loses none). A cancel
 * made through the gateway composes its notice at once; one whose gateway stopped after the api
 * committed it (the change is called here as that gateway did, and nothing composes it) is composed by
 * the outbox job once the grace has passed; and a notice composed twice (a replica that stored the
 * e-mail but stopped before recording the notice done) still sends the customer one e-mail.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, emailNotices, emailOutbox } from '../../../api/src/db/schema.js';
import { formatBookingDate } from './format.js';
import { newResetToken, sealResetToken } from '../auth/reset-link-seal.js';
import { insertQuoteOnlyService } from '../../../api/src/test/fixtures-partners.js';
import { outboxMessages, plusDays, TEST_VISIT, workingDayFrom } from '../test/harness.js';
import { addLawnMowing, startAdminStack, type AdminTestStack, type Caller } from '../admin/test-support.js';

const MANAGE_LINK_SECRET = 'notices-test-manage-link-secret-0123456789';
let stack: AdminTestStack;
let admin: Caller & { userId: number };
let customer: Caller & { userId: number };
const customerEmail = `notices-${Date.now()}@example.co.za`;
let serviceId: number;

beforeAll(async () => {
  // The outbox job every second, composing notices left for a second.
  stack = await startAdminStack({
    EMAIL_OUTBOX_INTERVAL_SECONDS: '1',
    NOTICE_GRACE_SECONDS: '1',
    MANAGE_LINK_SECRET,
  });
  admin = await stack.signIn('admin');
  customer = await stack.signIn('client', customerEmail);
  serviceId = await addLawnMowing(stack);
});
afterAll(async () => {
  await stack?.close();
});

let lastDate = '2031-09-01';
/** A booking of the customer's (paid unless `paid` is false) on its own day (so each e-mail names its own date). */
async function paidBooking(paid = true): Promise<{ id: number; guidId: string; bookingDate: string }> {
  const bookingDate = workingDayFrom(plusDays(lastDate, 1));
  lastDate = bookingDate;
  const res = await stack.api.post<{ id: number; guidId: string }>('bookings/save.php', {
    userId: customer.userId,
    bookingDate,
    bookingTime: '10:00 - 10:45',
    totalPrice: 350,
    services: [{ serviceId, price: 350, variationOptionIds: [], addOnIds: [] }],
    modifierOptionIds: [],
    address: TEST_VISIT,
  });
  if (res.status !== 200) throw new Error(res.text);
  if (!paid) return { ...res.body, bookingDate };
  await stack.api.db
    .update(bookings)
    .set({ status: 'confirmed', paidAt: sql`now()`, heldUntil: null })
    .where(eq(bookings.id, res.body.id));
  return { ...res.body, bookingDate };
}

/** The cancellation e-mails the customer has for the booking on `date`. */
const cancellationsFor = (date: string) =>
  outboxMessages(stack.dataDir, customerEmail).filter((raw) =>
    raw
      .replace(/=\r\n/g, '')
      .includes(`Your booking for ${formatBookingDate(date)}, 10:00 - 10:45 is cancel`),
  );
/** The refund-due e-mails every administrator has for the booking. */
const refundsDueFor = (date: string) =>
  outboxMessages(stack.dataDir, 'admin-').filter((raw) =>
    raw.replace(/=\r\n/g, '').includes(formatBookingDate(date)),
  );

const noticeRow = async (id: string) =>
  (await stack.api.db.select().from(emailNotices).where(eq(emailNotices.id, id)))[0];

describe('e-mail notices', () => {
  it('composes an office cancel at once: the customer and the administrator told, the notice done', async () => {
    const b = await paidBooking();
    const reply = await admin.gql<{ adminSetBookingStatus: { customerNotified: boolean } }>(
      `mutation ($id: ID!) { adminSetBookingStatus(input: { id: $id, status: CANCELLED }) { customerNotified } }`,
      { id: b.guidId },
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.adminSetBookingStatus.customerNotified).toBe(true);
    await vi.waitFor(() => expect(cancellationsFor(b.bookingDate)).toHaveLength(1), { timeout: 10_000 });
    await vi.waitFor(() => expect(refundsDueFor(b.bookingDate).length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    const [notice] = await stack.api.db.select().from(emailNotices).where(eq(emailNotices.bookingId, b.id));
    await vi.waitFor(async () => expect((await noticeRow(notice!.id))?.doneAt).not.toBeNull(), {
      timeout: 10_000,
    });
  });

  it('composes a cancel whose gateway stopped after the api committed it, once, whoever composes it again', async () => {
    const b = await paidBooking();
    // The change as a gateway made it before it stopped: the notice is stored with the cancel, and no
    // gateway composes it now.
    const notice = {
      id: randomUUID(),
      context: { was: { bookingDate: b.bookingDate, bookingTime: '10:00 - 10:45', visitEnd: null } },
    };
    const cancelled = await stack.api.post('bookings/set-status.php', {
      id: b.id,
      status: 'cancelled',
      byOffice: true,
      notice,
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancellationsFor(b.bookingDate)).toHaveLength(0);
    // The outbox job composes it once the grace has passed: the customer and the office are told.
    await vi.waitFor(() => expect(cancellationsFor(b.bookingDate)).toHaveLength(1), { timeout: 15_000 });
    await vi.waitFor(() => expect(refundsDueFor(b.bookingDate).length).toBeGreaterThan(0), {
      timeout: 15_000,
    });
    await vi.waitFor(async () => expect((await noticeRow(notice.id))?.doneAt).not.toBeNull(), {
      timeout: 10_000,
    });
    const admins = refundsDueFor(b.bookingDate).length;

    // A replica that stored the e-mails and stopped before recording the notice done: it is composed
    // again, and stores nothing new.
    await stack.api.db
      .update(emailNotices)
      .set({ doneAt: null, claimedUntil: null })
      .where(eq(emailNotices.id, notice.id));
    await vi.waitFor(
      async () => {
        const row = await noticeRow(notice.id);
        expect(row?.attempts).toBe(2);
        expect(row?.doneAt).not.toBeNull();
      },
      { timeout: 15_000 },
    );
    expect(cancellationsFor(b.bookingDate)).toHaveLength(1);
    expect(refundsDueFor(b.bookingDate)).toHaveLength(admins);
  });

  it('sends the confirmation of a payment whose gateway stopped after the api recorded it, with its invoice', async () => {
    const b = await paidBooking(false);
    const notice = { id: randomUUID(), context: { providerPaymentId: 'pf-stopped-1', amount: 350 } };
    const recorded = await stack.api.post('bookings/record-payment.php', {
      guidId: b.guidId,
      providerPaymentId: 'pf-stopped-1',
      amount: 350,
      status: 'COMPLETE',
      notice,
    });
    expect(recorded.body).toMatchObject({ paid: true, status: 'confirmed' });
    const confirmations = () =>
      outboxMessages(stack.dataDir, customerEmail).filter((raw) =>
        raw.replace(/=\r\n/g, '').includes(`booking is confirmed: ${formatBookingDate(b.bookingDate)}`),
      );
    await vi.waitFor(() => expect(confirmations()).toHaveLength(1), { timeout: 15_000 });
    expect(confirmations()[0]).toMatch(/filename="?[^"\r\n]*\.pdf/);
    await vi.waitFor(async () => expect((await noticeRow(notice.id))?.doneAt).not.toBeNull(), {
      timeout: 10_000,
    });
  });

  it("sends a quote request's receipt when its gateway stopped after the api stored it", async () => {
    const serviceId = await insertQuoteOnlyService(stack.api.db);
    const email = `quote-notice-${Date.now()}@example.co.za`;
    const notice = { id: randomUUID(), context: {} };
    const saved = await stack.api.post('quote-requests/save.php', {
      serviceId,
      name: 'Thandi Mokoena',
      email,
      phone: '084 555 0101',
      street: '12 Kloof Street',
      suburb: 'Gardens',
      postalCode: '8001',
      description: 'A water-wise front garden.',
      notice,
    });
    expect(saved.status, saved.text).toBe(200);
    await vi.waitFor(
      () =>
        expect(
          outboxMessages(stack.dataDir, email).filter((m) => m.includes('We have your quote request')),
        ).toHaveLength(1),
      { timeout: 15_000 },
    );
    await vi.waitFor(async () => expect((await noticeRow(notice.id))?.doneAt).not.toBeNull(), {
      timeout: 10_000,
    });
  });

  it('welcomes a new account whose gateway stopped after the api made it, once', async () => {
    const email = `welcome-left-${Date.now()}@example.co.za`;
    const notice = { id: randomUUID(), context: {} };
    const made = await stack.api.post<{ id: number }>('users/save.php', {
      name: 'Ayanda',
      email,
      password: 'long-enough-1',
      role: 'client',
      notice,
    });
    expect(made.status, made.text).toBe(200);
    const welcomes = () => outboxMessages(stack.dataDir, email).filter((raw) => raw.includes('Welcome to'));
    await vi.waitFor(() => expect(welcomes()).toHaveLength(1), { timeout: 15_000 });
    await vi.waitFor(async () => expect((await noticeRow(notice.id))?.doneAt).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(welcomes()).toHaveLength(1);
  });

  it("sends a password reset's link when its gateway stopped after the api made the token, and the link works", async () => {
    const email = `reset-left-${Date.now()}@example.co.za`;
    const made = await stack.api.post('users/save.php', {
      name: 'Zanele',
      email,
      password: 'long-enough-1',
      role: 'client',
    });
    expect(made.status, made.text).toBe(200);
    // The request as a gateway sent it before it stopped: the api keeps the token's hash and the notice
    // with the token sealed; nothing composes it now.
    const token = newResetToken();
    const notice = { id: randomUUID(), context: { sealed: sealResetToken(MANAGE_LINK_SECRET, token) } };
    const reset = await stack.api.post('users/create-reset-token.php', { email, token, notice });
    expect(reset.status, reset.text).toBe(200);
    const row = await noticeRow(notice.id);
    expect(JSON.stringify(row?.context)).not.toContain(token);

    const links = () =>
      outboxMessages(stack.dataDir, email)
        .map((raw) => /reset-password\/([A-Za-z0-9_-]{43})/.exec(raw.replace(/=\r?\n/g, ''))?.[1])
        .filter(Boolean);
    await vi.waitFor(() => expect(links()).toEqual([token]), { timeout: 15_000 });
    const RESET = `mutation ($i: ResetPasswordInput!) { resetPassword(input: $i) { success } }`;
    const done = await stack.anonymous.gql<{ resetPassword: { success: boolean } }>(RESET, {
      i: { token, password: 'a-brand-new-password' },
    });
    expect(done.errors).toBeUndefined();
    expect(done.data!.resetPassword.success).toBe(true);
  });

  it('shows the office a change whose e-mails could not be composed, tried again then given up, and nobody else', async () => {
    const b = await paidBooking();
    // A move stored with a notice its composer cannot read (no booking as it was): composing it fails.
    const notice = { id: randomUUID(), context: {} };
    const moved = await stack.api.post('bookings/reschedule.php', {
      id: b.id,
      bookingDate: workingDayFrom(plusDays(b.bookingDate, 1)),
      bookingTime: '10:00 - 10:45',
      notice,
    });
    expect(moved.status, moved.text).toBe(200);
    const NOTICES = `{ adminEmailNotices { retrying failed nodes { id description bookingGuidId lastError failedAt } } }`;
    type Notices = {
      adminEmailNotices: {
        retrying: number;
        failed: number;
        nodes: {
          id: string;
          description: string;
          bookingGuidId: string;
          lastError: string;
          failedAt: string;
        }[];
      };
    };
    await vi.waitFor(async () => expect((await noticeRow(notice.id))?.lastError).toBeTruthy(), {
      timeout: 15_000,
    });
    const retrying = await admin.gql<Notices>(NOTICES);
    expect(retrying.errors).toBeUndefined();
    expect(retrying.data!.adminEmailNotices.retrying).toBeGreaterThanOrEqual(1);
    expect(retrying.data!.adminEmailNotices.nodes.find((n) => n.id === notice.id)).toMatchObject({
      description: "A booking's new date or time, to its customer",
      bookingGuidId: b.guidId,
      lastError: expect.any(String),
      failedAt: null,
    });

    // A day later it is given up: still listed, now as given up.
    await stack.api.db
      .update(emailNotices)
      .set({ createdAt: sql`now() - interval '25 hours'`, claimedUntil: null })
      .where(eq(emailNotices.id, notice.id));
    await vi.waitFor(async () => expect((await noticeRow(notice.id))?.failedAt).toBeTruthy(), {
      timeout: 15_000,
    });
    const given = await admin.gql<Notices>(NOTICES);
    expect(given.data!.adminEmailNotices.failed).toBeGreaterThanOrEqual(1);
    expect(given.data!.adminEmailNotices.nodes.find((n) => n.id === notice.id)?.failedAt).toBeTruthy();

    const refused = await customer.gql(NOTICES);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Once what stopped it is mended the office tries it again: the job claims it afresh.
    const RETRY = `mutation ($id: ID!) { adminRetryEmailNotice(id: $id) { id failedAt description } }`;
    const retried = await admin.gql<{ adminRetryEmailNotice: { failedAt: string | null } }>(RETRY, {
      id: notice.id,
    });
    expect(retried.errors).toBeUndefined();
    expect(retried.data!.adminRetryEmailNotice.failedAt).toBeNull();
    await vi.waitFor(async () => expect((await noticeRow(notice.id))?.attempts).toBeGreaterThanOrEqual(1), {
      timeout: 15_000,
    });
    expect((await noticeRow(notice.id))?.failedAt).toBeNull();
    const twice = await admin.gql(RETRY, { id: notice.id });
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_TRANSITION', field: 'id' });
    expect((await customer.gql(RETRY, { id: notice.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('sends a given-up e-mail again when the office asks, once', async () => {
    const email = `given-up-${Date.now()}@example.co.za`;
    // A message given up after three days of refusals (written so: no replica may send it first).
    const [stored] = await stack.api.db
      .insert(emailOutbox)
      .values({
        recipient: email,
        subject: 'A message the mail server refused for three days',
        message: Buffer.from(
          JSON.stringify({ to: email, subject: 'Given up', text: 'Hello', html: '<p>Hello</p>' }),
        ).toString('base64'),
        attempts: 12,
        failedAt: sql`now()`,
        lastError: '550 refused',
        createdAt: sql`now() - interval '73 hours'`,
      })
      .returning({ id: emailOutbox.id });
    const RETRY = `mutation ($id: ID!) { adminRetryEmail(id: $id) { id state attempts } }`;
    const again = await admin.gql<{ adminRetryEmail: { state: string; attempts: number } }>(RETRY, {
      id: String(stored!.id),
    });
    expect(again.errors).toBeUndefined();
    expect(again.data!.adminRetryEmail).toMatchObject({ state: 'WAITING', attempts: 0 });
    await vi.waitFor(() => expect(outboxMessages(stack.dataDir, email)).toHaveLength(1), { timeout: 15_000 });
    const twice = await admin.gql(RETRY, { id: String(stored!.id) });
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_TRANSITION', field: 'id' });
  });
});
