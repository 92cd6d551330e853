/**
 * Quote requests through the gateway, against the real api on PGlite: a customer asks for a quote on a
 * quote-only service (with a photo), the office and the customer are e-mailed, the admin lists and
 * opens it and turns it into a pending booking for the customer, who is e-mailed the payment link and
 * can start paying it. Refusals: a priced service, a foreign phone number, six photos, a second booking
 * of one request, and anyone but an admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCode, startAdminStack, type AdminTestStack, type Caller } from '../admin/test-support.js';
import { outboxMessages, workingDayAfter } from '../test/harness.js';

let stack: AdminTestStack;
let admin: Caller & { userId: number };
let adminEmail: string;
let quoteServiceId: string;
let pricedServiceId: string;

/** A 1×1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const SAVE_SERVICE = `mutation ($input: AdminSaveServiceInput!) { adminSaveService(input: $input) { service { id quoteOnly } } }`;
const REQUEST = `mutation ($input: RequestQuoteInput!) { requestQuote(input: $input) { id serviceName } }`;
const LIST = `query { adminQuoteRequests(status: NEW) { id name status } }`;
const ONE = `query ($id: ID!) { adminQuoteRequest(id: $id) {
  id name email phone street suburb postalCode description photoUrls status serviceName service { id quoteOnly }
  booking { guidId status totalPrice } } }`;
const BOOK = `mutation ($input: AdminCreateBookingFromQuoteInput!) { adminCreateBookingFromQuote(input: $input) {
  paymentUrl quoteRequest { id status } booking { guidId status totalPrice bookingDate bookingTime customer { email }
  address { street suburb postalCode } } } }`;
const PAY = `mutation ($guidId: ID!) { startPayment(guidId: $guidId) { action booking { guidId } } }`;

/** Every outbox message addressed to `email`, quoted-printable soft breaks undone. */
function mailTo(email: string): string[] {
  return outboxMessages(stack.dataDir, email).map((raw) => raw.replace(/=\r\n/g, '').replace(/=3D/g, '='));
}

/** A day to book the visit on: two or more days ahead, and one the calendar works (not a Sunday or a holiday). */
function tomorrow(): string {
  return workingDayAfter(2);
}

const form = (overrides: Record<string, unknown> = {}) => ({
  serviceId: quoteServiceId,
  name: 'Thandi Mokoena',
  email: 'thandi.quote@example.co.za',
  phone: '+27 82 123 4567',
  street: '12 Kloof Street',
  suburb: 'Gardens',
  postalCode: '8001',
  description: 'A water-wise front garden, about 60 m², with a path to the door.',
  photos: [{ filename: 'garden.png', contentBase64: PNG }],
  ...overrides,
});

