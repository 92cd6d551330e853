/**
 * A booking's history (the `booking_events` rows its trigger writes) and its payments, oldest first,
 * with who acted by name: what the office reads on the booking's page.
 */
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { bookingEvents, payments, users } from '../db/schema.js';
import { isoTimestamp } from './timestamps.js';

/** The office user who recorded a payment (the refund's is joined as `users`). */
const recorder = alias(users, 'recorder');

export async function bookingHistory(db: Db, bookingId: number) {
  const rows = await db
    .select({
      id: bookingEvents.id,
      at: bookingEvents.at,
      kind: bookingEvents.kind,
      detail: bookingEvents.detail,
      actorId: bookingEvents.actorId,
      actorName: users.name,
    })
    .from(bookingEvents)
    .leftJoin(users, eq(users.id, bookingEvents.actorId))
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
  // A booking a partner's key made names its API client (developers/api-clients.ts) as who acted
  // (the account is its customer's, who did not).
  return rows.map((r) => ({
    ...r,
    actorName: apiClientOf(r.detail) ?? r.actorName,
    at: isoTimestamp(r.at) ?? '',
  }));
}

const apiClientOf = (detail: unknown): string | null => {
  const name = (detail as { apiClient?: unknown } | null)?.apiClient;
  return typeof name === 'string' ? `${name} (API client)` : null;
};

export async function bookingPayments(db: Db, bookingId: number) {
  const rows = await db
    .select({
      id: payments.id,
      providerPaymentId: payments.providerPaymentId,
      amount: payments.amount,
      status: payments.status,
      createdAt: payments.createdAt,
      refundStatus: payments.refundStatus,
      refundReason: payments.refundReason,
      refundAmount: payments.refundAmount,
      refundedAt: payments.refundedAt,
      refundedByName: users.name,
      refundReference: payments.refundReference,
      method: payments.method,
      reference: payments.reference,
      recordedByName: recorder.name,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.refundedBy))
    .leftJoin(recorder, eq(recorder.id, payments.recordedBy))
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map((r) => ({
    ...r,
    createdAt: isoTimestamp(r.createdAt) ?? '',
    refundedAt: isoTimestamp(r.refundedAt),
  }));
}
