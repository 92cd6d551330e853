/** Query strings and bodies of the schedule's api routes (docs/api.md, "Schedule"). */
import { z } from 'zod';
import { zBookingSlot } from './bookings.js';
import { zDate, zId } from './fields.js';

/** `bookings/covering.php`: the bookings whose cells (`booking_slots`) fall between two dates. */
export const CoveringQuery = z
  .object({ from: zDate, to: zDate })
  .refine((q) => q.to >= q.from, { message: 'The end date must not be before the start date', path: ['to'] });

/** One move of `bookings/move-many.php`: where the booking is expected to be, and where it goes. */
const PlannedMove = z.object({
  id: zId,
  fromDate: zDate,
  fromTime: zBookingSlot('Choose one of the day’s time slots'),
  /** The crew the plan found on it (null: unassigned). */
  fromCrewId: zId.nullable(),
  bookingDate: zDate,
  bookingTime: zBookingSlot('Choose one of the day’s time slots'),
  /** The crew to do it: an id, or null for unassigned. */
  crewId: zId.nullable(),
});

/** `bookings/move-many.php`: every move or none, in one transaction. */
export const MoveManyBody = z.object({
  moves: z.array(PlannedMove).min(1).max(200),
  updated_by: zId.nullish(),
});
