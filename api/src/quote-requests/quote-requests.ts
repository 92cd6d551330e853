/**
 * Quote requests: a customer asks the office to price a quote-only service (who, where, what, photos),
 * and the office turns a request into a priced booking for that customer.
 */
import { QUOTE_HOLD_DAYS } from '@greenleaf/shared/holds';
import {
  QUOTE_REQUESTS_PER_ADDRESS,
  QUOTE_REQUESTS_PER_CONTACT,
} from '@greenleaf/shared/rules/partner-limits';
import { ACTIVE_STATUS_ID } from '@greenleaf/shared/record-status';
import type {
  BookQuoteRequestBody,
  QUOTE_STATUSES,
  SaveQuoteRequestBody,
} from '@greenleaf/shared/rest/quote-requests';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { saveBooking } from '../bookings/save-booking.js';
import { isoTimestamp } from '../catalogue/fields.js';
import type { Db, Tx } from '../db/client.js';
import { apiClients, quoteRequests, services, users } from '../db/schema.js';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.js';
import { once } from '../idempotency/idempotent.js';
import { recordNotice } from '../email-outbox/notices.js';

type SaveQuoteRequestInput = z.infer<typeof SaveQuoteRequestBody>;

const QUOTE_REQUEST_LIMIT_MESSAGE =
  'Too many quote requests in a day from this e-mail address, phone number or network.';

type BookQuoteRequestInput = z.infer<typeof BookQuoteRequestBody>;

type Row = typeof quoteRequests.$inferSelect;

export const toView = (r: Row) => ({
  ...r,
  createdAt: isoTimestamp(r.createdAt),
  updatedAt: isoTimestamp(r.updatedAt),
});
type QuoteRequestView = ReturnType<typeof toView>;

export async function getQuoteRequest(db: Db, id: number): Promise<QuoteRequestView> {
  const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  if (!row) throw notFound('Quote request');
  return toView(row);
}

export async function listQuoteRequests(db: Db, status?: (typeof QUOTE_STATUSES)[number]) {
  const rows = await db
    .select()
    .from(quoteRequests)
    .where(status ? eq(quoteRequests.status, status) : undefined)
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id));
  return rows.map(toView);
}

/**
 * Stores a request for an active quote-only service; 400 naming `serviceId` otherwise. With an
 * idempotency key seen before from the same caller, the request it stored (`replayed`).
 */
export async function saveQuoteRequest(
  db: Db,
  input: SaveQuoteRequestInput,
): Promise<QuoteRequestView & { replayed: boolean }> {
  const [service] = await db
    .select({ name: services.name, quoteOnly: services.quoteOnly, statusId: services.statusId })
    .from(services)
    .where(eq(services.id, input.serviceId));
  if (!service || service.statusId !== ACTIVE_STATUS_ID)
    throw badRequest('This service is not offered.', { serviceId: 'This service is not offered' });
  if (!service.quoteOnly)
    throw badRequest('This service has a price: book it directly.', {
      serviceId: 'This service is not quote-only',
    });
  return db.transaction(async (tx) => {
    // The key first: a request sent again answers the first one, and is not counted again.
    const { record, replayed } = await once(
      tx,
      'requestQuote',
      input.idempotency,
      async () => {
        const row = await insertQuoteRequest(tx, input, service.name);
        // Its e-mails are owed by the request that made it, never by a replay.
        await recordNotice(tx, input.notice, 'quote_request.received', null, { quoteRequestId: row.id });
        return row;
      },
      async (id) => (await tx.select().from(quoteRequests).where(eq(quoteRequests.id, id)))[0],
    );
    return { ...toView(record), replayed };
  });
}

/** A new request, within the day's limits. */
async function insertQuoteRequest(tx: Tx, input: SaveQuoteRequestInput, serviceName: string): Promise<Row> {
  await withinDailyLimits(tx, input);
  const [row] = await tx
    .insert(quoteRequests)
    .values({
      serviceId: input.serviceId,
      serviceName,
      name: input.name,
      email: input.email.trim(),
      phone: input.phone,
      street: input.street,
      suburb: input.suburb,
      postalCode: input.postalCode,
      description: input.description,
      photos: input.photos,
      clientIp: input.clientIp ?? null,
      apiClientId: input.apiClientId ?? null,
    })
    .returning();
  return row!;
}

/**
 * Refuses a request (429 RATE_LIMITED) when its e-mail, its phone or its sender already sent as many as
 * a day allows: decided in the database under a lock per e-mail, phone and sender, so requests sent at
 * once from several gateways are counted one after another. The sender is the partner's API client
 * when its key sent the request (against the client's own limit: all its customers come from its
 * server's one address), otherwise the client address (shared/rules/partner-limits.ts).
 */
