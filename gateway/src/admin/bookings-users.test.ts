/** Admin bookings (lists, status moves with clear refusals, deletes) and user accounts, over HTTP. */
import { openToday } from '../../../api/src/test/calendar.js';
import { allowedMoves, BOOKING_STATUSES } from '@greenleaf/shared/booking-status-moves';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../../api/src/db/schema.js';
import {
  addLawnMowing,
  firstCode,
  startAdminStack,
  type AdminTestStack,
  type Caller,
} from './test-support.js';
import { TEST_VISIT } from '../test/harness.js';
import { dayCounter } from '../../../api/src/bookings/test-fixtures.js';

let stack: AdminTestStack;
let admin: Caller & { userId: number };
let client: Caller & { userId: number };
let serviceId: number;

beforeAll(async () => {
  stack = await startAdminStack();
  admin = await stack.signIn('admin');
  client = await stack.signIn('client');
  serviceId = await addLawnMowing(stack);
});
afterAll(async () => {
  await stack?.close();
});

/** Working days only (no Sunday or public holiday): each booking its own day. */
const nextDay = dayCounter(2031);
async function newBooking(): Promise<{ id: number; guidId: string }> {
  const bookingDate = nextDay();
  const res = await stack.api.post<{ id: number; guidId: string }>('bookings/save.php', {
    userId: client.userId,
    bookingDate,
    bookingTime: '10:00 - 10:45',
    totalPrice: 350,
    services: [{ serviceId, price: 350, variationOptionIds: [], addOnIds: [] }],
    modifierOptionIds: [],
    address: TEST_VISIT,
  });
  if (res.status !== 200) throw new Error(res.text);
  return res.body;
}

async function ok<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await admin.gql<T>(query, variables);
  expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
  return reply.data!;
}

// (Confirming an unpaid booking says how it was paid: here, that nothing was received.)
const SET_STATUS = `mutation ($id: ID!, $status: BookingStatus!) {
  adminSetBookingStatus(input: { id: $id, status: $status, withoutPayment: true }) { booking { id guidId status } } }`;

