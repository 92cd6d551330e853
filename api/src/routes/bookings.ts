import { and, asc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import { bookingSearch, searchPattern } from '../customers/search.js';
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app.js';
import { bookings, serviceAreas, users } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import {
  BookingKeyBody,
  BookingKeyQuery,
  BookingModifiersQuery,
  BookingsPageQuery,
  BookingHistoryPageQuery,
  UserBookingsPageQuery,
  ClaimProviderRefundBody,
  ProviderRefundResultBody,
  ByIdempotencyKeyQuery,
  ClaimRemindersBody,
  EarnedFactsQuery,
  GetBookingQuery,
  ListBookingsQuery,
  MarkRefundedBody,
  RecordPaymentBody,
  RescheduleBody,
  SaveBookingBody,
  SaveBookingModifierBody,
  SetNotesBody,
  SetStatusBody,
  SlotDaysQuery,
  SlotsQuery,
  UserBookingsQuery,
} from '@greenleaf/shared/rest/bookings';
import { body, query, zIdQuery } from '../http/validate.js';
import {
  deleteBookingModifier,
  getBookingModifier,
  listBookingModifiers,
  saveBookingModifier,
} from '../bookings/booking-modifiers.js';
import { loadBooking, loadBookings } from '../bookings/read-booking.js';
import { bookingsPage } from '../bookings/bookings-page.js';
import { claimProviderRefund, recordProviderRefund } from '../bookings/provider-refunds.js';
import { bookingHistory, bookingHistoryPage, bookingPayments } from '../bookings/history.js';
import { customerBookingsPage } from '../customers/customer-bookings.js';
import { rescheduleBooking } from '../bookings/reschedule.js';
import { claimDueReminders } from '../bookings/reminders.js';
import { recordPayment } from '../bookings/record-payment.js';
import { extendAfterPayment } from '../series/extend.js';
import { saveBooking } from '../bookings/save-booking.js';
import { findByIdempotencyKey, keyUsedForAnotherRequest } from '../bookings/idempotency.js';
import { createSaveGate } from '../bookings/save-gate.js';
import { readEarnedFacts } from '../bookings/earned-facts.js';
import { DEFAULT_REFERRAL_CREDIT } from '../referrals/credits.js';
import { toUserView } from '../users/user-view.js';
import { slotDays } from '../bookings/slot-days.js';
import { DEFAULT_LEAD_MINUTES } from '../bookings/slots.js';
import { markRefunded } from '../bookings/refunds.js';
import { businessOf } from '../invoices/issue.js';
import { cancelPreview } from '../series/give-up-programme.js';
import { bookingKey, moveBooking, setPropertyNotes, startBooking } from '../bookings/transitions.js';
import { bookingOfClient } from '../developers/own-reach.js';

const BUSY_MESSAGE = 'Many bookings are being saved right now. Please try again in a moment.';
const BUSY_RETRY_AFTER_SECONDS = 1;

/** Every booking route: the save, the reads, the moves and payments, the slots, the booking's modifiers. */
export function registerBookingsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const limits = {
    maxUnpaidHolds: deps.config.MAX_UNPAID_HOLDS ?? 3,
    minLeadMinutes: deps.config.MIN_LEAD_MINUTES ?? DEFAULT_LEAD_MINUTES,
  };
  const reader = bookingReader(deps.database.db);
  registerSaveRoutes(app, deps, limits);
  registerReadRoutes(app, deps, reader);
  registerMoveRoutes(app, deps, reader);
  registerSlotRoutes(app, deps, limits.minLeadMinutes);
  registerBookingModifierRoutes(app, deps);
}

type Db = ApiDeps['database']['db'];
type Limits = { maxUnpaidHolds: number; minLeadMinutes: number };

/** A booking by id or guid (404 when there is none), and the bookings a condition selects, in id order. */
function bookingReader(db: Db) {
  /** `ownClient`: only a booking that API client made (404 for another's: developers/own-reach.ts). */
  async function readOne(key: number | string, ownClient?: number) {
    const [row] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(bookingKey(key), bookingOfClient(ownClient)));
    const booking = row ? await loadBooking(db, row.id) : null;
    if (!booking) throw notFound('Booking');
    return booking;
  }

  async function readWhere(where: SQL | undefined) {
    const rows = await db.select({ id: bookings.id }).from(bookings).where(where).orderBy(asc(bookings.id));
    return loadBookings(
      db,
      rows.map((r) => r.id),
    );
  }
  return { readOne, readWhere };
}
type BookingReader = ReturnType<typeof bookingReader>;

