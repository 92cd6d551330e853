/**
 * A customer's statement (docs/product.md, "Statements"): every invoice (charged), payment (paid), credit
 * note (credited) and refund made (refunded) of their bookings, in date order with a running balance:
 * what they owe (positive) or are owed (negative) after each. A completed payment is invoiced in its own
 * transaction, so an invoice and its payment share a time: at one time invoices come before payments,
 * then credit notes, then refunds. Besides the balance: what is owed back and not yet refunded
 * (`refundDue`) and what confirmed visits still await (`awaitingPayment`, bookings/paid-amounts.ts).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings, users } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { paidAmounts, paidSums } from '../bookings/paid-amounts.js';
import { isoTimestamp } from '../bookings/timestamps.js';

type StatementEntryKind = 'invoice' | 'payment' | 'credit_note' | 'refund';

interface StatementEntry {
  kind: StatementEntryKind;
  /** The invoice's or credit note's id, or the payment's (a payment and its refund share it). */
  id: number;
  at: string;
  /** INV-000001 / CN-000001 for a document; the payment's or the refund's reference otherwise. */
  reference: string | null;
  /** How it was paid (payments and refunds): payfast, card, eft or cash. */
  method: string | null;
  bookingGuid: string;
  /** Rand, positive: what the entry is for. */
  amount: number;
  /** The balance after it: positive, the customer owes; negative, we owe them. */
  balance: number;
}

type Row = {
  kind: StatementEntryKind;
  id: number;
  at: string | Date;
  reference: string | null;
  method: string | null;
  booking_guid: string;
  amount: string | number;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const cents = (rand: number) => Math.round(rand * 100);

/** Charges raise the balance, payments and credit notes lower it, refunds made raise it again. */
const SIGN: Record<StatementEntryKind, 1 | -1> = { invoice: 1, payment: -1, credit_note: -1, refund: 1 };

/** The statement's entries of `userId`'s bookings, oldest first (ties: invoice, payment, credit note, refund). */
async function entryRows(db: Db, userId: number): Promise<Row[]> {
  const ids = sql`(select id from bookings where user_id = ${userId})`;
  return rowsOf<Row>(
    await db.execute(sql`
      select * from (
        select i.kind, i.id, i.issued_at as at, i.document->>'number' as reference, null as method,
               i.booking_guid, i.total as amount, case i.kind when 'invoice' then 1 else 3 end as k
          from invoices i where i.booking_id in ${ids}
        union all
        select 'payment', p.id, p.created_at, coalesce(p.reference, p.provider_payment_id), p.method,
               b.guid_id, p.amount, 2
          from payments p join bookings b on b.id = p.booking_id
         where p.booking_id in ${ids} and upper(p.status) = 'COMPLETE'
        union all
        select 'refund', p.id, p.refunded_at, p.refund_reference, p.method, b.guid_id,
               coalesce(p.refund_amount, p.amount), 4
          from payments p join bookings b on b.id = p.booking_id
         where p.booking_id in ${ids} and p.refund_status = 'refunded' and p.refunded_at is not null
      ) e
      order by at, k, id`),
  );
}

/** What the customer's confirmed and completed visits still owe (bookings/paid-amounts.ts). */
async function awaitingPayment(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({
      status: bookings.status,
      totalPrice: bookings.totalPrice,
      paidAt: bookings.paidAt,
      ...paidSums,
    })
    .from(bookings)
    // Joined (not only filtered): with two tables drizzle names every column with its table, which the
    // correlated sums of paidSums need (`bookings.id`, not a bare `id` the subquery reads as its own).
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(eq(users.id, userId), inArray(bookings.status, ['confirmed', 'completed'])));
  return rows.reduce((sum, b) => sum + cents(paidAmounts(b, b).amountOwed), 0) / 100;
}

/** What is owed back on the customer's payments and not refunded yet (the part owed, when only a part is). */
async function refundDue(db: Db, userId: number): Promise<number> {
  const [row] = rowsOf<{ due: string | number | null }>(
    await db.execute(sql`
      select sum(coalesce(p.refund_amount, p.amount)) as due from payments p
       where p.refund_status = 'due' and p.booking_id in (select id from bookings where user_id = ${userId})`),
  );
  return Number(row?.due ?? 0);
}

/** The statement of customer `userId` (404 for no such user). */
export async function customerStatement(db: Db, userId: number) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('User');
  const totals = { invoice: 0, payment: 0, credit_note: 0, refund: 0 };
  let balance = 0;
  const entries: StatementEntry[] = (await entryRows(db, userId)).map((r) => {
    const amount = cents(Number(r.amount));
    totals[r.kind] += amount;
    balance += SIGN[r.kind] * amount;
    return {
      kind: r.kind,
      id: r.id,
      at: r.at instanceof Date ? r.at.toISOString() : (isoTimestamp(r.at) ?? r.at),
      reference: r.reference,
      method: r.method,
      bookingGuid: r.booking_guid,
      amount: amount / 100,
      balance: balance / 100,
    };
  });
  return {
    customer: user,
    entries,
    charged: totals.invoice / 100,
    paid: totals.payment / 100,
    credited: totals.credit_note / 100,
    refunded: totals.refund / 100,
    balance: balance / 100,
    refundDue: await refundDue(db, userId),
    awaitingPayment: await awaitingPayment(db, userId),
  };
}
