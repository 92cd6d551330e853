import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payfastSignature } from '../../payments/payfast-signature.js';
import { simulatedNotification } from '../../payments/simulator.js';
import {
  dayAfter,
  startTestGateway,
  TEST_VISIT,
  nthWorkingDay,
  workingDayAfter,
  workingDayFrom,
} from '../../test/harness.js';
import type { GqlClient, TestGateway } from '../../test/harness.js';

let t: TestGateway;
let choice: { serviceId: string; optionIds: string[]; addOnIds: string[]; modifierOptionIds: string[] };

/** A day `n` days after today in Johannesburg. */
const CREATE = `mutation Create($input: CreateBookingInput!) {
  createBooking(input: $input) {
    booking { id guidId status totalPrice bookingDate bookingTime customer { name email }
      services { name price variations { label additionalCost } addOns { name price } }
      modifiers { modifierName optionName } }
    user { id email role }
  }
}`;

const START = `mutation Pay($guidId: ID!) { startPayment(guidId: $guidId) { action method fields { name value } booking { guidId } } }`;

let emailCounter = 0;
const newCustomer = () => ({
  name: 'Thandi Mokoena',
  email: `thandi-${++emailCounter}-${Date.now()}@example.test`,
  password: 'lawns-are-green',
  phone: '082 123 4567',
  address: '12 Oak Street, Rondebosch',
});

