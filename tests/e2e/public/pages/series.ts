import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CREATE_BOOKING } from './bookings';
import { Checkout } from './Checkout';
import { catalogueService, graphql, uniqueEmail, uniquePhone } from './gateway';
import { PaymentSimulator } from './PaymentSimulator';
import { workingDay } from '../../working-day';

const VISIT = { street: '7 Kikuyu Close', suburb: 'Rondebosch', postalCode: '7700' };

/** YYYY-MM-DD `n` days after `date`. */
export function daysAfter(date: string, n: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A day soon (3 to `lastDay` days ahead in Johannesburg, random) for a series' first visit: its next
 * visits then fall inside the 8 weeks the series job plans ahead. Other journeys book months ahead.
 */
export function soonDate(lastDay = 16): string {
  const today = new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10);
  // a working day whose visits a fortnight and a month later are working days too (not a holiday)
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const day = daysAfter(today, 3 + Math.floor(Math.random() * (lastDay - 2)));
    if ([0, 14, 28].every((n) => workingDay(daysAfter(day, n)) === daysAfter(day, n))) return day;
  }
  throw new Error(`no working day with working fortnights in the next ${lastDay} days`);
}

/** Lawn Mowing with each variation's first option except Frequency, which is `frequency`. */
export async function mowingLine(request: APIRequestContext, frequency: 'Fortnightly' | 'Once-off') {
  const mowing = await catalogueService(request, 'Lawn Mowing');
  const optionIds = mowing.variations.map((v) =>
    v.variationName === 'Frequency' ? v.options.find((o) => o.label === frequency)!.id : v.options[0]!.id,
  );
  return { serviceId: mowing.id, optionIds };
}

/** A new customer's booking through the gateway on `request`'s cookies (signed in as them after). */
export async function bookAsNewCustomer(
  request: APIRequestContext,
  line: { serviceId: string; optionIds: string[] },
  date: string,
  timeSlot: string,
  name = 'Thandi Mokoena',
) {
  const email = uniqueEmail('series');
  const data = await graphql<{ createBooking: { booking: { guidId: string } } }>(request, CREATE_BOOKING, {
    input: {
      booking: { lines: [line], date, timeSlot },
      address: VISIT,
      customer: { name, email, password: 'thandi-password-1', phone: uniquePhone() },
    },
  });
  return { guidId: data.createBooking.booking.guidId, email };
}

/** Pays a pending booking through the payments step and the simulator, as the customer does. */
export async function payInBrowser(page: Page, guidId: string) {
  await page.goto(`/booking-checkout/payments/${guidId}`);
  await new Checkout(page).pay();
  await new PaymentSimulator(page).pay();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 20_000 });
}
