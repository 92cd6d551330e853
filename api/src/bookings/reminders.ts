/**
 * The reminder e-mail's claim: a confirmed booking (or a series' later visit still to be paid) whose
 * visit starts within `leadHours`, has had no reminder and is not held by another replica is leased to
 * the caller (`reminder_claimed_until = now() + leaseSeconds`) in one UPDATE, and returned; the caller
 * writes the e-mail and stores it in the outbox (email/enqueue.php with `reminderOf`), which marks
 * `reminder_sent_at` in the same transaction under the dedupe key `reminder:<id>` (migration 0080).
 * Two replicas asking at the same moment claim disjoint sets (rows another claimer holds are skipped,
 * and a row leased meanwhile no longer matches); a replica lost after its claim leaves the reminder to
 * the next claim once the lease passes. Each reminder is stored once and never lost.
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
        or(isNull(bookings.reminderClaimedUntil), sql`${bookings.reminderClaimedUntil} < now()`),
        startsWithin(input.leadHours),
      ),
    )
    .orderBy(asc(bookings.id))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(bookings)
    .set({ reminderClaimedUntil: sql`now() + make_interval(secs => ${input.leaseSeconds})` })
    .where(and(inArray(bookings.id, due), isNull(bookings.reminderSentAt)))
    .returning({ id: bookings.id });
  return claimed.map((row) => row.id).sort((a, b) => a - b);
}
