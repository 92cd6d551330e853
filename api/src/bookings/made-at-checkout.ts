import { sql } from 'drizzle-orm';
import { bookings } from '../db/schema.js';

/**
 * A booking MADE by a checkout (the customer's save, the office's booking, a booking from a quote
 * request): every booking but the later visits a recurring series or a programme creates itself (a
 * series' first visit is its checkout's booking). The unpaid-hold limit and the dashboard's "Bookings
 * made" both read it.
 */
export const madeAtCheckout = sql`(${bookings.seriesId} is null or ${bookings.id} = (select bs.first_booking_id from booking_series bs where bs.id = ${bookings.seriesId}))`;
