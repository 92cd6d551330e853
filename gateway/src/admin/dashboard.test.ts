/**
 * The dashboard's figures through the gateway for the admin and a manager (docs/product.md, "The admin
 * area", Dashboard): money by its payment, a booking confirmed without a payment owed and not money,
 * refunds due, today's jobs and the crews' load, each linked to a page the viewer's role opens. The
 * rules themselves are tested over a fixture week in api/src/dashboard/dashboard.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, crews, payments, users } from '../../../api/src/db/schema.js';
import { openToday } from '../../../api/src/test/calendar.js';
import { firstCode, startAdminStack, type AdminTestStack, type Caller } from './test-support.js';

type Signed = Caller & { userId: number };
let stack: AdminTestStack;
let admin: Signed;
let manager: Signed;
/** Today in Cape Town, opened for work in this test's database when it is a Sunday or a holiday. */
let today: string;
const ids: Record<string, number> = {};
let customerId: number;

const QUERY = `{
  adminDashboard {
    today
    metrics { key label link }
    weekly { weekStart visits bookings revenue }
    thisWeek { visitsCompleted visitsScheduled bookingsMade received refunded moneyReceived }
    thisMonth { moneyReceived }
    refundsDue { amount count oldest items { bookingId bookingLink customerLink amount refundReason status } }
    unpaid { amount count oldest items { bookingId bookingLink customerName customerLink amount visitDate status } }
    todaysJobs { bookingId bookingLink time customerName customerLink suburb crewName status inProgress continued }
    scheduleLink
    crewLoad { days { date workingMinutes } crews { crewId name bookedMinutes } }
  }
}`;

beforeAll(async () => {
  stack = await startAdminStack();
  [admin, manager] = await Promise.all([stack.signIn('admin'), stack.signIn('manager')]);
  const db = stack.api.db;
  today = await openToday(db);
  const [customer] = await db
    .insert(users)
    .values({ name: 'Thandi Mokoena', email: `dash-${Date.now()}@example.co.za` })
    .returning();
  customerId = customer!.id;
  const [crew] = await db.insert(crews).values({ name: 'Fynbos crew' }).returning();
  let n = 0;
  const booking = async (key: string, values: Partial<typeof bookings.$inferInsert>) => {
    const [row] = await db
      .insert(bookings)
      .values({
        guidId: `booking-gw-dash-${++n}-${Date.now()}`,
        userId: customerId,
        bookingDate: today,
        addressSuburb: 'Observatory',
        totalPrice: 500,
        ...values,
      })
      .returning({ id: bookings.id });
    ids[key] = row!.id;
  };
  // Paid now, and paid again (owed back).
  await booking('paid', {
    bookingTime: '10:00 - 10:45',
    status: 'confirmed',
    crewId: crew!.id,
    paidAt: new Date().toISOString(),
  });
  await db.insert(payments).values([
    { bookingId: ids.paid!, providerPaymentId: `gw-dash-1-${Date.now()}`, amount: 500, status: 'COMPLETE' },
    {
      bookingId: ids.paid!,
      providerPaymentId: `gw-dash-2-${Date.now()}`,
      amount: 428,
      status: 'COMPLETE',
      refundStatus: 'due',
      refundReason: 'second_payment',
    },
  ]);
  // Confirmed by the office without a payment.
  await booking('handConfirmed', { bookingTime: '11:30 - 12:15', status: 'confirmed', totalPrice: 650 });
  // Cancelled: counted nowhere.
  await booking('cancelled', { bookingTime: '13:00 - 13:45', status: 'cancelled', totalPrice: 900 });
});
afterAll(async () => {
  await stack?.close();
});

