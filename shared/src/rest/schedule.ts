/** Query strings and bodies of the schedule's api routes (docs/api.md, "Schedule"). */
import { z } from 'zod';
import { zBookingSlot } from './bookings.js';
import { zDate, zId } from './fields.js';
import { NoticeRequest } from './email-outbox.js';

/** `bookings/covering.php`: the bookings whose cells (`booking_slots`) fall between two dates. */
export const CoveringQuery = z
  .object({
    from: zDate,
    to: zDate,
    /** `schedule`: each booking with only what the schedule lays out (api/src/bookings/read-schedule-view.ts). */
    view: z.enum(['full', 'schedule']).default('full'),
  })
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
  /**
   * A continuation (work of more than a day, rained out after it started): the cells it held before
   * `breakDate` (the rain day) stay where they were, and the work still to do resumes at `resumeTime`
   * on `resumeDate`; the booking's start stays (`bookingDate`/`bookingTime` are where it is).
   */
  breakDate: zDate.optional(),
  resumeDate: zDate.optional(),
  resumeTime: zBookingSlot('Choose one of the day’s time slots').optional(),
  /** The customer is to hear of the move: stored with it (docs/api.md, "E-mail notices"). */
  notice: NoticeRequest.optional(),
});

/** `bookings/move-many.php`: every move or none, in one transaction. */
export const MoveManyBody = z.object({
  moves: z
    .array(
      PlannedMove.refine(
        (m) =>
          (m.resumeDate === undefined) === (m.resumeTime === undefined) &&
          (m.resumeDate === undefined) === (m.breakDate === undefined),
        {
          message: 'A continuation needs its date and its time',
          path: ['resumeTime'],
        },
      ).refine(
        (m) => m.resumeDate === undefined || (m.bookingDate === m.fromDate && m.bookingTime === m.fromTime),
        { message: 'A continuation keeps the booking’s start', path: ['bookingDate'] },
      ),
    )
    .min(1)
    .max(200),
  updated_by: zId.nullish(),
});