async function withinDailyLimits(tx: Tx, input: SaveQuoteRequestInput): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const sender = await senderOf(tx, input);
  const keys = [`quote:email:${email}`, `quote:phone:${input.phone}`];
  if (sender) keys.push(sender.key);
  // One lock order for every request, so two requests never wait on each other's locks.
  for (const key of keys.sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const since = sql`now() - interval '1 day'`;
  const [counts] = await tx
    .select({
      contact:
        sql<number>`count(*) filter (where lower(${quoteRequests.email}) = ${email} or ${quoteRequests.phone} = ${input.phone})`.mapWith(
          Number,
        ),
      sender: sender
        ? sql<number>`count(*) filter (where ${sender.match})`.mapWith(Number)
        : sql<number>`0`.mapWith(Number),
    })
    .from(quoteRequests)
    .where(sql`${quoteRequests.createdAt} > ${since}`);
  const overSender = sender !== undefined && (counts?.sender ?? 0) >= sender.limit;
  if ((counts?.contact ?? 0) >= QUOTE_REQUESTS_PER_CONTACT || overSender) {
    throw new HttpError(429, QUOTE_REQUEST_LIMIT_MESSAGE, 'RATE_LIMITED');
  }
}

/** Who sent the request, for its daily limit: the partner's API client, else the client address. */
async function senderOf(tx: Tx, input: SaveQuoteRequestInput) {
  if (input.apiClientId !== undefined) {
    const [client] = await tx
      .select({ limit: apiClients.quoteRequestsPerDay })
      .from(apiClients)
      .where(eq(apiClients.id, input.apiClientId));
    if (!client) throw badRequest('No such API client.', { apiClientId: 'No such API client' });
    return {
      key: `quote:client:${input.apiClientId}`,
      match: sql`${quoteRequests.apiClientId} = ${input.apiClientId}`,
      limit: client.limit ?? QUOTE_REQUESTS_PER_ADDRESS,
    };
  }
  if (!input.clientIp) return undefined;
  return {
    key: `quote:ip:${input.clientIp}`,
    match: sql`${quoteRequests.clientIp} = ${input.clientIp} and ${quoteRequests.apiClientId} is null`,
    limit: QUOTE_REQUESTS_PER_ADDRESS,
  };
}

/** The customer's account by e-mail, or a new one without a password (they can set one by a reset). */
async function customerFor(db: Db, request: QuoteRequestView): Promise<number> {
  const email = request.email.trim();
  const find = () =>
    db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  const [existing] = await find();
  if (existing) return existing.id;
  const [created] = await db
    .insert(users)
    .values({ name: request.name, email, phone: request.phone, role: 'client' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return created.id;
  const [raced] = await find();
  if (!raced) throw new Error('The customer account could not be created');
  return raced.id;
}

/**
 * Turns a new request into a pending booking for its customer (found or created by e-mail) at the
 * given date, slot and prices, holding its slot for `QUOTE_HOLD_DAYS` days (a checkout's holds for 30
 * minutes). The booking is saved with the idempotency key `quote-<id>`, so a retry after a lost answer
 * finds the same booking; a request already booked is refused (409).
 */
export async function bookQuoteRequest(db: Db, input: BookQuoteRequestInput) {
  const request = await getQuoteRequest(db, input.id);
  if (request.status !== 'new') throw conflict('This request has already been booked.', 'ALREADY_BOOKED');
  const userId = await customerFor(db, request);
  // The office books on the customer's behalf: the customer's unpaid-holds limit is not the office's.
  const { bookingId } = await saveBooking(
    db,
    {
      userId,
      bookingDate: input.bookingDate,
      bookingTime: input.bookingTime,
      totalPrice: Math.round(input.lines.reduce((sum, l) => sum + l.price, 0) * 100) / 100,
      idempotencyKey: `quote-${request.id}`,
      services: input.lines.map((l) => ({
        serviceId: l.serviceId,
        price: l.price,
        variationOptionIds: [],
        addOnIds: [],
      })),
      modifierOptionIds: [],
      created_by: input.created_by ?? null,
      // The visit is where the customer asked the office to come (checked against the areas served).
      address: { street: request.street, suburb: request.suburb, postalCode: request.postalCode },
      ...(input.notice ? { notice: input.notice } : {}),
    },
    {
      // The customer's e-mail of its prices is owed with the booking (never by a retry that finds it).
      notice: { kind: 'quote_request.booked', facts: { quoteRequestId: request.id } },
      maxUnpaidHolds: Number.MAX_SAFE_INTEGER,
      allowQuoteOnly: true,
      // The customer pays from the e-mail the office's booking sends: it holds its slot for a week.
      holdMinutes: QUOTE_HOLD_DAYS * 24 * 60,
    },
  );
  const [updated] = await db
    .update(quoteRequests)
    .set({
      status: 'booked',
      bookingId,
      updatedAt: sql`now()`,
      updatedBy: input.created_by ?? null,
    })
    .where(eq(quoteRequests.id, request.id))
    .returning();
  return { quoteRequest: toView(updated!), bookingId };
}
