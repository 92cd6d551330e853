/**
 * Erasure at the customer's request (POPIA, docs/product.md "Privacy (POPIA)"): after privacy/erase.php
 * no text or JSON column of any table holds the customer's name, e-mail, phone, street or gate code, the
 * account cannot sign in, and future unpaid visits are cancelled; a paid visit ahead refuses it. Runs on
 * PGlite (api) and PostgreSQL (api-pg).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  areaWaitlist,
  bookings,
  customerProperties,
  loginFailures,
  invoices,
  payments,
  quoteRequests,
} from '../db/schema.js';
import {
  bookingBody,
  type Catalogue,
  dayCounter,
  insertUser,
  startCatalogueTestApi,
} from '../bookings/test-fixtures.js';
import type { TestApi } from '../test/harness.js';
import { hashPassword } from './password.js';

let api: TestApi;
let c: Catalogue;
beforeAll(async () => {
  ({ api, c } = await startCatalogueTestApi());
});
afterAll(() => api.close());

const nextDate = dayCounter(2033);

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Every text, varchar and JSON column of every table, as `table.column`, where `needle` occurs; the tax
 * invoices aside (kept as issued for five years: docs/product.md, "Privacy (POPIA)"; checked apart).
 */
async function whereItOccurs(needle: string): Promise<string[]> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await api.db.execute(sql`
      select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.table_name <> 'invoices'
         and c.data_type in ('text', 'character varying', 'jsonb', 'json')`),
  );
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [hit] = rowsOf<{ n: number }>(
      await api.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${'%' + needle + '%'}`,
      ),
    );
    if (Number(hit?.n) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

async function customerWithEverything(tag: string) {
  const email = `zanele.${tag}@example.test`;
  const name = `Zanele Qwabe${tag}`;
  const phone = `082 555 ${tag.slice(0, 4)}`;
  const street = `17 Erasable ${tag} Lane`;
  const gate = `gate ${tag}#`;
  const user = await insertUser(api.db, {
    name,
    email,
    phone,
    address: street,
    officeNotes: `${name} prefers mornings`,
    passwordHash: await hashPassword('correct horse battery'),
  });
  await api.db.insert(customerProperties).values({
    userId: user.id,
    street,
    suburb: 'Rondebosch',
    postalCode: '7700',
    notes: gate,
  });
  const address = { street, suburb: 'Rondebosch', postalCode: '7700' };
  const save = async () => {
    const res = await api.post('bookings/save.php', {
      ...bookingBody(c, user.id, nextDate()),
      address,
      propertyNotes: gate,
    });
    expect(res.status).toBe(200);
    return res.body as { id: number; guidId: string };
  };
  await api.db.insert(quoteRequests).values({
    serviceName: 'Tree felling',
    name,
    email: email.toUpperCase(),
    phone,
    street,
    suburb: 'Rondebosch',
    postalCode: '7700',
    description: `${gate} big oak`,
    photos: [`quote-${tag}.jpg`],
  });
  await api.db.insert(areaWaitlist).values({ email, suburb: 'Somewhere' });
  await api.db.insert(loginFailures).values({ key: `email:${email}` });
  expect((await api.post('users/sessions/open.php', { userId: user.id })).status).toBe(200);
  expect((await api.post('users/create-reset-token.php', { email })).status).toBe(200);
  expect(
    (
      await api.post('privacy/consent.php', {
        userId: user.id,
        purpose: 'marketing',
        given: true,
        wording: 'Send me offers',
      })
    ).status,
  ).toBe(200);
  return { user, email, name, phone, street, gate, save };
}

const pay = (guidId: string, providerPaymentId: string) =>
  api.post('bookings/record-payment.php', {
    guidId,
    providerPaymentId,
    amount: 1000,
    status: 'COMPLETE',
    payload: { email_address: 'payer@example.test', name_first: 'Zanele' },
  });

