/**
 * The office's customers (docs/product.md, "The admin area"): the list (newest first, with each one's
 * bookings and last visit), and saving a customer, who is always a client with no password (they set
 * one through the sign-in link the office sends).
 */
import { insertUserOnce } from '../users/insert-once.js';
import { johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { ACTIVE_STATUS_ID } from '@greenleaf/shared/record-status';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListCustomersQuery, SaveCustomerBody } from '@greenleaf/shared/rest/customers';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import { afterKey, keysetOrder, keysetPage, keyText, type Keyset } from '../admin-tables/keyset-page.js';
import { isoTimestamp } from '../bookings/timestamps.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../bookings/pg-error.js';
import { emailTaken, lowerEmail } from '../users/email.js';
import { toUserView } from '../users/user-view.js';
import { customerSearch } from './search.js';
import { customerOfClient } from '../developers/own-reach.js';

const isClient = eq(users.role, 'client');

/** Newest first, then by id: index users_role_created_desc_idx (role, created_at desc, id). */
const NEWEST: Keyset = { key: users.createdAt, dir: 'desc', id: users.id, nullable: false };

/**
 * One page of customers, newest first: after the cursor `after` or (older callers) `offset` rows; how
 * many match on a first page when asked (null otherwise: the count reads every matching customer).
 */
export async function listCustomers(db: Db, q: z.infer<typeof ListCustomersQuery>) {
  if (q.after !== undefined && q.offset > 0) {
    throw badRequest('Give a cursor or an offset, not both.', { offset: 'Not with a cursor' });
  }
  const search = q.search?.trim();
  const where = and(
    isClient,
    search ? customerSearch(search) : undefined,
    customerOfClient(q.ownClient),
    q.updatedSince ? sql`${users.updatedAt} >= ${q.updatedSince}::timestamptz` : undefined,
  );
  const today = johannesburgToday();
  // Written out in full: drizzle leaves a single table's columns unqualified in a select list.
  // A key of reach 'own' counts and dates only its own client's bookings of each customer.
  const own = q.ownClient === undefined ? sql`` : sql` and b.api_client_id = ${q.ownClient}`;
  const bookingsCount = sql<number>`(select count(*)::int from bookings b where b.user_id = "users"."id" and b.status <> 'cancelled'${own})`;
  // The latest day the crews came: a confirmed or completed booking on or before today.
  const lastVisit = sql<
    string | null
  >`(select max(b.booking_date)::text from bookings b where b.user_id = "users"."id" and b.status in ('confirmed','completed') and b.booking_date <= ${today}${own})`;
  const [read, total] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        statusId: users.statusId,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
        bookingsCount,
        lastVisit,
        cursorKey: keyText(NEWEST),
      })
      .from(users)
      .where(and(where, afterKey(NEWEST, q.after)))
      .orderBy(...keysetOrder(NEWEST))
      .limit(q.limit + 1)
      .offset(q.offset),
    q.after === undefined && q.total
      ? db
          .select({ n: count() })
          .from(users)
          .where(where)
          .then(([c]) => c?.n ?? 0)
      : null,
  ]);
  const { page, hasNextPage, endCursor } = keysetPage(read, q.limit);
  return {
    rows: page.map(({ cursorKey: _key, ...r }) => ({
      ...r,
      createdAt: isoTimestamp(r.createdAt),
      updatedAt: isoTimestamp(r.updatedAt),
    })),
    total,
    hasNextPage,
    endCursor,
  };
}

/**
 * Creates a client (no password) or changes a client's name, e-mail and phone. Staff, managers and
 * admins are not customers: their accounts are the users screens' (404 here).
 */
export async function saveCustomer(db: Db, input: z.infer<typeof SaveCustomerBody>) {
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(lowerEmail(input.email), input.id ? ne(users.id, input.id) : undefined));
  // (a create sent again with its key finds its own customer here: the key answers it, below)
  if (clash && !(input.idempotency && !input.id)) throw emailTaken();
  const fields = { name: input.name, email: input.email, phone: input.phone };
  try {
    if (input.id) {
      const [u] = await db
        .update(users)
        .set({ ...fields, updatedAt: sql`now()`, updatedBy: input.updated_by ?? null })
        .where(and(eq(users.id, input.id), isClient))
        .returning();
      if (!u) throw notFound('Customer');
      return toUserView(u);
    }
    // A new customer once per idempotency key: the same key again answers the customer it made.
    const record = await insertUserOnce(
      db,
      'adminSaveCustomer',
      input.idempotency,
      {
        ...fields,
        role: 'client',
        statusId: ACTIVE_STATUS_ID,
        createdBy: input.created_by ?? null,
        updatedBy: input.created_by ?? null,
      },
      isClient,
    );
    return toUserView(record);
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw emailTaken();
    throw err;
  }
}

/** The client `userId`, or 404 Customer. */
export async function assertCustomer(db: Db, userId: number): Promise<void> {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isClient));
  if (!u) throw notFound('Customer');
}