describe('adminDashboard', () => {
  it('tells the admin the money received, owed either way, the day and the crews, with links', async () => {
    const reply = await admin.gql<{ adminDashboard: Record<string, any> }>(QUERY);
    expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
    const d = reply.data!.adminDashboard;
    expect(d.today).toBe(today);
    expect(d.thisWeek).toEqual({
      visitsCompleted: 0,
      visitsScheduled: 2,
      bookingsMade: 2,
      received: 928,
      refunded: 0,
      moneyReceived: 928,
    });
    expect(d.thisMonth.moneyReceived).toBe(928);
    expect(d.weekly.at(-1)).toMatchObject({ visits: 2, bookings: 2, revenue: 928 });
    expect(d.refundsDue).toEqual({
      amount: 428,
      count: 1,
      oldest: today,
      items: [
        {
          bookingId: String(ids.paid),
          bookingLink: `/admin/bookings/${ids.paid}`,
          customerLink: `/admin/customers/${customerId}`,
          amount: 428,
          refundReason: 'SECOND_PAYMENT',
          status: 'CONFIRMED',
        },
      ],
    });
    expect(d.unpaid).toEqual({
      amount: 650,
      count: 1,
      oldest: today,
      items: [
        {
          bookingId: String(ids.handConfirmed),
          bookingLink: `/admin/bookings/${ids.handConfirmed}`,
          customerName: 'Thandi Mokoena',
          customerLink: `/admin/customers/${customerId}`,
          amount: 650,
          visitDate: today,
          status: 'CONFIRMED',
        },
      ],
    });
    expect(d.todaysJobs.map((j: { bookingId: string }) => j.bookingId)).toEqual([
      String(ids.paid),
      String(ids.handConfirmed),
    ]);
    expect(d.todaysJobs[0]).toEqual({
      bookingId: String(ids.paid),
      bookingLink: `/admin/bookings/${ids.paid}`,
      time: '10:00 - 10:45',
      customerName: 'Thandi Mokoena',
      customerLink: `/admin/customers/${customerId}`,
      suburb: 'Observatory',
      crewName: 'Fynbos crew',
      status: 'CONFIRMED',
      inProgress: false,
      continued: false,
    });
    expect(d.scheduleLink).toBe(`/admin/schedule?date=${today}`);
    expect(d.crewLoad.days).toHaveLength(14);
    expect(d.crewLoad.days[0]).toEqual({ date: today, workingMinutes: 450 });
    const fynbos = d.crewLoad.crews.find((c: { name: string }) => c.name === 'Fynbos crew');
    expect(fynbos.bookedMinutes.slice(0, 2)).toEqual([45, 0]);
    const unassigned = d.crewLoad.crews.find((c: { name: string }) => c.name === 'Unassigned');
    expect(unassigned).toMatchObject({ crewId: null });
    expect(unassigned.bookedMinutes[0]).toBe(45);

    expect(d.metrics.map((m: { key: string; link: string }) => [m.key, m.link])).toEqual([
      ['CLIENTS', '/admin/customers'],
      ['SERVICES', '/admin/services'],
      ['BOOKINGS', '/admin/bookings'],
      ['ADD_ONS', '/admin/addons'],
      ['PACKAGES', '/admin/packages'],
      ['USERS', '/admin/users'],
    ]);
  });

  it('gives a manager the same figures, and only cards whose lists a manager opens', async () => {
    const [asAdmin, asManager] = await Promise.all([admin.gql(QUERY), manager.gql(QUERY)]);
    expect(asManager.errors, JSON.stringify(asManager.errors)).toBeUndefined();
    const { metrics: adminMetrics, ...adminFigures } = (
      asAdmin.data as { adminDashboard: Record<string, unknown> }
    ).adminDashboard;
    const { metrics, ...figures } = (asManager.data as { adminDashboard: Record<string, unknown> })
      .adminDashboard;
    expect(figures).toEqual(adminFigures);
    expect(adminMetrics).toHaveLength(6);
    // No Users card (the Users screens are the admin's); Clients opens the office's customers list.
    expect((metrics as { key: string; link: string }[]).map((m) => [m.key, m.link])).toEqual([
      ['CLIENTS', '/admin/customers'],
      ['SERVICES', '/admin/services'],
      ['BOOKINGS', '/admin/bookings'],
      ['ADD_ONS', '/admin/addons'],
      ['PACKAGES', '/admin/packages'],
    ]);
  });

  it('is refused to a customer and to a visitor', async () => {
    const client = await stack.signIn('client');
    expect(firstCode(await client.gql('{ adminDashboard { unpaid { amount } } }'))).toBe('FORBIDDEN');
    expect(firstCode(await stack.anonymous.gql('{ adminDashboard { refundsDue { amount } } }'))).toBe(
      'UNAUTHENTICATED',
    );
  });
});
