/** Bodies of `calendar/*.php` (docs/api.md, "Calendar"): the company's calendar the office edits. */
import { z } from 'zod';
import { hoursProblem, SLOT_MINUTE_CHOICES } from '../calendar/hours.js';
import { zDate } from './fields.js';

const zMinuteOfDay = z
  .number()
  .int()
  .min(0)
  .max(24 * 60)
  .nullable();

/** The working hours of every weekday (0 Sunday to 6 Saturday) and the slot granularity. */
export const SaveCalendarBody = z
  .object({
    slotMinutes: z.union(
      SLOT_MINUTE_CHOICES.map((m) => z.literal(m)),
      'Slots last 15, 30 or 45 minutes',
    ),
    hours: z
      .array(
        z.object({ weekday: z.number().int().min(0).max(6), opensAt: zMinuteOfDay, closesAt: zMinuteOfDay }),
      )
      .length(7, 'Give the hours of all seven weekdays'),
  })
  .superRefine((body, ctx) => {
    const seen = new Set(body.hours.map((h) => h.weekday));
    if (seen.size !== 7) ctx.addIssue({ code: 'custom', path: ['hours'], message: 'Give each weekday once' });
    body.hours.forEach((h, i) => {
      const problem = hoursProblem(h.opensAt, h.closesAt, body.slotMinutes);
      if (problem) ctx.addIssue({ code: 'custom', path: ['hours', i, 'opensAt'], message: problem });
    });
  });

/** A day the office closes (or a holiday it closes again after opening it). */
export const CloseDayBody = z.object({
  date: zDate,
  reason: z.string().trim().min(1, 'Say why the day is closed').max(200),
});

/** A day the office opens again: its own closed day is removed, a public holiday is worked. */
export const OpenDayBody = z.object({ date: zDate });

export const CalendarQuery = z.object({ from: zDate.optional() });
