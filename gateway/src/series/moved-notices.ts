/**
 * What the customer is told when a series' first visit is paid.
 * - A recurring series: the api plans its next visits at once, in the payment's call (not through the
 *   series job). Each visit it placed in another slot than planned (`movedFrom`: that slot was full)
 *   owes its customer an e-mail, stored by the api with the visit and composed by the gateway
 *   (email/notices.ts), as the job's own are.
 * - A seasonal programme: its later visits were booked with the first; the confirmation lists them.
 * - The confirmation of a recurring series' first visit says how it repeats and what each later visit costs. */
import type { ApiClient } from '../api/client.js';
import type { ApiBooking } from '../api/replies/bookings.js';
import type { ConfirmedRepeat } from '../email/messages.js';

/** What a first visit's confirmation tells of the series it starts. */
interface ConfirmationSeries {
  /** A seasonal programme's later visits (booked with it, confirmed by the same payment), by date. */
  programmeVisits: ApiBooking[];
  /** The recurring series it starts: how it repeats and what each later visit costs. */
  repeat: ConfirmedRepeat | null;
}

/**
 * A first visit just paid: for the confirmation e-mail, a seasonal programme's later visits (a visit
 * placed elsewhere than planned at booking carries `movedFrom`, and the e-mail says so) and the
 * recurring series it starts (every how many weeks, at which slot, each later visit's price); none
 * for any other booking. Each series is found by its first visit: a package booked with a repeating
 * service is the repeat's first visit and the programme's first visit too.
 */
export async function confirmationSeries(api: ApiClient, paid: ApiBooking): Promise<ConfirmationSeries> {
  if (paid.seriesId == null || paid.userId == null) return { programmeVisits: [], repeat: null };
  const started = (await api.get('series/list.php', { userId: paid.userId })).filter(
    (s) => s.firstBookingId === paid.id,
  );
  const programme = started.find((s) => s.kind === 'programme');
  const repeat = started.find((s) => s.kind === 'repeat' && s.repeatWeeks !== null);
  return {
    programmeVisits: programme
      ? programme.visits.filter((v) => v.id !== paid.id && v.status !== 'cancelled')
      : [],
    repeat: repeat ?? null,
  };
}
