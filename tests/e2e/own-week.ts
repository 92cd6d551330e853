import { closeSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { workingDay } from './working-day';

/**
 * Far days that belong to one journey. Journeys run side by side against one stack, and a journey's
 * bookings spill past its day (a two-day job, rain moving jobs to the next days with room), so a claim
 * is a whole week: the journey gets the week's first working day and the rest of the week stays out
 * of every other journey's reach. The claim is a file created exclusively, so it holds across the
 * Playwright workers; `forgetClaimedWeeks` (the run's global setup) starts each run with none.
 */
const CLAIMS = join(import.meta.dirname, '..', '..', '.tmp', 'e2e-weeks');
/**
 * Weeks ahead the claims start (past any series' horizon and the change cut-off) and how many there
 * are: up to about 660 days ahead, the range the journeys have always booked in.
 */
const FIRST_WEEK = 9;
const WEEKS = 85;

export function forgetClaimedWeeks(): void {
  rmSync(CLAIMS, { recursive: true, force: true });
}

/** The first working day (YYYY-MM-DD) of a far week no other journey of this run has. */
export function ownWeek(): string {
  mkdirSync(CLAIMS, { recursive: true });
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const nextMonday = today.getTime() + ((8 - today.getUTCDay()) % 7 || 7) * 86_400_000;
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const week = FIRST_WEEK + Math.floor(Math.random() * WEEKS);
    const monday = new Date(nextMonday + week * 7 * 86_400_000).toISOString().slice(0, 10);
    try {
      closeSync(openSync(join(CLAIMS, monday), 'wx'));
      return workingDay(monday);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`all ${WEEKS} far weeks are claimed`);
}
