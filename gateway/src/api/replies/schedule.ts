/** The api's replies about the schedule: crews, slots and the company's calendar. */
import { z } from 'zod';
import { ApiBookingSchema } from './bookings.js';

/** A crew as `crews/list.php` answers it: members are staff users. */
export const ApiCrewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  colour: z.string(),
  active: z.boolean(),
  members: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
});
export type ApiCrew = z.infer<typeof ApiCrewSchema>;
export type ApiCrewMember = ApiCrew['members'][number];

/** `crews/deactivation-preview.php`: the crew's future jobs and the times over capacity without it. */
export const ApiCrewDeactivationPreviewSchema = z.object({
  crewId: z.number().int(),
  active: z.boolean(),
  jobs: z.array(
    z.object({
      id: z.number().int(),
      guidId: z.string(),
      bookingDate: z.string(),
      bookingTime: z.string(),
      status: z.string(),
      customerName: z.string().nullable(),
      suburb: z.string().nullable(),
    }),
  ),
  overCapacity: z.array(
    z.object({ date: z.string(), time: z.string(), booked: z.number().int(), capacity: z.number().int() }),
  ),
});

/** `crews/deactivate.php`: how many jobs moved (to `reassignedTo`, or unassigned when null). */
export const ApiCrewDeactivatedSchema = z.object({
  crewId: z.number().int(),
  moved: z.number().int(),
  reassignedTo: z.number().int().nullable(),
});

/** A slot with the bookings holding it and the places it has (the api's active crews, or its setting). */
export const ApiSlotSchema = z.object({
  bookingTime: z.string(),
  taken: z.number().int(),
  capacity: z.number().int().min(0),
});
export const ApiSlotsSchema = z.array(ApiSlotSchema);
export const ApiSlotDaysSchema = z.object({
  /** No booking may start sooner than this many minutes from now (the api's MIN_LEAD_MINUTES). */
  minLeadMinutes: z.number().int().min(0),
  /** The company's slot granularity in minutes (15, 30 or 45). */
  slotMinutes: z.number().int().positive(),
  days: z.array(
    z.object({
      date: z.string(),
      /** The day's slots (none on a closed day), with the most bookings holding any of their cells. */
      slots: ApiSlotsSchema,
      /** Where the asked work can start (the capacity trigger's covering rule), places left, its end. */
      starts: z.array(
        z.object({
          bookingTime: z.string(),
          remaining: z.number().int(),
          finishDate: z.string(),
          finish: z.string(),
          /** Working days the work covers from this start. */
          days: z.number().int().min(1),
        }),
      ),
    }),
  ),
});
export type ApiSlotDays = z.infer<typeof ApiSlotDaysSchema>;

/** `calendar/get.php`: the company's calendar (times in minutes since midnight). */
export const ApiCalendarSchema = z.object({
  slotMinutes: z.number().int(),
  hours: z.array(
    z.object({
      weekday: z.number().int(),
      opensAt: z.number().int().nullable(),
      closesAt: z.number().int().nullable(),
    }),
  ),
  closedDays: z.array(
    z.object({
      date: z.string(),
      reason: z.string(),
      source: z.enum(['holiday', 'office']),
      open: z.boolean(),
    }),
  ),
});
export type ApiCalendar = z.infer<typeof ApiCalendarSchema>;

/** `calendar/save.php`, `close-day.php`, `open-day.php`: the calendar and the bookings outside it. */
export const ApiCalendarChangeSchema = z.object({
  calendar: ApiCalendarSchema,
  outside: z.array(ApiBookingSchema),
});
export type ApiSlot = z.infer<typeof ApiSlotSchema>;