beforeAll(async () => {
  stack = await startAdminStack();
  adminEmail = `office-${Date.now()}@example.co.za`;
  admin = await stack.signIn('admin', adminEmail);
  const category = await admin.gql<{ adminSaveCategory: { category: { id: string } } }>(
    `mutation ($input: AdminSaveCategoryInput!) { adminSaveCategory(input: $input) { category { id } } }`,
    { input: { name: 'Landscaping' } },
  );
  const categoryId = category.data!.adminSaveCategory.category.id;
  const save = async (name: string, quoteOnly: boolean) =>
    (
      await admin.gql<{ adminSaveService: { service: { id: string; quoteOnly: boolean } } }>(SAVE_SERVICE, {
        input: { categoryId, name, basePrice: 950, quoteOnly, variations: [] },
      })
    ).data!.adminSaveService.service;
  const quoteOnly = await save('Garden Design Consultation', true);
  expect(quoteOnly.quoteOnly).toBe(true);
  quoteServiceId = quoteOnly.id;
  pricedServiceId = (await save('Lawn Mowing', false)).id;
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

describe('quote requests', () => {
  it('are stored with their photos, e-mailed, booked by the admin and payable by the customer', async () => {
    const sent = await stack.anonymous.gql<{ requestQuote: { id: string; serviceName: string } }>(REQUEST, {
      input: form(),
    });
    expect(sent.errors).toBeUndefined();
    const id = sent.data!.requestQuote.id;
    expect(sent.data!.requestQuote.serviceName).toBe('Garden Design Consultation');

    await expect.poll(() => mailTo('thandi.quote@example.co.za').length, { timeout: 5000 }).toBe(1);
    expect(mailTo('thandi.quote@example.co.za')[0]).toContain('We have your quote request');
    await expect.poll(() => mailTo(adminEmail).length, { timeout: 5000 }).toBe(1);
    expect(mailTo(adminEmail)[0]).toContain(`/admin/requests/${id}`);

    const list = await admin.gql<{ adminQuoteRequests: { id: string }[] }>(LIST);
    expect(list.data!.adminQuoteRequests.map((r) => r.id)).toContain(id);
    const one = await admin.gql<{ adminQuoteRequest: Record<string, unknown> & { photoUrls: string[] } }>(
      ONE,
      {
        id,
      },
    );
    expect(one.data!.adminQuoteRequest).toMatchObject({
      phone: '0821234567',
      suburb: 'Gardens',
      postalCode: '8001',
      status: 'NEW',
      booking: null,
      service: { id: quoteServiceId, quoteOnly: true },
    });
    const [photo] = one.data!.adminQuoteRequest.photoUrls;
    expect(photo).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const image = await fetch(`${stack.url}${photo}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const book = await admin.gql<{
      adminCreateBookingFromQuote: {
        paymentUrl: string;
        quoteRequest: { status: string };
        booking: {
          guidId: string;
          status: string;
          totalPrice: number;
          customer: { email: string };
          address: { street: string; suburb: string; postalCode: string } | null;
        };
      };
    }>(BOOK, {
      input: {
        id,
        date: tomorrow(),
        timeSlot: '10:00 - 10:45',
        lines: [{ serviceId: quoteServiceId, price: 4850.5 }],
      },
    });
    expect(book.errors).toBeUndefined();
    const booked = book.data!.adminCreateBookingFromQuote;
    expect(booked.quoteRequest.status).toBe('BOOKED');
    expect(booked.booking).toMatchObject({
      status: 'PENDING',
      totalPrice: 4850.5,
      customer: { email: 'thandi.quote@example.co.za' },
      // The visit is where the customer asked the office to come.
      address: { street: '12 Kloof Street', suburb: 'Gardens', postalCode: '8001' },
    });
    expect(booked.paymentUrl).toMatch(new RegExp(`/booking-checkout/payments/${booked.booking.guidId}$`));

    await expect.poll(() => mailTo('thandi.quote@example.co.za').length, { timeout: 5000 }).toBe(2);
    expect(mailTo('thandi.quote@example.co.za').some((m) => m.includes(booked.paymentUrl))).toBe(true);

    const pay = await stack.anonymous.gql<{ startPayment: { booking: { guidId: string } } }>(PAY, {
      guidId: booked.booking.guidId,
    });
    expect(pay.errors).toBeUndefined();
    expect(pay.data!.startPayment.booking.guidId).toBe(booked.booking.guidId);

    const again = await admin.gql(BOOK, {
      input: {
        id,
        date: tomorrow(),
        timeSlot: '10:45 - 11:30',
        lines: [{ serviceId: quoteServiceId, price: 100 }],
      },
    });
    expect(again.errors?.[0]?.message).toMatch(/already been booked/);
  }, 60_000);

  it('sent again with their idempotencyKey are stored once: the same request, replayed, e-mailed once', async () => {
    const REPLAYED = `mutation ($input: RequestQuoteInput!) { requestQuote(input: $input) { id replayed } }`;
    const email = 'sipho.again@example.co.za';
    const input = form({ email, phone: '082 555 0199', idempotencyKey: `retry-${Date.now()}` });
    const first = await stack.anonymous.gql<{ requestQuote: { id: string; replayed: boolean } }>(REPLAYED, {
      input,
    });
    // the same request again, the fields in another order: the same request
    const again = await stack.anonymous.gql<{ requestQuote: { id: string; replayed: boolean } }>(REPLAYED, {
      input: Object.fromEntries(Object.entries(input).reverse()),
    });
    expect(first.errors).toBeUndefined();
    expect(again.data!.requestQuote).toEqual({ id: first.data!.requestQuote.id, replayed: true });
    expect(first.data!.requestQuote.replayed).toBe(false);
    await expect.poll(() => mailTo(email).length, { timeout: 5000 }).toBe(1);

    const changed = await stack.anonymous.gql(REPLAYED, {
      input: { ...input, description: 'Something else.' },
    });
    expect(changed.errors?.[0]?.extensions).toMatchObject({ code: 'DUPLICATE', field: 'idempotencyKey' });
    const wrong = await stack.anonymous.gql(REPLAYED, { input: { ...input, idempotencyKey: 'two words' } });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
    const requests = await admin.gql<{ adminQuoteRequests: { id: string; name: string }[] }>(LIST);
    expect(
      requests.data!.adminQuoteRequests.filter((r) => r.id === first.data!.requestQuote.id),
    ).toHaveLength(1);
  }, 60_000);

  it('refuse a priced service, a foreign phone number and a sixth photo, naming the field', async () => {
    const priced = await stack.anonymous.gql(REQUEST, { input: form({ serviceId: pricedServiceId }) });
    expect(firstCode(priced)).toBe('BAD_USER_INPUT');
    expect(priced.errors?.[0]?.extensions?.['field']).toBe('serviceId');

    const phone = await stack.anonymous.gql(REQUEST, { input: form({ phone: '+44 20 7946 0958' }) });
    expect(firstCode(phone)).toBe('BAD_USER_INPUT');
    expect(phone.errors?.[0]?.extensions?.['field']).toBe('phone');
    expect(phone.errors?.[0]?.message).toMatch(/South African phone number/);

    const photos = Array.from({ length: 6 }, () => ({ filename: 'p.png', contentBase64: PNG }));
    const six = await stack.anonymous.gql(REQUEST, { input: form({ photos }) });
    expect(firstCode(six)).toBe('BAD_USER_INPUT');
    expect(six.errors?.[0]?.extensions?.['field']).toBe('photos');

    const notImage = await stack.anonymous.gql(REQUEST, {
      input: form({
        photos: [{ filename: 'x.png', contentBase64: Buffer.from('<script>').toString('base64') }],
      }),
    });
    expect(firstCode(notImage)).toBe('BAD_USER_INPUT');
    expect(notImage.errors?.[0]?.extensions?.['field']).toBe('photos.0');
  });

  it('are limited per e-mail and phone in a day, decided by the api; the refusal gives the office phone', async () => {
    const email = `limit-${Date.now()}@example.co.za`;
    const phone = `083 ${String(Date.now()).slice(-7, -4)} ${String(Date.now()).slice(-4)}`;
    for (let i = 0; i < 3; i += 1) {
      const sent = await stack.anonymous.gql(REQUEST, { input: form({ email, phone, photos: [] }) });
      expect(sent.errors).toBeUndefined();
    }
    const fourth = await stack.anonymous.gql(REQUEST, { input: form({ email, phone }) });
    expect(firstCode(fourth)).toBe('RATE_LIMITED');
    expect(fourth.errors?.[0]?.message).toMatch(/please call us on \+?[\d ]{9,}\./);
    // The same phone under another e-mail is the same customer.
    const samePhone = await stack.anonymous.gql(REQUEST, {
      input: form({ email: `other-${email}`, phone, photos: [] }),
    });
    expect(firstCode(samePhone)).toBe('RATE_LIMITED');
    // Someone else on the same network is still heard.
    const someoneElse = await stack.anonymous.gql(REQUEST, {
      input: form({ email: `neighbour-${email}`, phone: '084 555 0199', photos: [] }),
    });
    expect(someoneElse.errors).toBeUndefined();
  });

  it('are for admins only', async () => {
    const client = await stack.signIn('client');
    expect(firstCode(await client.gql(LIST))).toBe('FORBIDDEN');
    expect(firstCode(await stack.anonymous.gql(LIST))).toBe('UNAUTHENTICATED');
    const book = await client.gql(BOOK, {
      input: {
        id: '1',
        date: tomorrow(),
        timeSlot: '10:00 - 10:45',
        lines: [{ serviceId: quoteServiceId, price: 1 }],
      },
    });
    expect(firstCode(book)).toBe('FORBIDDEN');
  });
});
