/** A series' visits as the customer and the office read them (docs/recurring.md). */
import type { ApiBooking } from '../api/replies/bookings.js';
import { johannesburgNow } from '../booking/time-slots.js';

/** The visits still to come: not cancelled, not done, dated today or later in Johannesburg. */
export function upcomingVisits(visits: readonly ApiBooking[], now: Date = new Date()): ApiBooking[] {
  const today = johannesburgNow(now).date;
  return visits.filter(
    (v) => v.status !== 'cancelled' && v.status !== 'completed' && v.bookingDate.slice(0, 10) >= today,
  );
}
