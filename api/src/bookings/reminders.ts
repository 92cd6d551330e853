/**
 * The reminder e-mail's claim: a confirmed booking (or a series' later visit still to be paid) whose visit starts within `leadHours` and has had
 * no reminder is marked `reminder_sent_at = now()` in one UPDATE that only touches rows still unmarked,
 * and returned to the caller, who sends the e-mail. Two replicas asking at the same moment claim
 * disjoint sets (rows another claimer holds are skipped, and a row marked meanwhile no longer matches
 * `reminder_sent_at IS NULL`), so each reminder is sent once.
 *
 * Only the visits of the next few days are read, through an index (starts-within.ts, migration 0060),
 * and at most `limit` of them a call: the claim's cost does not grow with history (issue #34).
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ClaimRemindersBody } from '@greenleaf/shared/rest/bookings';
import type { Db } from '../db/client.js';
import { bookings } from '../db/schema.js';
import { startsWithin } from './starts-within.js';

/** Claims the reminders due now; the ids of the bookings this caller must remind. */
export async function claimDueReminders(
  db: Db,
  input: z.infer<typeof ClaimRemindersBody>,
): Promise<number[]> {
  const due = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        // A series' later visit awaiting payment is reminded too: its e-mail carries the pay link.
        or(
          eq(bookings.status, 'confirmed'),
          and(eq(bookings.status, 'pending'), eq(bookings.payLater, true)),
        ),
        isNull(bookings.reminderSentAt),
        startsWithin(input.leadHours),
      ),
    )
    .orderBy(asc(bookings.id))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(bookings)
    .set({ reminderSentAt: sql`now()` })
    .where(and(inArray(bookings.id, due), isNull(bookings.reminderSentAt)))
    .returning({ id: bookings.id });
  return claimed.map((row) => row.id).sort((a, b) => a - b);
}
