/** The SQLSTATE of a database error, looking through drizzle's wrapper (`cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let i = 0; i < 4 && e; i++) {
    if (typeof e.code === 'string') return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const SLOT_FULL = 'GL001';
/** The work does not fit the day from that slot (the capacity trigger's `booking_covered_slots`). */
export const WORK_DOES_NOT_FIT = 'GL003';
/** The crew already works in a slot the booking covers (the capacity trigger). */
export const CREW_BUSY = 'GL004';
/** The day is not worked or the time is not one of its starts (the company's calendar, migration 0027). */
export const CLOSED_TIME = 'GL027';
