/** The office's customers and their properties (customers/*.php), and the migration that gave existing customers theirs. */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/client.js';
import { customerProperties } from '../db/schema.js';
import {
  bookingBody,
  dayCounter,
  insertUser,
  startCatalogueTestApi,
  type Catalogue,
} from '../bookings/test-fixtures.js';
import type { TestApi } from '../test/harness.js';

let api: TestApi;
let c: Catalogue;
const nextDay = dayCounter(2031);

beforeAll(async () => {
  ({ api, c } = await startCatalogueTestApi());
});
afterAll(async () => {
  await api?.close();
});

const tag = () => Math.random().toString(36).slice(2, 8);

async function newCustomer(fields: Record<string, unknown> = {}) {
  const res = await api.post('customers/save.php', {
    name: `Lerato ${tag()}`,
    email: `lerato-${tag()}@example.test`,
    ...fields,
  });
  expect(res.status, res.text).toBe(200);
  return res.body as { id: number; name: string; email: string; phone: string | null; role: string };
}

describe('customers/save.php', () => {
  it('creates a client with no password, and changes their name, e-mail and phone', async () => {
    const created = await newCustomer({ phone: '082 555 0101' });
    expect(created.role).toBe('client');
    const [row] = await api.db
      .execute<{ password_hash: string | null }>(
        sql`select password_hash from users where id = ${created.id}`,
      )
      .then((r) => r.rows);
    expect(row!.password_hash).toBeNull();

    const changed = await api.post('customers/save.php', {
      id: created.id,
      name: 'Lerato Dlamini',
      email: created.email,
      phone: '+27 82 555 0102',
    });
    expect(changed.status, changed.text).toBe(200);
    // Stored in the one national form (shared/src/sa-phone.ts).
    expect(changed.body).toMatchObject({ name: 'Lerato Dlamini', phone: '0825550102', role: 'client' });
  });

  it('refuses a taken e-mail, a number that is not South African, and a staff account', async () => {
    const first = await newCustomer();
    const taken = await api.post('customers/save.php', { name: 'Someone', email: first.email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('EMAIL_TAKEN');

    const phone = await api.post('customers/save.php', {
      name: 'Someone',
      email: `x-${tag()}@example.test`,
      phone: '12345',
    });
    expect(phone.status).toBe(400);
    expect(phone.body.fields.phone).toMatch(/South African phone number/);

    const staff = await insertUser(api.db, { role: 'staff' });
    const edit = await api.post('customers/save.php', { id: staff.id, name: 'Promoted', email: staff.email });
    expect(edit.status).toBe(404);
  });
});

describe('customers/list.php', () => {
  it('finds by name, e-mail, phone in any format and suburb, newest first, with bookings and last visit', async () => {
    const marker = tag();
    const older = await newCustomer({ name: `Older ${marker}`, phone: '+27 21 555 0199' });
    const newer = await newCustomer({ name: `Newer ${marker}` });
    await api.db.execute(sql`update users set created_at = now() - interval '1 day' where id = ${older.id}`);

    const byName = await api.get(`customers/list.php?search=${marker}`);
    expect(byName.status, byName.text).toBe(200);
    expect(byName.body.total).toBe(2);
    expect(byName.body.rows.map((r: { id: number }) => r.id)).toEqual([newer.id, older.id]);

    const byPhone = await api.get(`customers/list.php?search=${encodeURIComponent('021 555 0199')}`);
    expect(byPhone.body.rows.map((r: { id: number }) => r.id)).toContain(older.id);
    expect(byPhone.body.rows.map((r: { id: number }) => r.id)).not.toContain(newer.id);

    // A suburb of a property, and of a booking's address.
    const property = await api.post('customers/save-property.php', {
      userId: newer.id,
      street: '4 Oak Lane',
      suburb: 'muizenberg',
      postalCode: '7945',
    });
    expect(property.status, property.text).toBe(200);
    const bySuburb = await api.get('customers/list.php?search=Muizen');
    expect(bySuburb.body.rows.map((r: { id: number }) => r.id)).toContain(newer.id);

    const date = nextDay();
    const saved = await api.post('bookings/save.php', {
      ...bookingBody(c, older.id, date),
      address: { street: '9 Pine Road', suburb: 'Kenilworth', postalCode: '7708' },
    });
    expect(saved.status, saved.text).toBe(200);
    // The bookings list finds the booking by the phone in another format, the suburb and the service.
    for (const search of ['0215550199', 'KENILWORTH', 'LAWN MOW']) {
      const found = await api.get(`bookings/list.php?search=${encodeURIComponent(search)}`);
      expect(found.status, found.text).toBe(200);
      expect(
        found.body.map((b: { userId: number }) => b.userId),
        search,
      ).toContain(older.id);
    }
    const elsewhere = await api.get(`bookings/list.php?search=${encodeURIComponent('021 555 0000')}`);
    expect(elsewhere.body.map((b: { userId: number }) => b.userId)).not.toContain(older.id);
    const byBookingSuburb = await api.get('customers/list.php?search=kenilworth');
    expect(byBookingSuburb.body.rows.map((r: { id: number }) => r.id)).toContain(older.id);

    const row = byName.body.rows.find((r: { id: number }) => r.id === older.id);
    expect(row).toMatchObject({ bookingsCount: 0, lastVisit: null });
    const again = await api.get(`customers/list.php?search=${marker}`);
    // 2031 is ahead: a booking to come is counted but is no visit yet.
    expect(again.body.rows.find((r: { id: number }) => r.id === older.id)).toMatchObject({
      bookingsCount: 1,
      lastVisit: null,
    });
    await api.db.execute(
      sql`update bookings set status = 'confirmed', held_until = null, booking_date = '2021-03-04' where user_id = ${older.id}`,
    );
    const visited = await api.get(`customers/list.php?search=${marker}`);
    expect(visited.body.rows.find((r: { id: number }) => r.id === older.id)).toMatchObject({
      bookingsCount: 1,
      lastVisit: '2021-03-04',
    });
  });

  it('lists clients only, a page at a time', async () => {
    const staff = await insertUser(api.db, { role: 'staff', name: `Staff ${tag()}` });
    const list = await api.get(`customers/list.php?search=${encodeURIComponent(staff.name)}`);
    expect(list.body).toEqual({ rows: [], total: 0, hasNextPage: false, endCursor: null });
    const page = await api.get('customers/list.php?limit=1&offset=1');
    expect(page.body.rows).toHaveLength(1);
    expect(page.body.total).toBeGreaterThan(1);
  });
});

describe("a customer's properties", () => {
  it('adds two, edits one and removes one; the suburb must be served and each address is there once', async () => {
    const customer = await newCustomer();
    const add = (fields: Record<string, unknown>) =>
      api.post('customers/save-property.php', { userId: customer.id, postalCode: '7700', ...fields });
    const home = await add({ street: '12 Main Road', suburb: 'rondebosch', notes: 'Gate code 1234' });
    const office = await add({ street: '3 Dean Street', suburb: 'Newlands' });
    expect(home.status, home.text).toBe(200);
    expect(home.body).toMatchObject({ suburb: 'Rondebosch', notes: 'Gate code 1234' });
    expect(office.status, office.text).toBe(200);

    const twice = await add({ street: '12 MAIN ROAD', suburb: 'Rondebosch' });
    expect(twice.status).toBe(409);
    const unserved = await add({ street: '1 Long Street', suburb: 'Sandton' });
    expect(unserved.status).toBe(409);
    expect(unserved.body.code).toBe('AREA_NOT_SERVED');
    const badPostal = await add({ street: '1 Long Street', suburb: 'Newlands', postalCode: '77' });
    expect(badPostal.status).toBe(400);

    const edited = await add({
      id: office.body.id,
      street: '5 Dean Street',
      suburb: 'Newlands',
      notes: null,
    });
    expect(edited.body).toMatchObject({ id: office.body.id, street: '5 Dean Street' });

    const removed = await api.post('customers/delete-property.php', {
      id: home.body.id,
      userId: customer.id,
    });
    expect(removed.status).toBe(200);
    const list = await api.get(`customers/properties.php?userId=${customer.id}`);
    expect(list.body.map((p: { street: string }) => p.street)).toEqual(['5 Dean Street']);

    // Another customer's property is not this customer's to change or remove.
    const other = await newCustomer();
    const foreign = await api.post('customers/delete-property.php', { id: office.body.id, userId: other.id });
    expect(foreign.status).toBe(404);
  });

  it("a booking's address becomes one of the customer's properties, once per street and suburb", async () => {
    const customer = await newCustomer();
    const book = (address: { street: string; suburb: string; postalCode: string }, notes?: string) =>
      api.post('bookings/save.php', {
        ...bookingBody(c, customer.id, nextDay()),
        address,
        ...(notes ? { propertyNotes: notes } : {}),
      });
    const first = await book(
      { street: '9 Oak Lane', suburb: 'rondebosch', postalCode: '7700' },
      'Dog in yard',
    );
    expect(first.status, first.text).toBe(200);
    // the same address in other letters, with other notes: still one property, as it was first written
    const again = await book({ street: '9 OAK LANE', suburb: 'Rondebosch', postalCode: '7700' }, 'Gate 55');
    expect(again.status, again.text).toBe(200);
    const other = await book({ street: '4 Elm Road', suburb: 'Newlands', postalCode: '7700' });
    expect(other.status, other.text).toBe(200);
    const list = await api.get(`customers/properties.php?userId=${customer.id}`);
    expect(
      list.body.map((p: { street: string; suburb: string; notes: string | null }) => [
        p.street,
        p.suburb,
        p.notes,
      ]),
    ).toEqual([
      ['9 Oak Lane', 'Rondebosch', 'Dog in yard'],
      ['4 Elm Road', 'Newlands', null],
    ]);
  });

  it('migration 0029 gave existing customers one property per address of their bookings', async () => {
    const customer = await newCustomer();
    const address = (street: string, suburb: string) => ({ street, suburb, postalCode: '7700' });
    for (const a of [
      address('7 Rose Street', 'Rondebosch'),
      address('7 rose street ', 'RONDEBOSCH'),
      address('2 Vine Road', 'Newlands'),
    ]) {
      const res = await api.post('bookings/save.php', {
        ...bookingBody(c, customer.id, nextDay()),
        address: a,
      });
      expect(res.status, res.text).toBe(200);
    }
    // Run the migration's backfill again over this customer's bookings, as it ran over every customer's.
    const backfill = readFileSync(`${migrationsFolder}/0029_customer_properties.sql`, 'utf8')
      .split('--> statement-breakpoint')
      .find((part) => part.includes('INSERT INTO "customer_properties"'))!;
    await api.db.execute(sql`delete from ${customerProperties}`);
    await api.db.execute(sql.raw(backfill));
    const list = await api.get(`customers/properties.php?userId=${customer.id}`);
    expect(list.body.map((p: { street: string }) => p.street.toLowerCase()).sort()).toEqual([
      '2 vine road',
      '7 rose street',
    ]);
  });
});