describe('privacy/erase.php', () => {
  it('refuses while a paid visit is ahead, in words, and changes nothing', async () => {
    const who = await customerWithEverything('4101');
    const paid = await who.save();
    expect((await pay(paid.guidId, `pf-${paid.id}`)).status).toBe(200);
    const res = await api.post('privacy/erase.php', { userId: who.user.id });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'PAID_VISITS_AHEAD' });
    expect(res.body.error).toMatch(/Cancel it on My bookings, or contact the office/);
    expect(await whereItOccurs(who.email)).toContain('users.email');
  });

  it('leaves nothing of the name, e-mail, phone, street or gate code in any table; no sign-in; unpaid visits cancelled', async () => {
    const other = await customerWithEverything('4202');
    const otherBooking = await other.save();
    const who = await customerWithEverything('4303');
    const unpaid = await who.save();
    const done = await who.save();
    expect((await pay(done.guidId, `pf-${done.id}`)).status).toBe(200);
    // The paid visit was cancelled (and refunded) before: nothing paid is ahead any more.
    await api.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, done.id));

    const res = await api.post('privacy/erase.php', { userId: who.user.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cancelled: 1 });

    for (const needle of [who.email, who.name, who.phone, who.street, who.gate, 'quote-4303']) {
      expect({ needle, found: await whereItOccurs(needle) }).toEqual({ needle, found: [] });
    }
    // Nothing of the other customer went.
    expect(await whereItOccurs(other.email)).toEqual(
      expect.arrayContaining(['users.email', 'quote_requests.email', 'area_waitlist.email']),
    );
    expect(await whereItOccurs(other.gate)).toEqual(
      expect.arrayContaining(['customer_properties.notes', 'bookings.property_notes']),
    );
    expect((await api.get(`bookings/get.php?id=${otherBooking.id}`)).body.status).toBe('pending');

    // Kept for the records: the bookings and the payment, without personal data.
    const kept = await api.db.select().from(bookings).where(eq(bookings.userId, who.user.id));
    expect(kept.map((b) => b.status).sort()).toEqual(['cancelled', 'cancelled']);
    expect(kept.find((b) => b.id === unpaid.id)?.status).toBe('cancelled');
    const [payment] = await api.db.select().from(payments).where(eq(payments.bookingId, done.id));
    expect(payment).toMatchObject({ amount: 1000, payload: null });
    // The payment's tax invoice is kept as issued, the customer named on it (a tax record).
    const [invoice] = await api.db.select().from(invoices).where(eq(invoices.paymentId, payment!.id));
    expect(JSON.stringify(invoice?.document)).toContain(who.name);

    const signIn = await api.post('users/authenticate.php', {
      email: who.email,
      password: 'correct horse battery',
    });
    expect(signIn.status).toBe(401);
    expect((await api.post('users/create-reset-token.php', { email: who.email })).status).toBe(404);
    const consents = (await api.get(`privacy/consents.php?userId=${who.user.id}`)).body as {
      withdrawnAt: string | null;
    }[];
    expect(consents.every((c) => c.withdrawnAt !== null)).toBe(true);
  });
});

describe('privacy/export.php', () => {
  it('answers the account, properties, bookings with services, payments and invoices, quote requests and consents', async () => {
    const who = await customerWithEverything('4404');
    const other = await customerWithEverything('4505');
    const booked = await who.save();
    await other.save();
    expect((await pay(booked.guidId, `pf-${booked.id}`)).status).toBe(200);
    const res = await api.get(`privacy/export.php?userId=${who.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({ email: who.email, name: who.name, phone: who.phone });
    expect(res.body.properties).toMatchObject([{ notes: who.gate }]);
    expect(res.body.bookings.map((b: { id: number }) => b.id)).toEqual([booked.id]);
    expect(res.body.bookingServices.length).toBeGreaterThan(0);
    expect(res.body.payments).toMatchObject([{ booking_id: booked.id }]);
    expect(res.body.invoices).toMatchObject([
      { booking_id: booked.id, kind: 'invoice', number: expect.any(Number) },
    ]);
    expect(res.body.invoices[0].document).toMatchObject({ number: expect.stringMatching(/^INV-/) });
    expect(res.body.quoteRequests).toHaveLength(1);
    expect(res.body.consents).toMatchObject([{ purpose: 'marketing', wording: 'Send me offers' }]);
    expect(res.text).not.toContain(other.email);
    expect(res.text).not.toContain(other.gate);
  });
});
