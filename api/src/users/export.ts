/**
 * Everything we hold about one customer, as one JSON document (POPIA's right of access, docs/product.md
 * "Privacy (POPIA)"): the account, properties, bookings with their services, add-ons, variations,
 * modifiers, payments and history, series, quote requests (by their e-mail), consents, referral
 * credits and the tax invoices and credit notes issued for their bookings (with the document as issued). Office notes are the office's own and are included too: the customer may see what is kept.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { notFound } from '../http/errors.js';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

const bookingIds = (userId: number) => sql`(select id from bookings where user_id = ${userId})`;

export async function exportCustomerData(db: Db, userId: number): Promise<Row> {
  const [account] = rowsOf(
    await db.execute(sql`
      select id, name, email, phone, address, role, referral_code, office_notes, status_id, erased_at,
             created_at, updated_at
        from users where id = ${userId}`),
  );
  if (!account) throw notFound('User');
  const email = String(account.email).toLowerCase();
  const ids = bookingIds(userId);
  const byBooking = async (table: string) =>
    rowsOf(
      await db.execute(sql`select * from ${sql.identifier(table)} where booking_id in ${ids} order by id`),
    );
  const bookingServiceIds = sql`(select id from booking_services where booking_id in ${ids})`;
  return {
    exportedAt: new Date().toISOString(),
    account,
    properties: rowsOf(
      await db.execute(sql`select * from customer_properties where user_id = ${userId} order by id`),
    ),
    bookings: rowsOf(await db.execute(sql`select * from bookings where user_id = ${userId} order by id`)),
    bookingServices: await byBooking('booking_services'),
    bookingServiceAddOns: rowsOf(
      await db.execute(
        sql`select * from booking_service_add_ons where booking_service_id in ${bookingServiceIds}`,
      ),
    ),
    bookingServiceVariations: rowsOf(
      await db.execute(
        sql`select * from booking_service_variations where booking_service_id in ${bookingServiceIds}`,
      ),
    ),
    bookingModifiers: await byBooking('booking_modifiers'),
    payments: (await byBooking('payments')).map(({ payload: _payload, ...payment }) => payment),
    history: await byBooking('booking_events'),
    invoices: await byBooking('invoices'),
    series: rowsOf(await db.execute(sql`select * from booking_series where user_id = ${userId} order by id`)),
    quoteRequests: rowsOf(
      await db.execute(sql`select * from quote_requests where lower(email) = ${email} order by id`),
    ),
    areaWaitlist: rowsOf(
      await db.execute(
        sql`select id, email, suburb, created_at from area_waitlist where lower(email) = ${email}`,
      ),
    ),
    consents: rowsOf(await db.execute(sql`select * from consents where user_id = ${userId} order by id`)),
    referralCredits: rowsOf(
      await db.execute(
        sql`select * from referral_credits where referrer_id = ${userId} or referred_user_id = ${userId} order by id`,
      ),
    ),
  };
}