/** The first defined answer of `read`, polled for up to 10 s (undefined if none came). */
async function eventually<T>(read: () => T | undefined): Promise<T | undefined> {
  for (let i = 0; i < 200; i++) {
    try {
      const value = read();
      if (value !== undefined) return value;
    } catch {
      /* not there yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return undefined;
}

async function counts() {
  const users = await t.api.get('users/users.php');
  const bookings = await t.api.get('bookings/list.php');
  return { users: users.body.length as number, bookings: bookings.body.length as number };
}

async function book(
  client: GqlClient,
  date: string,
  timeSlot: string,
  customer?: ReturnType<typeof newCustomer>,
) {
  return client.gql(CREATE, {
    input: {
      address: TEST_VISIT,
      booking: {
        date,
        timeSlot,
        lines: [{ serviceId: choice.serviceId, optionIds: choice.optionIds, addOnIds: choice.addOnIds }],
        modifierOptionIds: choice.modifierOptionIds,
      },
      ...(customer ? { customer } : {}),
    },
  });
}

beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  const res = await t.client().gql(`{
    services { id variations { options { id } } addOns { id } }
    modifiers { id options { id } }
  }`);
  const service = res.data!.services.find((s: any) => s.variations.length > 0 && s.addOns.length > 0);
  expect(service).toBeDefined();
  choice = {
    serviceId: service.id,
    optionIds: service.variations.map((v: any) => v.options[0].id),
    addOnIds: [service.addOns[0].id],
    modifierOptionIds: res.data!.modifiers.map((m: any) => m.options[0].id),
  };
});
afterAll(async () => {
  await t?.close();
});

describe('time slots', () => {
  it('offers the ten 45-minute slots of a future day, all available', async () => {
    const res = await t
      .client()
      .gql('query($d: Date!) { timeSlots(date: $d) { label start end available remaining } }', {
        d: workingDayAfter(30),
      });
    expect(res.errors).toBeUndefined();
    const slots = res.data!.timeSlots;
    expect(slots.map((s: any) => s.label)).toEqual([
      '10:00 - 10:45',
      '10:45 - 11:30',
      '11:30 - 12:15',
      '12:15 - 13:00',
      '13:00 - 13:45',
      '13:45 - 14:30',
      '14:30 - 15:15',
      '15:15 - 16:00',
      '16:00 - 16:45',
      '16:45 - 17:30',
    ]);
    expect(slots.every((s: any) => s.available && s.remaining === 2)).toBe(true);
  });

  it('offers nothing on a past day and refuses a badly written date', async () => {
    // A past day the calendar works (a past Sunday offers nothing for another reason).
    const past = await t
      .client()
      .gql('query($d: Date!) { timeSlots(date: $d) { available } }', { d: workingDayFrom(dayAfter(-7)) });
    expect(past.data!.timeSlots.some((s: any) => s.available)).toBe(false);
    const bad = await t
      .client()
      .gql('query($d: Date!) { timeSlots(date: $d) { available } }', { d: '2026-02-30' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('quote', () => {
  it('prices lines, modifiers and a whole-rand total from ids only', async () => {
    const res = await t.client().gql(
      `query($input: BookingInput!) { quote(input: $input) {
        lines { serviceId name basePrice total options { id name amount } addOns { id name amount } season { name multiplier } }
        subtotal adjustments { modifierName optionName type amount } total } }`,
      {
        input: {
          date: workingDayAfter(30),
          lines: [{ serviceId: choice.serviceId, optionIds: choice.optionIds, addOnIds: choice.addOnIds }],
          modifierOptionIds: choice.modifierOptionIds,
        },
      },
    );
    expect(res.errors).toBeUndefined();
    const q = res.data!.quote;
    expect(q.lines).toHaveLength(1);
    const line = q.lines[0];
    const sum =
      line.basePrice + [...line.options, ...line.addOns].reduce((a: number, i: any) => a + i.amount, 0);
    expect(line.total).toBeCloseTo(sum * (line.season?.multiplier ?? 1), 2);
    expect(q.subtotal).toBeCloseTo(line.total, 2);
    expect(Number.isInteger(q.total)).toBe(true);
    const adjusted = q.adjustments.reduce((a: number, x: any) => a + x.amount, q.subtotal);
    expect(Math.abs(q.total - adjusted)).toBeLessThanOrEqual(0.5 + 1e-9);
  });

  it('names the field of an unknown service', async () => {
    const res = await t.client().gql('query($input: BookingInput!) { quote(input: $input) { total } }', {
      input: { lines: [{ serviceId: '999999' }] },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.field).toMatch(/^lines\.0/);
  });
});

describe('the season on a booked line', () => {
  it('keeps the season that changed a line’s price with the booking, as the quote showed it', async () => {
    // The first day ahead inside a season whose multiplier is not 1 (the demo has such seasons).
    const QUOTE = `query($input: BookingInput!) { quote(input: $input) {
      lines { basePrice total season { name multiplier amount } } adjustments { optionId amount } total } }`;
    let date: string | null = null;
    let quoted: { name: string; multiplier: number; amount: number } | null = null;
    let quote: any = null;
    for (let n = 3; n < 400 && !date; n += 14) {
      const res = await t.client().gql(QUOTE, {
        input: {
          date: workingDayAfter(n),
          lines: [{ serviceId: choice.serviceId, optionIds: choice.optionIds }],
          modifierOptionIds: choice.modifierOptionIds,
        },
      });
      const season = res.data?.quote.lines[0]?.season;
      if (season && season.multiplier !== 1) {
        date = workingDayAfter(n);
        quoted = season;
        quote = res.data!.quote;
      }
    }
    expect(date, 'a demo season with a multiplier other than 1').not.toBeNull();

    const created = await t.client().gql(
      `mutation Create($input: CreateBookingInput!) { createBooking(input: $input) {
        booking { guidId totalPrice services { basePrice price season { name multiplier amount } }
          modifiers { optionId amount } } } }`,
      {
        input: {
          address: TEST_VISIT,
          booking: {
            date,
            timeSlot: '13:00 - 13:45',
            lines: [{ serviceId: choice.serviceId, optionIds: choice.optionIds }],
            modifierOptionIds: choice.modifierOptionIds,
          },
          // A phone of its own: the checkout test below counts on its customer's phone being a first-timer's.
          customer: { ...newCustomer(), phone: '083 765 4321' },
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const saved = created.data!.createBooking.booking;
    const line = saved.services[0];
    expect(line.season).toEqual(quoted);
    // The booking keeps the breakdown the quote showed: the base price and each modifier's amount.
    expect(saved.totalPrice).toBe(quote.total);
    expect(line.basePrice).toBe(quote.lines[0].basePrice);
    expect(saved.modifiers.map((m: any) => [m.optionId, m.amount])).toEqual(
      quote.adjustments.map((a: any) => [a.optionId, a.amount]),
    );

    // Read back from the database by the office, the same season line.
    const guidId = created.data!.createBooking.booking.guidId as string;
    const stored = await t.api.get(`bookings/get.php?guidId=${guidId}`);
    expect(stored.body.services[0].season).toEqual(quoted);

    // Paid through the simulator, it is confirmed like any other (the season line travels with it).
    const browser = t.client();
    const form = (await browser.gql(START, { guidId })).data!.startPayment;
    const body = new URLSearchParams(form.fields.map((f: any) => [f.name, f.value])).toString();
    const paid = await browser.fetch('/payments/simulator/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(paid.status).toBe(303);
    const after = await t.client().gql('query($g: ID!) { booking(guidId: $g) { status } }', { g: guidId });
    expect(after.data!.booking.status).toBe('CONFIRMED');
  });
});

describe('checkout: choices → booking → payment → confirmed', () => {
  it('creates the account, books, pays through the simulator and confirms on the notification', async () => {
    const customer = newCustomer();
    const browser = t.client();
    const date = workingDayAfter(10);
    const created = await book(browser, date, '10:00 - 10:45', customer);
    expect(created.errors).toBeUndefined();
    const { booking, user } = created.data!.createBooking;
    expect(booking.status).toBe('PENDING');
    expect(booking.guidId).toMatch(/^booking-/);
    expect(booking.bookingDate).toBe(date);
    expect(booking.bookingTime).toBe('10:00 - 10:45');
    expect(booking.customer.email).toBe(customer.email);
    expect(user.role).toBe('CLIENT');
    expect(booking.modifiers.length).toBe(choice.modifierOptionIds.length);

    // The stored total is the gateway's quote for a newcomer (asked by a visitor: the customer, now
    // signed in with a booking, no longer earns the first-time discount).
    const quote = await t.client().gql('query($input: BookingInput!) { quote(input: $input) { total } }', {
      input: {
        date,
        lines: [{ serviceId: choice.serviceId, optionIds: choice.optionIds, addOnIds: choice.addOnIds }],
        modifierOptionIds: choice.modifierOptionIds,
      },
    });
    expect(booking.totalPrice).toBe(quote.data!.quote.total);

    // Signed in: me and my bookings.
    const me = await browser.gql('{ me { email role bookings { guidId status } } }');
    expect(me.data!.me.email).toBe(customer.email);
    expect(me.data!.me.bookings.map((b: any) => b.guidId)).toContain(booking.guidId);

    // The payment form: PayFast's field order, our addresses, a valid signature.
    const pay = await browser.gql(START, { guidId: booking.guidId });
    expect(pay.errors).toBeUndefined();
    const form = pay.data!.startPayment;
    expect(form.action).toBe(`${t.url}/payments/simulator`);
    expect(form.method).toBe('POST');
    const names = form.fields.map((f: any) => f.name);
    expect(names).toEqual([
      'merchant_id',
      'merchant_key',
      'return_url',
      'cancel_url',
      'notify_url',
      'name_first',
      'email_address',
      'cell_number',
      'm_payment_id',
      'amount',
      'item_name',
      'item_description',
      'email_confirmation',
      'confirmation_address',
      'signature',
    ]);
    const value = (n: string) => form.fields.find((f: any) => f.name === n).value as string;
    expect(value('return_url')).toBe(`${t.url}/booking-successful/${booking.guidId}`);
    expect(value('cancel_url')).toBe(
      `${t.url}/booking-checkout/payments/${booking.guidId}?payment=cancelled`,
    );
    expect(value('notify_url')).toBe(`${t.url}/payments/notify`);
    expect(value('amount')).toBe(booking.totalPrice.toFixed(2));
    expect(value('cell_number')).toBe('0821234567');
    expect(value('name_first')).toBe('Thandi');
    const unsigned = form.fields
      .filter((f: any) => f.name !== 'signature')
      .map((f: any) => [f.name, f.value]);
    expect(value('signature')).toBe(payfastSignature(unsigned, t.config.payment.passphrase));

    // The browser posts the form to the simulator, which shows the amount and item.
    const body = new URLSearchParams(form.fields.map((f: any) => [f.name, f.value])).toString();
    const page = await browser.fetch('/payments/simulator', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('>Pay<');
    expect(html).toContain('>Cancel<');
    expect(html).toContain(value('item_name'));
    expect(html).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1)/);

    // The same page by GET with the fields in the query; a tampered amount is refused like PayFast would.
    expect((await browser.fetch(`/payments/simulator?${body}`)).status).toBe(200);
    const tampered = new URLSearchParams(
      form.fields.map((f: any) => [f.name, f.name === 'amount' ? '1.00' : f.value]),
    ).toString();
    const refused = await browser.fetch(`/payments/simulator?${tampered}`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('signature does not match');

    // Pay: a signed notification reaches notify_url, then back to return_url.
    const paid = await browser.fetch('/payments/simulator/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(value('return_url'));
    const after = await t
      .client()
      .gql('query($g: ID!) { booking(guidId: $g) { status paidAt } }', { g: booking.guidId });
    expect(after.data!.booking.status).toBe('CONFIRMED');
    expect(after.data!.booking.paidAt).toBeTruthy();

    // The confirmation e-mail is written to the outbox.
    await expect
      .poll(() => outboxFor(customer.email).map((f) => readFileSync(f, 'utf8').includes(booking.guidId)), {
        timeout: 5000,
      })
      .toEqual([true]);

    // A paid booking cannot be paid again.
    const again = await browser.gql(START, { guidId: booking.guidId });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_PAYABLE');
  });

  it('cancel on the simulator goes back to the payments step and confirms nothing', async () => {
    const client = await t.signedIn('client');
    const created = await book(client, workingDayAfter(11), '13:00 - 13:45');
    const guid = created.data!.createBooking.booking.guidId;
    const form = (await client.gql(START, { guidId: guid })).data!.startPayment;
    const res = await client.fetch('/payments/simulator/cancel', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form.fields.map((f: any) => [f.name, f.value])).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${t.url}/booking-checkout/payments/${guid}?payment=cancelled`);
    const after = await client.gql('query($g: ID!) { booking(guidId: $g) { status } }', { g: guid });
    expect(after.data!.booking.status).toBe('PENDING');
  });
});

/**
 * The booking confirmations e-mailed to `email` (a repeating booking's customer may also be told of a
 * later visit moved off a closed day, whatever the test's date: those are not counted).
 */
const confirmationsFor = (email: string): string[] =>
  outboxFor(email).filter((f) =>
    /^Subject: Your GreenLeaf booking is confirmed/m.test(readFileSync(f, 'utf8')),
  );

function outboxFor(email: string): string[] {
  const dir = join(t.config.dataDir, 'outbox');
  try {
    return readdirSync(dir)
      .filter((f) => f.includes(email.toLowerCase()))
      .map((f) => join(dir, f));
  } catch {
    return [];
  }
}

describe('payment notifications', () => {
  async function pendingBooking(slot: string, day: number) {
    const client = await t.signedIn('client');
    const created = await book(client, nthWorkingDay(day), slot);
    expect(created.errors).toBeUndefined();
    const booking = created.data!.createBooking.booking;
    const form = (await client.gql(START, { guidId: booking.guidId })).data!.startPayment;
    const pairs: [string, string][] = form.fields.map((f: any) => [f.name, f.value]);
    return { client, booking, pairs };
  }
  const notify = (pairs: [string, string][]) =>
    fetch(`${t.url}/payments/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(pairs).toString(),
    });
  const statusOf = async (guid: string) =>
    (await t.client().gql('query($g: ID!) { booking(guidId: $g) { status } }', { g: guid })).data!.booking
      .status;

  it('refuses a forged signature, another merchant and a wrong amount; confirms a genuine one once', async () => {
    const { booking, pairs } = await pendingBooking('14:30 - 15:15', 12);
    const genuine = simulatedNotification(pairs, t.config.payment.passphrase);

    const forged = genuine.map(([k, v]) => [k, k === 'signature' ? 'a'.repeat(32) : v] as [string, string]);
    expect((await notify(forged)).status).toBe(400);

    const unsignedWrongAmount = genuine
      .filter(([k]) => k !== 'signature')
      .map(([k, v]) => [k, k === 'amount_gross' ? '1.00' : v] as [string, string]);
    const wrongAmount = simulatedNotification(
      pairs.map(([k, v]) => [k, k === 'amount' ? '1.00' : v] as [string, string]),
      t.config.payment.passphrase,
    );
    expect(unsignedWrongAmount.length).toBeGreaterThan(0);
    expect((await notify(wrongAmount)).status).toBe(400);

    const otherMerchant = simulatedNotification(
      pairs.map(([k, v]) => [k, k === 'merchant_id' ? '10000999' : v] as [string, string]),
      t.config.payment.passphrase,
    );
    expect((await notify(otherMerchant)).status).toBe(400);
    expect(await statusOf(booking.guidId)).toBe('PENDING');

    expect((await notify(genuine)).status).toBe(200);
    expect(await statusOf(booking.guidId)).toBe('CONFIRMED');
    // A replay is accepted (PayFast retries) but changes nothing and sends no second e-mail.
    expect((await notify(genuine)).status).toBe(200);
    await expect.poll(() => confirmationsFor(booking.customer.email).length, { timeout: 5000 }).toBe(1);
    // The confirmation goes only with the call that paid the booking (payments/after-payment.ts); the
    // api answers the same payment again as a duplicate that paid nothing, so the replay sent none.
    const field = (name: string) => genuine.find(([k]) => k === name)![1];
    const again = await t.api.post('bookings/record-payment.php', {
      guidId: booking.guidId,
      providerPaymentId: field('pf_payment_id'),
      amount: Number(field('amount_gross')),
      status: 'COMPLETE',
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ duplicate: true, paid: false });
    expect(confirmationsFor(booking.customer.email)).toHaveLength(1);
  });
});

describe('slot capacity', () => {
  it('answers SLOT_FULL with the clear message once the slot holds SLOT_CAPACITY bookings', async () => {
    const date = workingDayAfter(20);
    const client = await t.signedIn('client');
    for (let i = 0; i < 2; i++) expect((await book(client, date, '16:00 - 16:45')).errors).toBeUndefined();
    const slots = await client.gql('query($d: Date!) { timeSlots(date: $d) { label available remaining } }', {
      d: date,
    });
    expect(slots.data!.timeSlots.find((s: any) => s.label === '16:00 - 16:45')).toEqual({
      label: '16:00 - 16:45',
      available: false,
      remaining: 0,
    });
    const before = await counts();
    const full = await book(client, date, '16:00 - 16:45');
    expect(full.errors?.[0]?.message).toBe('This time slot is fully booked. Please choose another slot.');
    expect(full.errors?.[0]?.extensions?.code).toBe('SLOT_FULL');
    // A new customer is not even created when the slot is full.
    const stranger = await book(t.client(), date, '16:00 - 16:45', newCustomer());
    expect(stranger.errors?.[0]?.extensions?.code).toBe('SLOT_FULL');
    expect(await counts()).toEqual(before);
  });

  it('the same idempotencyKey returns the first booking instead of a second one', async () => {
    const client = await t.signedIn('client');
    const input = {
      address: TEST_VISIT,
      booking: {
        date: workingDayAfter(21),
        timeSlot: '10:45 - 11:30',
        lines: [{ serviceId: choice.serviceId, optionIds: choice.optionIds }],
      },
      idempotencyKey: `key-${Date.now()}`,
    };
    const first = await client.gql(CREATE, { input });
    const second = await client.gql(CREATE, { input });
    expect(first.errors).toBeUndefined();
    expect(second.data!.createBooking.booking.guidId).toBe(first.data!.createBooking.booking.guidId);
  });
});

describe('one booking, one api write', () => {
  it("a new customer's booking is one save call (account and booking together), then they are signed in", async () => {
    const client = t.client();
    const customer = newCustomer();
    const input = {
      address: TEST_VISIT,
      booking: {
        date: workingDayAfter(22),
        timeSlot: '13:00 - 13:45',
        lines: [{ serviceId: choice.serviceId, optionIds: choice.optionIds }],
      },
      customer,
      idempotencyKey: `nc-${customer.email}`,
    };
    const first = await client.gql(CREATE, { input });
    expect(first.errors).toBeUndefined();
    expect(first.data!.createBooking.user).toMatchObject({ email: customer.email, role: 'CLIENT' });
    const requestId = first.headers.get('x-request-id');
    const calls = t.apiCalls.filter((c) => c.requestId === requestId).map((c) => c.call);
    const writes = calls.filter((c) => c.method === 'POST');
    // The new hold counted for the address (abuse budget), one write for the booking (account and
    // booking in one transaction), then the session row that signs the new customer in.
    expect(writes.map((c) => c.path)).toEqual([
      'users/login-failures/reserve.php',
      'bookings/save.php',
      'users/sessions/open.php',
    ]);
    expect(calls.map((c) => c.path)).not.toContain('users/get.php');
    const me = await client.gql('{ me { email } }');
    expect(me.data!.me).toEqual({ email: customer.email });

    // The retry of that very request (reply lost, page reloaded: no cookie) gets the same booking, not
    // EMAIL_TAKEN for the account its first attempt made.
    const retry = await t.client().gql(CREATE, { input });
    expect(retry.errors).toBeUndefined();
    expect(retry.data!.createBooking.booking.guidId).toBe(first.data!.createBooking.booking.guidId);
    // The same key with another e-mail reveals nothing.
    const other = await t.client().gql(CREATE, { input: { ...input, customer: newCustomer() } });
    expect(other.errors?.[0]?.extensions?.code).toBe('DUPLICATE');
    expect(JSON.stringify(other)).not.toContain(first.data!.createBooking.booking.guidId);
  });
});

describe('createBooking refuses bad input with a clear error and writes nothing', () => {
  const line = () => ({ serviceId: choice.serviceId, optionIds: choice.optionIds });
  const cases: [string, () => Record<string, unknown>, string, string | RegExp][] = [
    [
      'no date',
      () => ({
        address: TEST_VISIT,
        booking: { timeSlot: '10:00 - 10:45', lines: [line()] },
        customer: newCustomer(),
      }),
      'BAD_USER_INPUT',
      'booking.date',
    ],
    [
      'a past date',
      () => ({
        address: TEST_VISIT,
        booking: { date: dayAfter(-2), timeSlot: '10:00 - 10:45', lines: [line()] },
        customer: newCustomer(),
      }),
      'TOO_SOON',
      'booking.timeSlot',
    ],
    [
      'a slot label that is not a time',
      () => ({
        address: TEST_VISIT,
        booking: { date: workingDayAfter(5), timeSlot: 'after lunch', lines: [line()] },
        customer: newCustomer(),
      }),
      'BAD_USER_INPUT',
      'booking.timeSlot',
    ],
    [
      // A well-formed time that is not one of the working day's starts (it opens at 10:00): the
      // calendar's refusal (docs/product.md, "The company's calendar").
      'a time before the working day opens',
      () => ({
        address: TEST_VISIT,
        booking: { date: workingDayAfter(5), timeSlot: '09:00 - 09:45', lines: [line()] },
        customer: newCustomer(),
      }),
      'CLOSED_TIME',
      'booking.timeSlot',
    ],
    [
      'no lines',
      () => ({
        address: TEST_VISIT,
        booking: { date: workingDayAfter(5), timeSlot: '10:00 - 10:45', lines: [] },
        customer: newCustomer(),
      }),
      'BAD_USER_INPUT',
      'booking.lines',
    ],
    [
      'an unknown service',
      () => ({
        address: TEST_VISIT,
        booking: { date: workingDayAfter(5), timeSlot: '10:00 - 10:45', lines: [{ serviceId: '987654' }] },
        customer: newCustomer(),
      }),
      'BAD_USER_INPUT',
      /^booking\.lines\.0/,
    ],
    [
      'an unknown modifier option',
      () => ({
        address: TEST_VISIT,
        booking: {
          date: workingDayAfter(5),
          timeSlot: '10:00 - 10:45',
          lines: [line()],
          modifierOptionIds: ['987654'],
        },
        customer: newCustomer(),
      }),
      'BAD_USER_INPUT',
      /^booking\.modifierOptionIds/,
    ],
    [
      'no contact details and nobody signed in',
      () => ({
        address: TEST_VISIT,
        booking: { date: workingDayAfter(5), timeSlot: '10:00 - 10:45', lines: [line()] },
      }),
      'BAD_USER_INPUT',
      'customer',
    ],
    [
      'a contact without phone',
      () => ({
        address: TEST_VISIT,
        booking: { date: workingDayAfter(5), timeSlot: '10:00 - 10:45', lines: [line()] },
        customer: { ...newCustomer(), phone: ' ' },
      }),
      'BAD_USER_INPUT',
      'customer.phone',
    ],
    [
      'a short password',
      () => ({
        address: TEST_VISIT,
        booking: { date: workingDayAfter(5), timeSlot: '10:00 - 10:45', lines: [line()] },
        customer: { ...newCustomer(), password: 'short' },
      }),
      'BAD_USER_INPUT',
      'customer.password',
    ],
    [
      'a bad e-mail',
      () => ({
        address: TEST_VISIT,
        booking: { date: workingDayAfter(5), timeSlot: '10:00 - 10:45', lines: [line()] },
        customer: { ...newCustomer(), email: 'not-an-email' },
      }),
      'BAD_USER_INPUT',
      'customer.email',
    ],
  ];
  it.each(cases)('%s', async (_name, input, code, field) => {
    const before = await counts();
    const res = await t.client().gql(CREATE, { input: input() });
    expect(res.errors?.[0]?.extensions?.code).toBe(code);
    if (typeof field === 'string') expect(res.errors?.[0]?.extensions?.field).toBe(field);
    else expect(res.errors?.[0]?.extensions?.field).toMatch(field);
    expect(res.errors?.[0]?.message.length).toBeGreaterThan(5);
    expect(await counts()).toEqual(before);
  });

  it('every booking carries a visit address: without one, or outside the areas served, nothing is written', async () => {
    const before = await counts();
    const booking = { date: workingDayAfter(5), timeSlot: '10:00 - 10:45', lines: [line()] };
    const none = await t.client().gql(CREATE, { input: { booking, customer: newCustomer() } });
    expect(none.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(none.errors?.[0]?.message).toMatch(/address/);
    const away = await t.client().gql(CREATE, {
      input: {
        booking,
        customer: newCustomer(),
        address: { street: '1 Long Road', suburb: 'Atlantis', postalCode: '7349' },
      },
    });
    expect(away.errors?.[0]?.extensions).toMatchObject({ code: 'AREA_NOT_SERVED', field: 'address.suburb' });
    expect(await counts()).toEqual(before);
  });

  it('a missing contact field says "Please fill in all fields"', async () => {
    const res = await t.client().gql(CREATE, {
      input: {
        address: TEST_VISIT,
        booking: { date: workingDayAfter(5), timeSlot: '10:00 - 10:45', lines: [line()] },
        customer: { ...newCustomer(), name: '' },
      },
    });
    expect(res.errors?.[0]?.message).toBe('Please fill in all fields');
  });

  it('an e-mail that has an account is booked on it, answered as a new customer is (no session), and its owner e-mailed', async () => {
    const existing = await t.signedIn('client');
    const before = await counts();
    const browser = t.client();
    const typed = { ...newCustomer(), email: existing.email };
    const res = await book(browser, workingDayAfter(6), '11:30 - 12:15', typed);
    expect(res.errors).toBeUndefined();
    const { booking, user } = res.data!.createBooking;
    // Made of what was typed: nothing of the account's own is shown, and no session opens.
    expect(booking.customer).toEqual({ name: typed.name, email: existing.email });
    expect(user.email).toBe(existing.email);
    expect(user.id).not.toBe(String(existing.userId));
    expect((await browser.gql('{ me { id } }')).data!.me).toBeNull();
    // No new account; the booking is the account's.
    expect(await counts()).toEqual({ users: before.users, bookings: before.bookings + 1 });
    const saved = await t.api.get(`bookings/get.php?guidId=${booking.guidId}`);
    expect(saved.body.userId).toBe(existing.userId);
    const outbox = join(t.config.dataDir, 'outbox');
    const mail = await eventually(() =>
      readdirSync(outbox)
        .filter((f) => f.includes(existing.email))
        .map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, ''))
        .find((m) => m.includes('A booking was started with your')),
    );
    expect(mail).toBeDefined();
  });

  it("an e-mail that has an account, with that account's password: booked and signed in", async () => {
    const existing = await t.signedIn('client');
    const browser = t.client();
    const res = await book(browser, workingDayAfter(6), '12:15 - 13:00', {
      ...newCustomer(),
      email: existing.email,
      password: 'password123',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createBooking.user.id).toBe(String(existing.userId));
    expect((await browser.gql('{ me { id } }')).data!.me).toEqual({ id: String(existing.userId) });
  });

  it('startPayment and cancelBooking of an unknown booking answer NOT_FOUND', async () => {
    const pay = await t.client().gql(START, { guidId: 'booking-doesnotexist0000' });
    expect(pay.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const cancel = await t
      .client()
      .gql('mutation($i: CancelBookingInput!) { cancelBooking(input: $i) { booking { status } } }', {
        i: { guidId: 'booking-doesnotexist0000' },
      });
    expect(cancel.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('cancelBooking', () => {
  it("cancels its owner's pending booking (its guidId alone is a receipt: refused); a cancelled one cannot be cancelled again", async () => {
    const client = await t.signedIn('client');
    const created = await book(client, workingDayAfter(15), '15:15 - 16:00');
    const guid = created.data!.createBooking.booking.guidId;
    const CANCEL =
      'mutation($i: CancelBookingInput!) { cancelBooking(input: $i) { booking { guidId status } } }';
    const stranger = await t.client().gql(CANCEL, { i: { guidId: guid } });
    expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const res = await client.gql(CANCEL, { i: { guidId: guid } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.cancelBooking.booking).toEqual({ guidId: guid, status: 'CANCELLED' });
    const again = await client.gql(CANCEL, { i: { guidId: guid } });
    expect(again.errors?.[0]?.extensions?.code).toBe('INVALID_TRANSITION');
  });
});