function registerSaveRoutes(app: FastifyInstance, deps: ApiDeps, limits: Limits) {
  const { db } = deps.database;
  // PGlite runs one statement at a time: two saves at once let one hash a password while the other
  // writes. A server pool serves more.
  const gate = createSaveGate({
    active: deps.database.kind === 'pglite' ? 2 : 8,
    waiting: deps.config.BOOKING_SAVE_QUEUE ?? 100,
  });

  /** The booking with its customer's whole account as `account` (so the caller need not read it again). */
  async function bookingWithUser(bookingId: number, userId: number) {
    const booking = await loadBooking(db, bookingId);
    const [u] = await db.select().from(users).where(eq(users.id, userId));
    if (!booking || !u) throw notFound('Booking');
    return { ...booking, account: toUserView(u) };
  }

  app.post('/bookings/save.php', async (req, reply) => {
    const input = body(req, SaveBookingBody);
    const done = await gate.run(() => saveBooking(db, input, limits));
    if (!done) {
      // Nothing was read or written for this request: the caller may send it again (same key).
      return reply
        .status(503)
        .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
        .send({ error: BUSY_MESSAGE, code: 'BUSY' });
    }
    const saved = await bookingWithUser(done.value.bookingId, done.value.userId);
    return done.value.existingAccount ? { ...saved, existingAccount: done.value.existingAccount } : saved;
  });

  // What became of a save sent with this key (its reply may have been lost): the booking with its
  // customer, or 404. Only for the booker who sent it (their account id, or the new account's e-mail).
  app.get('/bookings/by-idempotency-key.php', async (req) => {
    const q = query(req, ByIdempotencyKeyQuery);
    const found = await findByIdempotencyKey(
      db,
      q.key,
      q.userId ? { userId: q.userId } : { email: q.email! },
    );
    if (!found) throw notFound('Booking');
    if (q.fingerprint && found.fingerprint && q.fingerprint !== found.fingerprint)
      throw keyUsedForAnotherRequest();
    return bookingWithUser(found.bookingId, found.userId);
  });

  // Whether the customer booked before and whose a referral code is: the gateway decides the earned
  // discounts from these (docs/office-rules.md).
  app.get('/bookings/earned-facts.php', async (req) => readEarnedFacts(db, query(req, EarnedFactsQuery)));
}

function registerReadRoutes(app: FastifyInstance, deps: ApiDeps, { readOne, readWhere }: BookingReader) {
  const { db } = deps.database;

  app.get('/bookings/get.php', async (req) => {
    const q = query(req, GetBookingQuery);
    const key = q.guidId ?? q.id;
    if (key === undefined) throw badRequest('Invalid request.', { id: 'Give id or guidId' });
    return readOne(key, q.ownClient);
  });

  app.get('/bookings/list.php', async (req) => {
    const q = query(req, ListBookingsQuery);
    const search = q.search?.trim();
    return readWhere(
      and(
        search ? or(ilike(bookings.guidId, searchPattern(search)), bookingSearch(search)) : undefined,
        q.status ? eq(bookings.status, q.status) : undefined,
        q.userId ? eq(bookings.userId, q.userId) : undefined,
        q.from ? gte(bookings.bookingDate, q.from) : undefined,
        q.to ? lte(bookings.bookingDate, q.to) : undefined,
        bookingOfClient(q.ownClient),
      ),
    );
  });

  app.get('/bookings/page.php', async (req) => bookingsPage(db, query(req, BookingsPageQuery)));

  app.get('/bookings/list-by-user-id.php', async (req) => {
    const { userId, ownClient } = query(req, UserBookingsQuery);
    return readWhere(and(eq(bookings.userId, userId), bookingOfClient(ownClient)));
  });

  app.get('/bookings/by-user-page.php', async (req) =>
    customerBookingsPage(db, query(req, UserBookingsPageQuery)),
  );

  app.get('/bookings/delete.php', async (req) => {
    const { id } = query(req, zIdQuery);
    const rows = await db.delete(bookings).where(eq(bookings.id, id)).returning({ id: bookings.id });
    if (rows.length === 0) throw notFound('Booking');
    return { success: true };
  });

  // What happened to a booking, and its payments (the office's booking page).
  app.get('/bookings/history.php', async (req) => {
    const { id } = query(req, BookingKeyQuery);
    return bookingHistory(db, (await readOne(id)).id);
  });
  app.get('/bookings/history-page.php', async (req) => {
    const { id, first, after } = query(req, BookingHistoryPageQuery);
    return bookingHistoryPage(db, (await readOne(id)).id, first, after);
  });
  app.get('/bookings/payments.php', async (req) => {
    const { id } = query(req, BookingKeyQuery);
    return bookingPayments(db, (await readOne(id)).id);
  });
}

