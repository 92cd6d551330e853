/**
 * The shared South African phone rule at the gateway: a new customer's phone at the checkout and an
 * optional phone at registration are refused, naming the field, unless they are South African
 * numbers; nothing is stored.
 */
import { SA_PHONE_MESSAGE } from '@greenleaf/shared/sa-phone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCode, startAdminStack, type AdminTestStack } from '../../admin/test-support.js';
import { TEST_VISIT, workingDayAfter } from '../../test/harness.js';

let stack: AdminTestStack;
let serviceId: string;

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { user { email } } }`;
const CREATE = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`;

/** A working day (a Sunday or public holiday is closed: CLOSED_TIME). */
const date = workingDayAfter(9);
const customer = (phone: string, email: string) => ({
  name: 'Sipho Dlamini',
  email,
  password: 'correct-horse-battery',
  phone,
});

beforeAll(async () => {
  stack = await startAdminStack();
  const admin = await stack.signIn('admin');
  const category = await admin.gql<{ adminSaveCategory: { category: { id: string } } }>(
    `mutation ($input: AdminSaveCategoryInput!) { adminSaveCategory(input: $input) { category { id } } }`,
    { input: { name: 'Lawn Care' } },
  );
  const service = await admin.gql<{ adminSaveService: { service: { id: string } } }>(
    `mutation ($input: AdminSaveServiceInput!) { adminSaveService(input: $input) { service { id } } }`,
    {
      input: {
        categoryId: category.data!.adminSaveCategory.category.id,
        name: 'Lawn Mowing',
        basePrice: 350,
        variations: [],
      },
    },
  );
  serviceId = service.data!.adminSaveService.service.id;
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

describe('phone numbers', () => {
  it.each(['+44 20 7946 0958', '12345', 'call me'])(
    'registration refuses %s, naming phone',
    async (phone) => {
      const reply = await stack.anonymous.gql(REGISTER, {
        input: {
          name: 'Sipho',
          email: `reg-${Math.random()}@example.co.za`,
          password: 'correct-horse-battery',
          phone,
        },
      });
      expect(firstCode(reply)).toBe('BAD_USER_INPUT');
      expect(reply.errors?.[0]?.extensions?.['field']).toBe('phone');
      expect(reply.errors?.[0]?.message).toBe(SA_PHONE_MESSAGE);
    },
  );

  it('registration takes a South African number, or none', async () => {
    for (const phone of ['+27 82 123 4567', '021 123 4567', undefined]) {
      const reply = await stack.anonymous.gql(REGISTER, {
        input: {
          name: 'Sipho',
          email: `ok-${Math.random()}@example.co.za`,
          password: 'correct-horse-battery',
          ...(phone ? { phone } : {}),
        },
      });
      expect(reply.errors).toBeUndefined();
    }
  });

  it('the checkout refuses a new customer with a foreign number, and books one with 082 123 4567', async () => {
    const booking = { date, timeSlot: '10:00 - 10:45', lines: [{ serviceId }] };
    const email = `checkout-${Date.now()}@example.co.za`;
    const refused = await stack.anonymous.gql(CREATE, {
      input: { address: TEST_VISIT, booking, customer: customer('+1 555 0100', email) },
    });
    expect(firstCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.['field']).toBe('customer.phone');
    expect(refused.errors?.[0]?.message).toBe(SA_PHONE_MESSAGE);
    // the account was not created: the same e-mail can still book
    const booked = await stack.anonymous.gql(CREATE, {
      input: { address: TEST_VISIT, booking, customer: customer('082 123 4567', email) },
    });
    expect(booked.errors).toBeUndefined();
  });

  it('the checkout books "+27 (0)82 555 0199" and stores it as 0825550199', async () => {
    const booking = { date: workingDayAfter(10), timeSlot: '10:00 - 10:45', lines: [{ serviceId }] };
    const reply = await stack.anonymous.gql<{
      createBooking: { booking: { customer: { phone: string | null } | null } };
    }>(
      `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { customer { phone } } } }`,
      {
        input: {
          address: TEST_VISIT,
          booking,
          customer: customer('+27 (0)82 555 0199', `bracket-${Date.now()}@example.co.za`),
        },
      },
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.createBooking.booking.customer?.phone).toBe('0825550199');
  });
});