describe('bookings', () => {
  it('pages every booking by cursor in the order of its last change, and refuses a bad cursor by field', async () => {
    const made = [await newBooking(), await newBooking(), await newBooking()];
    const PAGE = `query ($after: String, $since: DateTime) {
      adminBookingsPage(first: 2, after: $after, updatedSince: $since) { nodes { id updatedAt } hasNextPage endCursor } }`;
    type Page = {
      adminBookingsPage: {
        nodes: { id: string; updatedAt: string }[];
        hasNextPage: boolean;
        endCursor: string | null;
      };
    };
    const seen: string[] = [];
    let after: string | null = null;
    for (let n = 0; n < 100; n++) {
      const page: Page = await ok<Page>(PAGE, { after });
      expect(page.adminBookingsPage.nodes.length).toBeLessThanOrEqual(2);
      seen.push(...page.adminBookingsPage.nodes.map((b) => b.id));
      if (!page.adminBookingsPage.hasNextPage) break;
      after = page.adminBookingsPage.endCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(made.map((b) => String(b.id))));
    // What changed since a moment: the booking the office just changed.
    const since = new Date(Date.now() - 1000).toISOString();
    await ok(SET_STATUS, { id: String(made[1]!.id), status: 'CONFIRMED' });
    const changed = await ok<Page>(
      'query ($since: DateTime) { adminBookingsPage(first: 200, updatedSince: $since) { nodes { id updatedAt } hasNextPage endCursor } }',
      { since },
    );
    // the least recently changed first: the booking changed last is the last one
    expect(changed.adminBookingsPage.nodes.at(-1)!.id).toBe(String(made[1]!.id));

    const bad = await admin.gql(PAGE, { after: 'not-a-cursor' });
    expect(firstCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.field).toBe('after');
    const tooMany = await admin.gql('{ adminBookingsPage(first: 500) { hasNextPage } }');
    expect(tooMany.errors?.[0]?.extensions?.field).toBe('first');
    // Not for customers.
    expect(firstCode(await client.gql('{ adminBookingsPage { hasNextPage } }'))).toBe('FORBIDDEN');
  });

  it('lists bookings newest first, filtered by status and customer, and opens one by id or guidId', async () => {
    const first = await newBooking();
    const second = await newBooking();
    type List = { adminBookings: { id: string; guidId: string; status: string; customer: { id: string } }[] };
    const pending = await ok<List>(
      'query ($u: ID) { adminBookings(status: PENDING, userId: $u) { id guidId status customer { id } } }',
      {
        u: String(client.userId),
      },
    );
    const ids = pending.adminBookings.map((b) => b.id);
    expect(ids.indexOf(String(second.id))).toBeLessThan(ids.indexOf(String(first.id)));
    expect(
      pending.adminBookings.every((b) => b.status === 'PENDING' && b.customer.id === String(client.userId)),
    ).toBe(true);

    const byGuid = await ok<{ adminBooking: { id: string } }>(
      'query ($id: ID!) { adminBooking(id: $id) { id } }',
      { id: first.guidId },
    );
    expect(byGuid.adminBooking.id).toBe(String(first.id));
    const byId = await ok<{ adminBooking: { guidId: string } }>(
      'query ($id: ID!) { adminBooking(id: $id) { guidId } }',
      {
        id: String(first.id),
      },
    );
    expect(byId.adminBooking.guidId).toBe(first.guidId);
    const none = await ok<{ adminBooking: null }>('{ adminBooking(id: "booking-nope") { id } }');
    expect(none.adminBooking).toBeNull();
  });

  it('moves a booking pending → confirmed → completed, and refuses other moves in clear words', async () => {
    const b = await newBooking();
    const confirmed = await ok<{ adminSetBookingStatus: { booking: { status: string } } }>(SET_STATUS, {
      id: b.guidId,
      status: 'CONFIRMED',
    });
    expect(confirmed.adminSetBookingStatus.booking.status).toBe('CONFIRMED');
    const again = await ok<{ adminSetBookingStatus: { booking: { status: string } } }>(SET_STATUS, {
      id: b.guidId,
      status: 'CONFIRMED',
    });
    expect(again.adminSetBookingStatus.booking.status).toBe('CONFIRMED');
    // Not before the visit's day...
    const early = await admin.gql(SET_STATUS, { id: String(b.id), status: 'COMPLETED' });
    expect(early.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/it can be marked completed from that day on/),
      extensions: { code: 'INVALID_TRANSITION', field: 'status' },
    });
    // ...but on it (the visit moved to today in the database: the booking rules keep a lead time; today
    // opened for work when it is a Sunday or a holiday).
    await stack.api.db
      .update(bookings)
      .set({ bookingDate: await openToday(stack.api.db) })
      .where(eq(bookings.id, b.id));
    const completed = await ok<{ adminSetBookingStatus: { booking: { status: string } } }>(SET_STATUS, {
      id: String(b.id),
      status: 'COMPLETED',
    });
    expect(completed.adminSetBookingStatus.booking.status).toBe('COMPLETED');

    const refused = await admin.gql(SET_STATUS, { id: String(b.id), status: 'CANCELLED' });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'A completed booking cannot become cancelled. A completed booking can only become confirmed.',
      extensions: { code: 'INVALID_TRANSITION', field: 'status' },
    });
    const back = await admin.gql(SET_STATUS, { id: String(b.id), status: 'PENDING' });
    expect(firstCode(back)).toBe('INVALID_TRANSITION');
    expect((await stack.api.get<{ status: string }>(`bookings/get.php?id=${b.id}`)).body.status).toBe(
      'completed',
    );

    const fresh = await newBooking();
    const skip = await admin.gql(SET_STATUS, { id: String(fresh.id), status: 'COMPLETED' });
    expect(skip.errors?.[0]?.message).toBe(
      'A pending booking cannot become completed. A pending booking can only become confirmed or cancelled.',
    );
  });

  it('tells the office the moves a booking has in each status (Booking.allowedMoves), from the one rule', async () => {
    for (const status of BOOKING_STATUSES) {
      const b = await newBooking();
      await stack.api.db.update(bookings).set({ status }).where(eq(bookings.id, b.id));
      const read = await ok<{ adminBooking: { status: string; allowedMoves: string[] } }>(
        'query ($id: ID!) { adminBooking(id: $id) { status allowedMoves } }',
        { id: String(b.id) },
      );
      expect(read.adminBooking).toEqual({
        status: status.toUpperCase(),
        allowedMoves: allowedMoves(status, 'office').map((s) => s.toUpperCase()),
      });
    }
  });

  it('the generic bookings table refuses to create or edit bookings (WRITE_REFUSED), writing nothing', async () => {
    const before = (await stack.api.get<unknown[]>('bookings/list.php')).body.length;
    const created = await admin.gql(
      'mutation ($input: AdminCreateRowInput!) { adminCreateRow(input: $input) { row { id } } }',
      {
        input: {
          table: 'BOOKINGS',
          data: { userId: String(client.userId), bookingDate: '2031-09-09', bookingTime: 'any time at all' },
        },
      },
    );
    expect(created.errors?.[0]?.extensions).toMatchObject({ code: 'WRITE_REFUSED' });
    expect(created.errors?.[0]?.message).toMatch(/booking rules/);
    expect((await stack.api.get<unknown[]>('bookings/list.php')).body.length).toBe(before);

    const b = await newBooking();
    const updated = await admin.gql(
      'mutation ($input: AdminUpdateRowInput!) { adminUpdateRow(input: $input) { row { id } } }',
      {
        input: {
          table: 'BOOKINGS',
          id: String(b.id),
          data: { bookingTime: 'whenever', status: 'completed' },
        },
      },
    );
    expect(firstCode(updated)).toBe('WRITE_REFUSED');
    expect(
      (await stack.api.get<{ status: string; bookingTime: string }>(`bookings/get.php?id=${b.id}`)).body,
    ).toMatchObject({
      status: 'pending',
      bookingTime: '10:00 - 10:45',
    });
  });

  it('adminCreateBooking books for a customer under the checkout rules: lines, an offered slot, capacity', async () => {
    const CREATE = `mutation ($input: AdminCreateBookingInput!) {
      adminCreateBooking(input: $input) { booking { id status bookingDate bookingTime totalPrice customer { id } } } }`;
    const booking = (
      date: string,
      timeSlot: string,
      lines: unknown[] = [{ serviceId: String(serviceId) }],
    ) => ({
      input: {
        userId: String(client.userId),
        booking: { date, timeSlot, lines },
        address: { street: '3 Oak Lane', suburb: 'Rondebosch', postalCode: '7700' },
        payment: { way: 'LINK' },
      },
    });
    const made = await ok<{ adminCreateBooking: { booking: Record<string, unknown> } }>(
      CREATE,
      booking('2031-10-01', '13:00 - 13:45'),
    );
    expect(made.adminCreateBooking.booking).toMatchObject({
      status: 'PENDING',
      bookingDate: '2031-10-01',
      bookingTime: '13:00 - 13:45',
      customer: { id: String(client.userId) },
    });
    // The visit's address is stored with it.
    const stored = await stack.api.get<Record<string, unknown>>(
      `bookings/get.php?id=${String(made.adminCreateBooking.booking.id)}`,
    );
    expect(stored.body).toMatchObject({
      address: { street: '3 Oak Lane', suburb: 'Rondebosch', postalCode: '7700' },
    });

    const refusals: [unknown, string, string][] = [
      [booking('2031-10-02', '13:00 - 13:45', []), 'BAD_USER_INPUT', 'booking.lines'],
      [booking('2031-10-02', 'any time at all'), 'BAD_USER_INPUT', 'booking.timeSlot'],
      [booking('2020-01-01', '13:00 - 13:45'), 'BAD_USER_INPUT', 'booking.timeSlot'],
      [
        { input: { ...booking('2031-10-02', '13:00 - 13:45').input, userId: '99999999' } },
        'BAD_USER_INPUT',
        'userId',
      ],
      [
        {
          input: {
            ...booking('2031-10-02', '13:00 - 13:45').input,
            address: { street: '1 Long Road', suburb: 'Atlantis', postalCode: '7349' },
          },
        },
        'AREA_NOT_SERVED',
        'address.suburb',
      ],
    ];
    for (const [variables, code, field] of refusals) {
      const reply = await admin.gql(CREATE, variables as Record<string, unknown>);
      expect(reply.errors?.[0]?.extensions, JSON.stringify(variables)).toMatchObject({ code, field });
    }
    // Capacity 2: the third booking of one slot is SLOT_FULL.
    await ok(CREATE, booking('2031-10-03', '16:00 - 16:45'));
    await ok(CREATE, booking('2031-10-03', '16:00 - 16:45'));
    const full = await admin.gql(CREATE, booking('2031-10-03', '16:00 - 16:45'));
    expect(full.errors?.[0]?.extensions).toMatchObject({ code: 'SLOT_FULL', field: 'booking.timeSlot' });
    // A client cannot use it.
    expect(firstCode(await client.gql(CREATE, booking('2031-10-04', '13:00 - 13:45')))).toBe('FORBIDDEN');
  });

  it('adminRescheduleBooking moves a booking to an offered slot; a made-up slot or a full one is refused', async () => {
    const MOVE = `mutation ($input: AdminRescheduleBookingInput!) {
      adminRescheduleBooking(input: $input) { booking { id bookingDate bookingTime } } }`;
    const b = await newBooking();
    const moved = await ok<{ adminRescheduleBooking: { booking: Record<string, unknown> } }>(MOVE, {
      input: { id: b.guidId, date: '2031-11-01', timeSlot: '11:30 - 12:15' },
    });
    expect(moved.adminRescheduleBooking.booking).toMatchObject({
      id: String(b.id),
      bookingDate: '2031-11-01',
      bookingTime: '11:30 - 12:15',
    });
    const bad = await admin.gql(MOVE, {
      input: { id: String(b.id), date: '2031-11-01', timeSlot: 'noon-ish' },
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'timeSlot' });

    for (let i = 0; i < 2; i++) {
      const other = await newBooking();
      await ok(MOVE, { input: { id: String(other.id), date: '2031-11-04', timeSlot: '15:15 - 16:00' } });
    }
    const full = await admin.gql(MOVE, {
      input: { id: String(b.id), date: '2031-11-04', timeSlot: '15:15 - 16:00' },
    });
    expect(full.errors?.[0]?.extensions).toMatchObject({ code: 'SLOT_FULL', field: 'timeSlot' });

    await admin.gql(SET_STATUS, { id: String(b.id), status: 'CANCELLED' });
    const cancelled = await admin.gql(MOVE, {
      input: { id: String(b.id), date: '2031-11-03', timeSlot: '11:30 - 12:15' },
    });
    expect(firstCode(cancelled)).toBe('INVALID_TRANSITION');
    const stored = (
      await stack.api.get<{ bookingDate: string; bookingTime: string }>(`bookings/get.php?id=${b.id}`)
    ).body;
    expect(stored).toMatchObject({ bookingDate: '2031-11-01', bookingTime: '11:30 - 12:15' });
  });

  it('offers bookings as select choices labelled "guidId - bookingDate"', async () => {
    const b = await newBooking();
    const date = (await stack.api.get<{ bookingDate: string }>(`bookings/get.php?id=${b.id}`)).body
      .bookingDate;
    const reply = await ok<{ adminSelectOptions: { value: string; label: string }[] }>(
      '{ adminSelectOptions(table: BOOKINGS) { value label } }',
    );
    expect(reply.adminSelectOptions.find((o) => o.value === String(b.id))?.label).toBe(
      `${b.guidId} - ${date}`,
    );
  });

  it('deletes a booking; an unknown one is BAD_USER_INPUT', async () => {
    const b = await newBooking();
    const del = await ok<{ adminDeleteBooking: { id: string; success: boolean } }>(
      'mutation ($id: ID!) { adminDeleteBooking(input: { id: $id }) { id success } }',
      { id: b.guidId },
    );
    expect(del.adminDeleteBooking.success).toBe(true);
    expect((await stack.api.get(`bookings/get.php?id=${b.id}`)).status).toBe(404);
    const again = await admin.gql('mutation ($id: ID!) { adminDeleteBooking(input: { id: $id }) { id } }', {
      id: b.guidId,
    });
    expect(firstCode(again)).toBe('BAD_USER_INPUT');
  });
});