/** The booking's status moves, notes, start, refunds and payments. */
function registerMoveRoutes(app: FastifyInstance, deps: ApiDeps, { readOne }: BookingReader) {
  const { db } = deps.database;

  app.get('/bookings/confirm.php', async (req) => {
    const { id } = query(req, BookingKeyQuery);
    const { status } = await moveBooking(db, id, 'confirmed');
    return { status };
  });

  app.get('/bookings/cancel.php', async (req) => {
    const { id } = query(req, BookingKeyQuery);
    const { status } = await moveBooking(db, id, 'cancelled');
    return { status };
  });

  // What cancelling a booking would do (the visits it cancels, the rand owed back), before it is done.
  app.get('/bookings/cancel-preview.php', async (req) => {
    const { id } = query(req, BookingKeyQuery);
    return cancelPreview(db, id);
  });

  // The office has refunded money owed on a booking by hand: one payment, or all of it.
  app.post('/bookings/mark-refunded.php', async (req) => {
    const input = body(req, MarkRefundedBody);
    const done = await markRefunded(db, input.id, {
      paymentId: input.paymentId,
      reference: input.reference,
      updatedBy: input.updated_by,
      business: businessOf(deps.config),
    });
    return readOne(done.id);
  });

  // The office's refund through the payment provider: the claim before the call, then its answer.
  app.post('/bookings/claim-provider-refund.php', async (req) =>
    claimProviderRefund(db, body(req, ClaimProviderRefundBody)),
  );
  app.post('/bookings/provider-refund-result.php', async (req) =>
    recordProviderRefund(db, body(req, ProviderRefundResultBody)),
  );

  // The customer's notes for the crew on a booking still to come.
  app.post('/bookings/set-notes.php', async (req) => {
    const input = body(req, SetNotesBody);
    return readOne((await setPropertyNotes(db, input.id, input.propertyNotes ?? null, input.updated_by)).id);
  });

  // The crew starts the work (the crew day's Start): a confirmed booking gets its started_at.
  app.post('/bookings/start.php', async (req) => {
    const input = body(req, BookingKeyBody);
    return readOne((await startBooking(db, input.id, input.updated_by)).id);
  });

  app.post('/bookings/set-status.php', async (req) => {
    const input = body(req, SetStatusBody);
    const moved = await moveBooking(
      db,
      input.id,
      input.status,
      input.updated_by,
      input.byOffice ? 'office' : 'anyone',
      input.notice,
    );
    // `moved` says whether this call made the change (false when it already had that status), so a
    // caller tells the customer of a change exactly once.
    return { ...(await readOne(moved.id)), moved: moved.moved };
  });

  app.post('/bookings/reschedule.php', async (req) =>
    readOne(await rescheduleBooking(db, body(req, RescheduleBody))),
  );

  // The reminders due now, each claimed once across every caller (bookings/reminders.ts).
  app.post('/bookings/claim-reminders.php', async (req) =>
    loadBookings(db, await claimDueReminders(db, body(req, ClaimRemindersBody))),
  );

  app.post('/bookings/record-payment.php', async (req) => {
    const input = body(req, RecordPaymentBody);
    const recorded = await recordPayment(
      db,
      input,
      {
        creditRands: deps.config.REFERRAL_CREDIT ?? DEFAULT_REFERRAL_CREDIT,
      },
      businessOf(deps.config),
    );
    // A series' first visit paid: its next visits are made now rather than at the job's next run, and
    // the ones placed elsewhere than planned are named for the caller to tell the customer of.
    // The payment is committed whatever happens here: a failure is logged, never answered as an error.
    let movedVisits: Awaited<ReturnType<typeof loadBookings>> = [];
    if (recorded.paid && recorded.status === 'confirmed') {
      try {
        movedVisits = await loadBookings(db, await extendAfterPayment(db, input.guidId));
      } catch (err) {
        req.log.error({ err }, 'could not plan the series visits after a payment; the series job will');
      }
    }
    return { ...recorded, movedVisits };
  });
}

function registerSlotRoutes(app: FastifyInstance, deps: ApiDeps, minLeadMinutes: number) {
  const { db } = deps.database;

  app.get('/bookings/slots.php', async (req) => {
    const { date } = query(req, SlotsQuery);
    const [day] = (await slotDays(db, date, 1)).days;
    return day!.slots;
  });

  app.get('/service-areas/list.php', async () =>
    db.select().from(serviceAreas).where(eq(serviceAreas.active, true)).orderBy(asc(serviceAreas.suburb)),
  );

  app.get('/bookings/slot-days.php', async (req) => {
    const q = query(req, SlotDaysQuery);
    return { minLeadMinutes, ...(await slotDays(db, q.from, q.days, q.minutes)) };
  });
}

function registerBookingModifierRoutes(app: FastifyInstance, deps: ApiDeps) {
  const { db } = deps.database;
  app.post('/bookingmodifier/save.php', async (req) =>
    saveBookingModifier(db, body(req, SaveBookingModifierBody)),
  );
  app.get('/bookingmodifier/get.php', async (req) => getBookingModifier(db, query(req, zIdQuery).id));
  app.get('/bookingmodifier/list.php', async (req) => {
    const q = query(req, BookingModifiersQuery);
    return listBookingModifiers(db, q.booking_id ?? q.bookingId);
  });
  app.get('/bookingmodifier/delete.php', async (req) => deleteBookingModifier(db, query(req, zIdQuery).id));
}
