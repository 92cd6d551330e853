/**
 * What the office records (docs/product.md "Payments", "The admin area"): money taken by card, EFT or
 * cash kept as a payment row with its method, reference, amount and who recorded it, confirming a
 * pending booking as a provider's payment does; what a booking has paid and still owes, from its
 * payments; and the office's own save (its chosen hold, a crew, a new customer without a password).
 * Runs on PGlite (api) and PostgreSQL (api-pg).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crews, payments, users } from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import { bookingBody, type Catalogue, dayCounter, insertUser, startBookingTestApi } from './test-fixtures.js';

let api: TestApi;
let c: Catalogue;
let userId: number;
let officeId: number;
beforeAll(async () => {
  ({ api, c, userId } = await startBookingTestApi());
  officeId = (await insertUser(api.db, { name: 'Office Manager' })).id;
});
afterAll(() => api.close());

const nextDate = dayCounter(2033);

interface Read {
  id: number;
  guidId: string;
  status: string;
  totalPrice: number;
  amountPaid: number;
  amountOwed: number;
  heldUntil: string | null;
  created_at: string;
  crewId: number | null;
  userId: number;
}
const read = async (id: number) => (await api.get(`bookings/get.php?id=${id}`)).body as Read;

const officeSave = (extra: Record<string, unknown>) =>
  api.post('bookings/save.php', { ...bookingBody(c, userId, nextDate()), created_by: officeId, ...extra });

describe('money the office took', () => {
  it('is a payment row with its method, reference, amount and recorder, and confirms the booking', async () => {
    const b = (await officeSave({ office: { holdMinutes: 48 * 60 } })).body as Read;
    expect(await read(b.id)).toMatchObject({ status: 'pending', amountPaid: 0, amountOwed: 1000 });
    const recorded = await api.post('bookings/record-payment.php', {
      guidId: b.guidId,
      providerPaymentId: `office-eft-${b.id}`,
      amount: 1000,
      status: 'COMPLETE',
      method: 'eft',
      reference: 'FNB 4411',
      recordedBy: officeId,
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({ status: 'confirmed', paid: true });
    const [row] = await api.db.select().from(payments).where(eq(payments.bookingId, b.id));
    expect(row).toMatchObject({ method: 'eft', reference: 'FNB 4411', amount: 1000, recordedBy: officeId });
    expect((await api.get(`bookings/payments.php?id=${b.id}`)).body).toMatchObject([
      { method: 'eft', reference: 'FNB 4411', recordedByName: 'Office Manager' },
    ]);
    expect(await read(b.id)).toMatchObject({
      status: 'confirmed',
      heldUntil: null,
      amountPaid: 1000,
      amountOwed: 0,
    });
  });

  it('a card or EFT payment needs its reference and an office payment its recorder; the database knows only the four methods', async () => {
    const b = (await officeSave({ office: { holdMinutes: 60 } })).body as Read;
    const refused = await api.post('bookings/record-payment.php', {
      guidId: b.guidId,
      providerPaymentId: `office-card-${b.id}`,
      amount: 1000,
      status: 'COMPLETE',
      method: 'card',
      recordedBy: officeId,
    });
    expect(refused.status).toBe(400);
    const anonymous = await api.post('bookings/record-payment.php', {
      guidId: b.guidId,
      providerPaymentId: `office-cash-${b.id}`,
      amount: 1000,
      status: 'COMPLETE',
      method: 'cash',
    });
    expect(anonymous.status).toBe(400);
    expect(await read(b.id)).toMatchObject({ status: 'pending', amountPaid: 0 });
    await expect(
      api.db.insert(payments).values({
        bookingId: b.id,
        providerPaymentId: `cheque-${b.id}`,
        amount: 1,
        status: 'COMPLETE',
        method: 'cheque',
      }),
    ).rejects.toThrow();
  });

  it('a part payment leaves the rest owed; a payment owed back is not counted as paid', async () => {
    const b = (await officeSave({ office: { holdMinutes: 60 } })).body as Read;
    await api.post('bookings/record-payment.php', {
      guidId: b.guidId,
      providerPaymentId: `office-cash-part-${b.id}`,
      amount: 400,
      status: 'COMPLETE',
      method: 'cash',
      recordedBy: officeId,
    });
    expect(await read(b.id)).toMatchObject({ status: 'confirmed', amountPaid: 400, amountOwed: 600 });
    // Cancelled: its payment is owed back, nothing is paid or owed on work not done.
    await api.get(`bookings/cancel.php?id=${b.id}`);
    expect(await read(b.id)).toMatchObject({ status: 'cancelled', amountPaid: 0, amountOwed: 0 });
  });
});

describe("the office's save", () => {
  it('holds the booking for the chosen time, sets its crew and takes no unpaid-holds limit', async () => {
    const [crew] = await api.db
      .insert(crews)
      .values({ name: `Crew ${Date.now()}`, colour: '#2e7d32', active: true })
      .returning();
    const saved = await officeSave({ office: { holdMinutes: 7 * 24 * 60, crewId: crew!.id } });
    expect(saved.status).toBe(200);
    const b = await read((saved.body as Read).id);
    expect(b.crewId).toBe(crew!.id);
    const heldFor = Date.parse(b.heldUntil!) - Date.parse(b.created_at);
    expect(Math.abs(heldFor - 7 * 24 * 3_600_000)).toBeLessThan(60_000);
  });

  it('makes a new customer without a password only for the office', async () => {
    const customer = {
      name: 'Phone In',
      email: `phone-${Date.now()}@example.test`,
      phone: '082 555 0101',
      address: null,
    };
    const { userId: _u, ...body } = bookingBody(c, userId, nextDate());
    const checkout = await api.post('bookings/save.php', { ...body, customer });
    expect(checkout.status).toBe(400);
    const office = await api.post('bookings/save.php', {
      ...body,
      customer,
      created_by: officeId,
      office: { holdMinutes: 60 },
    });
    expect(office.status).toBe(200);
    const [account] = await api.db.select().from(users).where(eq(users.email, customer.email));
    expect(account).toMatchObject({ name: 'Phone In', passwordHash: null, role: 'client' });
  });
});
