import type { APIRequestContext, Page } from '@playwright/test';
import { catalogueService, graphql, oneOffLine, uniqueEmail, uniqueFutureDate, uniquePhone } from './gateway';
import { workingDay } from '../../working-day';

/** Saves a booking and answers its guid (the gateway's createBooking). */
export const CREATE_BOOKING = `
  mutation Book($input: CreateBookingInput!) {
    createBooking(input: $input) {
      booking {
        guidId
      }
    }
  }
`;

/**
 * A date for `bookThroughGateway` meaning "any day far ahead with room": a random one, and another if
 * the journeys running alongside (which book on random days too) have filled that slot.
 */
export const ANY_FREE_DAY = 'any free day';

/** One service at a date and time, and where, for `bookThroughGateway`. */
interface GatewayBooking {
  serviceId: string;
  date: string;
  timeSlot: string;
  address?: { street: string; suburb: string; postalCode: string; propertyNotes?: string };
}

/**
 * Saves a booking straight through the gateway as a new customer (its own fresh request context, so
 * the session cookie it gets does not leak into the page). Returns the guidId.
 */
export async function bookThroughGateway(
  request: APIRequestContext,
  booking: GatewayBooking,
): Promise<string> {
  if (booking.date !== ANY_FREE_DAY) return bookOnce(request, booking);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await bookOnce(request, { ...booking, date: uniqueFutureDate() });
    } catch (error) {
      if (attempt >= 7 || !String(error).includes('SLOT_FULL')) throw error;
    }
  }
}

/**
 * A new customer books `serviceName` (10:00 on any free day) through the page's own request context,
 * which shares the browser's cookies: the page is signed in as them afterwards. Returns the service.
 */
export async function bookSignedIn(page: Page, request: APIRequestContext, serviceName: string) {
  const service = await catalogueService(request, serviceName);
  await bookThroughGateway(page.request, {
    serviceId: service.id,
    date: ANY_FREE_DAY,
    timeSlot: '10:00 - 10:45',
  });
  return service;
}

async function bookOnce(request: APIRequestContext, booking: GatewayBooking): Promise<string> {
  const data = await graphql<{ createBooking: { booking: { guidId: string } } }>(request, CREATE_BOOKING, {
    input: {
      booking: {
        lines: [await oneOffLine(request, booking.serviceId)],
        date: booking.date,
        timeSlot: booking.timeSlot,
      },
      customer: {
        name: 'Slot Filler',
        email: uniqueEmail('filler'),
        password: 'filler-password-1',
        phone: uniquePhone(),
      },
      // every booking carries a visit address (a served suburb unless the test gives one)
      address: booking.address ?? { street: '2 Filler Lane', suburb: 'Rondebosch', postalCode: '7700' },
    },
  });
  return data.createBooking.booking.guidId;
}

export const VISIT = { street: '2 Filler Lane', suburb: 'Rondebosch', postalCode: '7700' };

/** A new customer's booking through the gateway on the page's own cookies (so they are signed in). */
export async function bookAsNewCustomer(page: Page, serviceId: string, date: string, timeSlot: string) {
  const email = uniqueEmail('mine');
  const data = await graphql<{ createBooking: { booking: { guidId: string } } }>(
    page.request,
    CREATE_BOOKING,
    {
      input: {
        booking: { lines: [await oneOffLine(page.request, serviceId)], date, timeSlot },
        address: VISIT,
        customer: { name: 'Naledi Khumalo', email, password: 'naledi-password-1', phone: uniquePhone() },
      },
    },
  );
  return { guidId: data.createBooking.booking.guidId, email };
}

/** A working day (Monday to Saturday, not a holiday) at least `n` days after `date` (YYYY-MM-DD). */
export function daysAfter(date: string, n: number): string {
  return workingDay(new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10));
}

/** Moves the booking open on `page` to `date` at `slot` through its Reschedule form. */
export async function rescheduleTo(page: Page, date: string, slot: string) {
  await page.getByRole('button', { name: 'Reschedule' }).click();
  await page.getByRole('textbox', { name: 'New date' }).fill(date);
  await page.getByRole('combobox', { name: 'New time' }).click();
  await page.getByRole('option', { name: slot, exact: true }).click();
  await page.getByRole('button', { name: 'Move my visit' }).click();
}
