/**
 * Erasure at the customer's request (POPIA, docs/product.md "Privacy (POPIA)"): one transaction that
 * erases or anonymises the customer's personal data in every table, cancels their future unpaid visits,
 * and leaves bookings and payments for the records, stripped of personal data. Refused while a paid
 * visit is still ahead (the customer cancels it or calls the office first). A table named `invoices`
 * (tax records kept five years) is never touched here.
 */
import { johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { INACTIVE_STATUS_ID } from '@greenleaf/shared/record-status';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { conflict, notFound } from '../http/errors.js';

/** What an erased account's name and e-mail become (the e-mail stays unique and never delivers). */
const ERASED_NAME = 'Erased customer';
const erasedEmail = (userId: number) => `erased-${userId}@erased.invalid`;

/** The refusal while a paid visit is ahead. */
const PAID_VISITS_AHEAD_MESSAGE =
  'You have a paid visit still to come. Cancel it on My bookings, or contact the office, before asking to be deleted.';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const ACTIVE_STATUSES = sql`('pending','confirmed')`;

/**
 * Erases the customer's personal data; returns how many future unpaid visits were cancelled and the
 * stored photos of their quote requests, which the caller removes from storage once this committed.
 */
export async function eraseCustomer(
  db: Db,
  userId: number,
  by: number | null,
  today = johannesburgToday(),
): Promise<{ cancelled: number; photos: string[] }> {
  return db.transaction(async (tx) => {
    const [user] = rowsOf<{ email: string }>(
      await tx.execute(sql`select email from users where id = ${userId} for update`),
    );
    if (!user) throw notFound('User');
    const email = user.email.toLowerCase();

    const [paidAhead] = rowsOf<{ n: number }>(
      await tx.execute(sql`
      select count(*)::int as n from bookings b
       where b.user_id = ${userId} and b.status in ${ACTIVE_STATUSES} and b.booking_date >= ${today}
         and (b.paid_at is not null or exists (
           select 1 from payments p where p.booking_id = b.id and upper(p.status) = 'COMPLETE'
             and p.refund_status is null))`),
    );
    if (Number(paidAhead?.n ?? 0) > 0) throw conflict(PAID_VISITS_AHEAD_MESSAGE, 'PAID_VISITS_AHEAD');

    const cancelled = rowsOf<{ id: number }>(
      await tx.execute(sql`
      update bookings set status = 'cancelled', held_until = null, updated_at = now(), updated_by = ${by}
       where user_id = ${userId} and status in ${ACTIVE_STATUSES} and booking_date >= ${today}
       returning id`),
    );

    // Partners that copied the customer are told to remove their copy (adminTombstones; migration 0072).
    await tx.execute(sql`select record_customer_tombstone(${userId}::int, 'erased')`);

    // Bookings and payments stay for the records, without where or who.
    await tx.execute(sql`
      update bookings set address_street = null, address_suburb = null, address_postal_code = null,
             property_notes = null, office_discount_reason = null, idempotency_key = null
       where user_id = ${userId}`);
    await tx.execute(sql`
      update payments set payload = null
       where booking_id in (select id from bookings where user_id = ${userId})`);
    await tx.execute(sql`
      update booking_events set detail = '{}'::jsonb
       where kind = 'notes' and booking_id in (select id from bookings where user_id = ${userId})`);
    await tx.execute(sql`
      delete from series_undos where series_id in (select id from booking_series where user_id = ${userId})`);
    await tx.execute(sql`
      update booking_series set status = 'stopped', template = '{}'::jsonb, name = 'Erased', last_error = null
       where user_id = ${userId}`);

    await tx.execute(sql`delete from customer_properties where user_id = ${userId}`);
    await tx.execute(sql`delete from saved_cards where user_id = ${userId}`);
    await tx.execute(sql`delete from password_reset_tokens where user_id = ${userId}`);
    await tx.execute(sql`delete from user_sessions where user_id = ${userId}`);
    await tx.execute(sql`delete from login_failures where key = ${'email:' + email}`);
    await tx.execute(sql`delete from area_waitlist where lower(email) = ${email}`);
    const photos = rowsOf<{ photos: string[] | null }>(
      await tx.execute(sql`select photos from quote_requests where lower(email) = ${email}`),
    ).flatMap((row) => row.photos ?? []);
    await tx.execute(sql`
      update quote_requests set name = ${ERASED_NAME}, email = ${erasedEmail(userId)}, phone = '',
             street = '', suburb = '', postal_code = '', description = '', photos = '[]'::jsonb,
             client_ip = null
       where lower(email) = ${email}`);
    await tx.execute(sql`
      update consents set withdrawn_at = now() where user_id = ${userId} and withdrawn_at is null`);

    await tx.execute(sql`
      update users set name = ${ERASED_NAME}, email = ${erasedEmail(userId)}, phone = null, address = null,
             password_hash = null, office_notes = null, status_id = ${INACTIVE_STATUS_ID},
             session_version = session_version + 1, tokens_valid_after = now(),
             erased_at = coalesce(erased_at, now()), updated_at = now(), updated_by = ${by}
       where id = ${userId}`);
    return { cancelled: cancelled.length, photos };
  });
}
