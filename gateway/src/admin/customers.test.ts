/** The office's customer record and a booking's history, over HTTP with real sessions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addLawnMowing,
  firstCode,
  startAdminStack,
  type AdminTestStack,
  type Caller,
} from './test-support.js';
import { TEST_VISIT } from '../test/harness.js';

let stack: AdminTestStack;
let admin: Caller & { userId: number };
let manager: Caller & { userId: number };
let client: Caller & { userId: number };
let serviceId: number;

beforeAll(async () => {
  stack = await startAdminStack();
  [admin, manager, client] = await Promise.all([
    stack.signIn('admin'),
    stack.signIn('manager'),
    stack.signIn('client'),
  ]);
  serviceId = await addLawnMowing(stack);
});
afterAll(async () => {
  await stack?.close();
});

async function booking(date: string, price: number) {
  const res = await stack.api.post<{ id: number; guidId: string }>('bookings/save.php', {
    userId: client.userId,
    bookingDate: date,
    bookingTime: '10:00 - 10:45',
    totalPrice: price,
    services: [{ serviceId, price, variationOptionIds: [], addOnIds: [] }],
    modifierOptionIds: [],
    address: TEST_VISIT,
    created_by: client.userId,
  });
  if (res.status !== 200) throw new Error(res.text);
  return res.body;
}

const CUSTOMER = `query ($id: ID!) { adminCustomer(id: $id) {
  user { id name email } officeNotes totalSpent bookings { guidId bookingDate status totalPrice } } }`;

describe('the customer record', () => {
  it('shows every booking newest first, what was spent (confirmed and completed), and the office notes', async () => {
    const older = await booking('2032-01-10', 350);
    const newer = await booking('2032-02-10', 500);
    await booking('2032-03-10', 900); // pending: not spent
    await stack.api.get(`bookings/confirm.php?id=${older.id}`);
    await stack.api.get(`bookings/confirm.php?id=${newer.id}`);
    await stack.api.post('bookings/set-status.php', { id: newer.id, status: 'completed' });

    const read = await manager.gql<{
      adminCustomer: { totalSpent: number; officeNotes: null; bookings: { bookingDate: string }[] };
    }>(CUSTOMER, { id: String(client.userId) });
    expect(read.errors).toBeUndefined();
    expect(read.data!.adminCustomer.totalSpent).toBe(850);
    expect(read.data!.adminCustomer.officeNotes).toBeNull();
    expect(read.data!.adminCustomer.bookings.map((b) => b.bookingDate)).toEqual([
      '2032-03-10',
      '2032-02-10',
      '2032-01-10',
    ]);

    const saved = await admin.gql<{ adminSaveCustomerNotes: { officeNotes: string } }>(
      'mutation ($input: AdminCustomerNotesInput!) { adminSaveCustomerNotes(input: $input) { officeNotes } }',
      { input: { id: String(client.userId), officeNotes: '  Prefers mornings; dog in the back garden ' } },
    );
    expect(saved.data!.adminSaveCustomerNotes.officeNotes).toBe('Prefers mornings; dog in the back garden');
    const again = await admin.gql<{ adminCustomer: { officeNotes: string } }>(CUSTOMER, {
      id: String(client.userId),
    });
    expect(again.data!.adminCustomer.officeNotes).toBe('Prefers mornings; dog in the back garden');

    expect(firstCode(await client.gql(CUSTOMER, { id: String(client.userId) }))).toBe('FORBIDDEN');
    expect((await admin.gql(CUSTOMER, { id: '99999999' })).data).toEqual({ adminCustomer: null });
  });

  it("shows the office a booking's history with who made each change; the customer reads none of it", async () => {
    const b = await booking('2032-04-10', 350);
    await admin.gql(
      'mutation ($input: AdminSetBookingStatusInput!) { adminSetBookingStatus(input: $input) { booking { id } } }',
      { input: { id: String(b.id), status: 'CONFIRMED', withoutPayment: true } },
    );
    const HISTORY = `query ($id: ID!) { adminBooking(id: $id) { history { kind summary actorName } payments { providerPaymentId } } }`;
    const read = await admin.gql<{
      adminBooking: { history: { kind: string; summary: string; actorName: string }[] };
    }>(HISTORY, { id: String(b.id) });
    expect(read.errors).toBeUndefined();
    expect(read.data!.adminBooking.history.map((e) => [e.kind, e.summary])).toEqual([
      ['CREATED', 'Booked for 2032-04-10 10:00 - 10:45 (Pending)'],
      ['STATUS', 'Status Pending → Confirmed'],
    ]);
    expect(read.data!.adminBooking.history[1]!.actorName).toMatch(/^Test admin/);
    const own = await client.gql<{ booking: { history: unknown[]; payments: unknown[] } }>(
      'query ($g: ID!) { booking(guidId: $g) { history { kind } payments { amount } } }',
      { g: b.guidId },
    );
    expect(own.data!.booking).toEqual({ history: [], payments: [] });
  });
});
