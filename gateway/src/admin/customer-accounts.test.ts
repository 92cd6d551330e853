/**
 * The office's customers over HTTP with real sessions: a MANAGER lists, searches, creates and edits
 * customers and their properties and books for a new one, and still reaches nothing of the users
 * screens; the bookings list finds a phone, a suburb and a service; the bookings export has one Status
 * and names; every dashboard link a manager sees opens for them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../test/harness.js';
import {
  addLawnMowing,
  firstCode,
  startAdminStack,
  type AdminTestStack,
  type Caller,
} from './test-support.js';

let stack: AdminTestStack;
let admin: Caller & { userId: number };
let manager: Caller & { userId: number };
let serviceId: number;

beforeAll(async () => {
  stack = await startAdminStack();
  [admin, manager] = await Promise.all([stack.signIn('admin'), stack.signIn('manager')]);
  serviceId = await addLawnMowing(stack);
});
afterAll(async () => {
  await stack?.close();
});

async function ok<T>(who: Caller, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await who.gql<T>(query, variables);
  expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
  return reply.data!;
}

const LIST = `query ($search: String, $limit: Int, $offset: Int) {
  adminCustomers(search: $search, limit: $limit, offset: $offset) {
    total customers { id name email phone status bookingsCount lastVisit } } }`;
const SAVE = `mutation ($input: AdminSaveCustomerInput!) {
  adminSaveCustomer(input: $input) { customer { id name email phone role } } }`;
const SAVE_PROPERTY = `mutation ($input: AdminSaveCustomerPropertyInput!) {
  adminSaveCustomerProperty(input: $input) { property { id street suburb postalCode notes } } }`;
const RECORD = `query ($id: ID!) { adminCustomer(id: $id) {
  user { id name phone } properties { id street suburb postalCode notes } } }`;

type Listed = { adminCustomers: { total: number; customers: { id: string; name: string }[] } };
const ids = (l: Listed) => l.adminCustomers.customers.map((c) => c.id);

describe('a manager runs the customers', () => {
  it('creates and edits a customer, adds two properties, finds them by phone in another format and by suburb, and books for them', async () => {
    const made = await ok<{ adminSaveCustomer: { customer: { id: string; role: string } } }>(manager, SAVE, {
      input: { name: '  Sipho Ndlovu ', email: 'Sipho.Ndlovu@example.co.za', phone: '082 444 1234' },
    });
    const id = made.adminSaveCustomer.customer.id;
    expect(made.adminSaveCustomer.customer).toMatchObject({ role: 'CLIENT' });

    const edited = await ok<{ adminSaveCustomer: { customer: Record<string, unknown> } }>(manager, SAVE, {
      input: { id, name: 'Sipho M. Ndlovu', email: 'sipho.ndlovu@example.co.za', phone: '+27 82 444 1234' },
    });
    expect(edited.adminSaveCustomer.customer).toMatchObject({
      name: 'Sipho M. Ndlovu',
      // Stored in the one national form (shared/src/sa-phone.ts).
      phone: '0824441234',
    });

    for (const [street, suburb, notes] of [
      ['14 Protea Road', 'claremont', 'Gate code 4821'],
      ['2 Beach Road', 'Muizenberg', ''],
    ] as const) {
      const saved = await ok<{ adminSaveCustomerProperty: { property: Record<string, unknown> } }>(
        manager,
        SAVE_PROPERTY,
        { input: { customerId: id, street, suburb, postalCode: '7708', notes } },
      );
      expect(saved.adminSaveCustomerProperty.property).toMatchObject({ street, notes: notes || null });
    }
    const record = await ok<{ adminCustomer: { properties: { suburb: string }[] } }>(manager, RECORD, { id });
    expect(record.adminCustomer.properties.map((p) => p.suburb)).toEqual(['Claremont', 'Muizenberg']);

    // Found by the phone written another way, by a part of the e-mail, and by a property's suburb.
    expect(ids(await ok<Listed>(manager, LIST, { search: '0824441234' }))).toEqual([id]);
    expect(ids(await ok<Listed>(manager, LIST, { search: 'sipho.ndl' }))).toEqual([id]);
    expect(ids(await ok<Listed>(manager, LIST, { search: 'MUIZENBERG' }))).toContain(id);

    // The office books for the new customer with the existing New booking.
    const booked = await ok<{ adminCreateBooking: { booking: { customer: { id: string } } } }>(
      manager,
      `mutation ($input: AdminCreateBookingInput!) {
        adminCreateBooking(input: $input) { booking { customer { id } } } }`,
      {
        input: {
          userId: id,
          booking: {
            date: '2031-11-04',
            timeSlot: '10:00 - 10:45',
            lines: [{ serviceId: String(serviceId) }],
          },
          address: { street: '14 Protea Road', suburb: 'Claremont', postalCode: '7708' },
          // Not paid yet: the customer is e-mailed a payment link and the booking waits for it.
          payment: { way: 'LINK' },
        },
      },
    );
    expect(booked.adminCreateBooking.booking.customer.id).toBe(id);
    const listed = await ok<{ adminCustomers: { customers: { id: string; bookingsCount: number }[] } }>(
      manager,
      LIST,
      { search: 'Sipho' },
    );
    expect(listed.adminCustomers.customers.find((c) => c.id === id)?.bookingsCount).toBe(1);

    // The customer sets a password through the sign-in link the office sends.
    const link = await ok<{ adminSendCustomerSignInLink: { email: string } }>(
      manager,
      'mutation ($input: AdminCustomerIdInput!) { adminSendCustomerSignInLink(input: $input) { email } }',
      { input: { id } },
    );
    expect(link.adminSendCustomerSignInLink.email).toBe('sipho.ndlovu@example.co.za');
    expect(outboxMessages(stack.dataDir, 'sipho.ndlovu@example.co.za').join('\n')).toMatch(
      /Subject: Reset your GreenLeaf password/,
    );
  });

  it("refuses what is not a customer's: a bad phone, a taken e-mail, an unserved suburb, a staff account", async () => {
    const phone = await manager.gql(SAVE, {
      input: { name: 'A Person', email: 'a.person@example.co.za', phone: '555' },
    });
    expect(firstCode(phone)).toBe('BAD_USER_INPUT');
    expect(phone.errors?.[0]?.extensions?.['field']).toBe('phone');

    const taken = await manager.gql(SAVE, {
      input: { name: 'A Person', email: 'SIPHO.NDLOVU@example.co.za' },
    });
    expect(firstCode(taken)).toBe('EMAIL_TAKEN');

    const staff = await stack.signIn('staff');
    const promote = await manager.gql(SAVE, {
      input: { id: String(staff.userId), name: 'Renamed', email: 'renamed@example.co.za' },
    });
    expect(firstCode(promote)).toBe('NOT_FOUND');

    const made = await ok<{ adminSaveCustomer: { customer: { id: string } } }>(manager, SAVE, {
      input: { name: 'Far Away', email: 'far.away@example.co.za' },
    });
    const unserved = await manager.gql(SAVE_PROPERTY, {
      input: {
        customerId: made.adminSaveCustomer.customer.id,
        street: '1 Rivonia Road',
        suburb: 'Sandton',
        postalCode: '2196',
      },
    });
    expect(firstCode(unserved)).toBe('AREA_NOT_SERVED');
    expect(unserved.errors?.[0]?.extensions?.['field']).toBe('suburb');
  });

  it('makes one customer for a New customer saved again with its key after a lost answer', async () => {
    const input = {
      name: 'Naledi Mokoena',
      email: 'naledi.m@example.co.za',
      idempotencyKey: 'new-customer-1',
    };
    const first = await ok<{ adminSaveCustomer: { customer: { id: string } } }>(manager, SAVE, { input });
    const again = await ok<{ adminSaveCustomer: { customer: { id: string } } }>(manager, SAVE, { input });
    expect(again.adminSaveCustomer.customer.id).toBe(first.adminSaveCustomer.customer.id);
    const other = await manager.gql(SAVE, { input: { ...input, name: 'Naledi Dlamini' } });
    expect(other.errors?.[0]?.extensions).toMatchObject({ code: 'DUPLICATE', field: 'idempotencyKey' });
  });

  it('lists the customers whose details changed since a moment, with when each changed', async () => {
    const make = async (email: string) =>
      (
        await ok<{ adminSaveCustomer: { customer: { id: string } } }>(manager, SAVE, {
          input: { name: 'Changed Since', email },
        })
      ).adminSaveCustomer.customer.id;
    const edited = await make('changed.since@example.co.za');
    const untouched = await make('untouched.since@example.co.za');
    await new Promise((r) => setTimeout(r, 20));
    const since = new Date().toISOString();
    await ok(manager, SAVE, {
      input: { id: edited, name: 'Changed Since', email: 'changed.again@example.co.za' },
    });
    const CHANGED = `query ($since: DateTime) {
      adminCustomers(updatedSince: $since, limit: 200) { total customers { id updatedAt } } }`;
    const read = await ok<{
      adminCustomers: { total: number; customers: { id: string; updatedAt: string }[] };
    }>(manager, CHANGED, { since });
    const ids = read.adminCustomers.customers.map((c) => c.id);
    expect(ids).toContain(edited);
    expect(ids).not.toContain(untouched);
    expect(read.adminCustomers.total).toBe(ids.length);
    expect(
      Date.parse(read.adminCustomers.customers.find((c) => c.id === edited)!.updatedAt),
    ).toBeGreaterThanOrEqual(Date.parse(since));
  });

  it('pages the list newest first with a count', async () => {
    const first = await ok<Listed>(manager, LIST, { limit: 1 });
    const second = await ok<Listed>(manager, LIST, { limit: 1, offset: 1 });
    expect(first.adminCustomers.total).toBeGreaterThan(1);
    expect(first.adminCustomers.customers).toHaveLength(1);
    expect(second.adminCustomers.customers[0]?.id).not.toBe(first.adminCustomers.customers[0]?.id);
    expect(Number(first.adminCustomers.customers[0]!.id)).toBeGreaterThan(
      Number(second.adminCustomers.customers[0]!.id),
    );
  });

  it('keeps managers out of the users screens and operations', async () => {
    expect(firstCode(await manager.gql('{ adminUsers { id } }'))).toBe('FORBIDDEN');
    expect(
      firstCode(
        await manager.gql(
          'mutation ($input: AdminSaveUserInput!) { adminSaveUser(input: $input) { user { id } } }',
          {
            input: {
              name: 'Boss',
              email: 'boss@example.co.za',
              password: 'correct-horse-battery',
              role: 'ADMIN',
            },
          },
        ),
      ),
    ).toBe('FORBIDDEN');
    // A client reaches none of the customer operations.
    const client = await stack.signIn('client');
    expect(firstCode(await client.gql(LIST))).toBe('FORBIDDEN');
  });
});

describe('the bookings list and its export', () => {
  let bookingGuid: string;
  beforeAll(async () => {
    const made = await ok<{ adminSaveCustomer: { customer: { id: string } } }>(admin, SAVE, {
      input: { name: 'Nomsa Khumalo', email: 'nomsa.k@example.co.za', phone: '021 987 6543' },
    });
    const booked = await ok<{ adminCreateBooking: { booking: { guidId: string } } }>(
      admin,
      `mutation ($input: AdminCreateBookingInput!) { adminCreateBooking(input: $input) { booking { guidId } } }`,
      {
        input: {
          userId: made.adminSaveCustomer.customer.id,
          booking: {
            date: '2031-11-05',
            timeSlot: '11:30 - 12:15',
            lines: [{ serviceId: String(serviceId) }],
          },
          address: { street: '8 Kloof Road', suburb: 'Tokai', postalCode: '7945' },
          // Paid by a payment link later: the booking is Pending until then (the export says so).
          payment: { way: 'LINK' },
        },
      },
    );
    bookingGuid = booked.adminCreateBooking.booking.guidId;
  });

  const SEARCH = `query ($search: String) { adminTableRows(table: BOOKINGS, search: $search) { total rows { data } } }`;
  const guids = (d: { adminTableRows: { rows: { data: { guidId: string } }[] } }) =>
    d.adminTableRows.rows.map((r) => r.data.guidId);

  it.each([
    ['the phone in another format', '+27 21 987 6543'],
    ['the suburb', 'tokai'],
    ['the service', 'lawn mow'],
  ])('finds a booking by %s', async (_what, search) => {
    const found = await ok<{ adminTableRows: { rows: { data: { guidId: string } }[] } }>(manager, SEARCH, {
      search,
    });
    expect(guids(found)).toContain(bookingGuid);
  });

  it.each([
    ['the phone', '0219876543'],
    ['the suburb', 'TOKAI'],
    ['the service', 'Mowing'],
  ])('adminBookings finds it by %s too', async (_what, search) => {
    const found = await ok<{ adminBookings: { guidId: string }[] }>(
      manager,
      'query ($search: String) { adminBookings(search: $search) { guidId } }',
      { search },
    );
    expect(found.adminBookings.map((b) => b.guidId)).toContain(bookingGuid);
  });

  it('does not find it by another phone or suburb', async () => {
    const other = await ok<{ adminTableRows: { rows: { data: { guidId: string } }[] } }>(manager, SEARCH, {
      search: '021 987 0000',
    });
    expect(guids(other)).not.toContain(bookingGuid);
  });

  it('exports one Status column, by name, and names instead of user ids', async () => {
    const exported = await ok<{ adminTableExport: { csv: string } }>(
      manager,
      'query ($search: String) { adminTableExport(table: BOOKINGS, search: $search) { csv } }',
      { search: 'Nomsa' },
    );
    const [header, line] = exported.adminTableExport.csv.slice(1).split('\r\n');
    const columns = header!.split(',');
    expect(columns.filter((c) => c === 'Status')).toHaveLength(1);
    const cells = line!.split(',');
    expect(cells[columns.indexOf('Status')]).toBe('Pending');
    expect(cells[columns.indexOf('Customer')]).toBe('Nomsa Khumalo');
    // Made by the admin: their name, not their id.
    expect(cells[columns.indexOf('Created by')]).toMatch(/^Test admin/);
  });
});

describe('the dashboard a manager sees', () => {
  it('links only to pages a manager opens: Clients to the customers list, no Users card', async () => {
    const query = '{ adminDashboard { metrics { key link } } }';
    const seen = await ok<{ adminDashboard: { metrics: { key: string; link: string }[] } }>(manager, query);
    const links = seen.adminDashboard.metrics.map((m) => m.link);
    // The client's test opens each of these as a manager (client/src/admin/shell/managerLinks.test.tsx).
    expect(links).toEqual([
      '/admin/customers',
      '/admin/services',
      '/admin/bookings',
      '/admin/addons',
      '/admin/packages',
    ]);
    const admins = await ok<{ adminDashboard: { metrics: { key: string }[] } }>(admin, query);
    expect(admins.adminDashboard.metrics.map((m) => m.key)).toContain('USERS');
  });
});