describe('users', () => {
  const SAVE_USER = `mutation ($input: AdminSaveUserInput!) { adminSaveUser(input: $input) { user { id name email role status phone } } }`;
  type User = { id: string; name: string; email: string; role: string; status: string; phone: string | null };

  it('creates a staff account whose password works and is never returned; updating without a password keeps it', async () => {
    const email = `staff-${Date.now()}@example.co.za`;
    const created = await admin.gql<{ adminSaveUser: { user: User } }>(SAVE_USER, {
      input: { name: 'Sam Staff', email, password: 'staff-password-1', role: 'STAFF', phone: '0821112222' },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.adminSaveUser.user).toMatchObject({
      name: 'Sam Staff',
      email,
      role: 'STAFF',
      status: 'ACTIVE',
      phone: '0821112222',
    });
    expect(JSON.stringify(created)).not.toContain('staff-password-1');
    const id = created.data!.adminSaveUser.user.id;

    const updated = await ok<{ adminSaveUser: { user: User } }>(SAVE_USER, {
      input: { id, name: 'Sam Staff-Member', email, role: 'MANAGER' },
    });
    expect(updated.adminSaveUser.user).toMatchObject({ name: 'Sam Staff-Member', role: 'MANAGER' });
    const auth = await stack.api.post('users/authenticate.php', { email, password: 'staff-password-1' });
    expect(auth.status).toBe(200);

    const listed = await ok<{ adminUsers: User[] }>(
      'query ($s: String) { adminUsers(search: $s, role: MANAGER) { id email } }',
      { s: 'staff-member' },
    );
    expect(listed.adminUsers.map((u) => u.id)).toEqual([id]);
    const one = await ok<{ adminUser: User }>('query ($id: ID!) { adminUser(id: $id) { id email } }', { id });
    expect(one.adminUser.email).toBe(email);
  });

  it('refuses a new account without a password, a taken e-mail, and locking yourself out', async () => {
    const noPassword = await admin.gql(SAVE_USER, {
      input: { name: 'No Pass', email: `np-${Date.now()}@example.co.za` },
    });
    expect(noPassword.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });

    const clientEmail = (await stack.api.get<{ email: string }>(`users/get.php?id=${client.userId}`)).body
      .email;
    const taken = await admin.gql(SAVE_USER, {
      input: { name: 'Dup', email: clientEmail.toUpperCase(), password: 'whatever-123' },
    });
    expect(firstCode(taken)).toBe('EMAIL_TAKEN');

    const me = (await stack.api.get<{ email: string; name: string }>(`users/get.php?id=${admin.userId}`))
      .body;
    const demote = await admin.gql(SAVE_USER, {
      input: { id: String(admin.userId), name: me.name, email: me.email, role: 'CLIENT' },
    });
    expect(demote.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'role' });
    const selfDelete = await admin.gql(
      'mutation ($id: ID!) { adminDeleteUser(input: { id: $id }) { success } }',
      { id: String(admin.userId) },
    );
    expect(firstCode(selfDelete)).toBe('BAD_USER_INPUT');
    expect((await stack.api.get(`users/get.php?id=${admin.userId}`)).status).toBe(200);
  });

  it('deletes a user without bookings; one with bookings is IN_USE', async () => {
    const spare = await stack.signIn('client');
    await ok('mutation ($id: ID!) { adminDeleteUser(input: { id: $id }) { success } }', {
      id: String(spare.userId),
    });
    expect((await stack.api.get(`users/get.php?id=${spare.userId}`)).status).toBe(404);

    await newBooking();
    const inUse = await admin.gql('mutation ($id: ID!) { adminDeleteUser(input: { id: $id }) { success } }', {
      id: String(client.userId),
    });
    expect(firstCode(inUse)).toBe('IN_USE');
  });
});
