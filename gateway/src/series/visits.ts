/** A series' visits as the customer and the office read them (docs/recurring.md). */
import type { ApiBooking } from '../api/replies/bookings.js';
import { addDays } from '@greenleaf/shared/calendar/dates';
import { johannesburgNow } from '../booking/time-slots.js';

/** The visits still to come: not cancelled, not done, dated today or later in Johannesburg. */
export function upcomingVisits(visits: readonly ApiBooking[], now: Date = new Date()): ApiBooking[] {
  const today = johannesburgNow(now).date;
  return visits.filter(
    (v) => v.status !== 'cancelled' && v.status !== 'completed' && v.bookingDate.slice(0, 10) >= today,
  );
}

/**
 * How far back the office's booking page lists a series' visits: those from 12 weeks before today on
 * (every visit still to come, and the latest done), not the years a long series makes. `visitCount`
 * counts them all; a customer's bookings page back through the rest.
 */
const RECENT_WEEKS = 12;

/** The first date of a series' recent visits. */
export function recentVisitsFrom(now: Date = new Date()): string {
  return addDays(johannesburgNow(now).date, -7 * RECENT_WEEKS);
}

/** The visits dated `from` or later, by date (a window's read also carries the first visit: not this). */
export const visitsFrom = (visits: readonly ApiBooking[], from: string): ApiBooking[] =>
  visits.filter((v) => v.bookingDate.slice(0, 10) >= from);
