/**
 * A booking's history (the `booking_events` rows its trigger writes) and its payments, oldest first,
 * with who acted by name: what the office reads on the booking's page (its history also a page at a
 * time, the latest first).
 */
import { asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { bookingEvents, bookings, payments, users } from '../db/schema.js';
import { isoTimestamp } from './timestamps.js';
import { keysetRows, keyText, type Keyset } from '../admin-tables/keyset-page.js';

/** The office user who recorded a payment (the refund's is joined as `users`). */
const recorder = alias(users, 'recorder');

const eventColumns = {
  id: bookingEvents.id,
  at: bookingEvents.at,
  kind: bookingEvents.kind,
  detail: bookingEvents.detail,
  actorId: bookingEvents.actorId,
  actorName: users.name,
};

// A booking a partner's key made names its API client (developers/api-clients.ts) as who acted
// (the account is its customer's, who did not).
const eventView = <R extends { detail: unknown; actorName: string | null; at: string }>(r: R) => ({
  ...r,
  actorName: apiClientOf(r.detail) ?? r.actorName,
  at: isoTimestamp(r.at) ?? '',
});

export async function bookingHistory(db: Db, bookingId: number) {
  const rows = await db
    .select(eventColumns)
    .from(bookingEvents)
    .leftJoin(users, eq(users.id, bookingEvents.actorId))
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
  return rows.map(eventView);
}

/** The latest change first (index booking_events_booking_at_id_idx: booking_id, at desc, id). */
const LATEST_EVENT: Keyset = { key: bookingEvents.at, dir: 'desc', id: bookingEvents.id, nullable: false };

/** One page of a booking's history, the latest change first (issue #34: "Show older" pages back). */
export async function bookingHistoryPage(db: Db, bookingId: number, first: number, after?: string) {
  const { rows, hasNextPage, endCursor } = await keysetRows(
    db
      .select({ ...eventColumns, cursorKey: keyText(LATEST_EVENT) })
      .from(bookingEvents)
      .leftJoin(users, eq(users.id, bookingEvents.actorId))
      .$dynamic(),
    LATEST_EVENT,
    { first, after },
    [eq(bookingEvents.bookingId, bookingId)],
  );
  return { nodes: rows.map(eventView), hasNextPage, endCursor };
}

const apiClientOf = (detail: unknown): string | null => {
  const name = (detail as { apiClient?: unknown } | null)?.apiClient;
  return typeof name === 'string' ? `${name} (API client)` : null;
};

/** A payment as the office and partners read it (a booking's payments, the payments page). */
const paymentColumns = {
  id: payments.id,
  bookingId: payments.bookingId,
  bookingGuidId: bookings.guidId,
  providerPaymentId: payments.providerPaymentId,
  amount: payments.amount,
  status: payments.status,
  createdAt: payments.createdAt,
  updatedAt: payments.updatedAt,
  refundStatus: payments.refundStatus,
  refundReason: payments.refundReason,
  refundAmount: payments.refundAmount,
  refundedAt: payments.refundedAt,
  refundedByName: users.name,
  refundReference: payments.refundReference,
  method: payments.method,
  reference: payments.reference,
  recordedByName: recorder.name,
};

/** The payments matching `where`, in `order`, with who refunded and who recorded each. */
export async function readPayments(db: Db, where: SQL | undefined, order: SQL[], limit?: number) {
  const read = db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(users, eq(users.id, payments.refundedBy))
    .leftJoin(recorder, eq(recorder.id, payments.recordedBy))
    .where(where)
    .orderBy(...order);
  const rows = await (limit === undefined ? read : read.limit(limit));
  return rows.map((r) => ({
    ...r,
    createdAt: isoTimestamp(r.createdAt) ?? '',
    updatedAt: isoTimestamp(r.updatedAt) ?? '',
    refundedAt: isoTimestamp(r.refundedAt),
  }));
}

export const bookingPayments = (db: Db, bookingId: number) =>
  readPayments(db, eq(payments.bookingId, bookingId), [asc(payments.createdAt), asc(payments.id)]);
