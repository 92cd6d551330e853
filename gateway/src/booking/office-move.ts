/**
 * The office moves a booking: to another start (its whole length must fit from there, capacity is the
 * database's), to another crew (free in every slot the work covers, else CREW_BUSY), or both, in one
 * write. The office may move inside the customer's change cut-off and lead time. The customer is
 * e-mailed the new time when the api stores the move's notice (whenever the date or time changes: a
 * crew change alone is not news to them), unless the office says not to (`notify: false`).
 */
import { CREW_BUSY_MESSAGE, SLOT_FULL_MESSAGE, WORK_DOES_NOT_FIT_MESSAGE } from '@greenleaf/shared/refusals';
import type { ApiBooking } from '../api/replies/bookings.js';
import { badInput, errorCode, gatewayError } from '../api/errors.js';
import type { GatewayContext } from '../context.js';
import { askNotice, sendNotice, wasOf } from '../email/notices.js';
import { offeredStart } from './offered-slot.js';

interface OfficeMove {
  date: string;
  timeSlot: string;
  /** A crew id, '' or null to unassign, undefined to keep the booking's crew. */
  crewId?: string | null | undefined;
  /** false: the customer is not e-mailed (true when left out). */
  notify?: boolean | null | undefined;
}

/** The crew id a move asks for: a number, null (unassign) or undefined (keep). */
function crewChoice(crewId: string | null | undefined, field: string): number | null | undefined {
  if (crewId === undefined) return undefined;
  if (crewId === null || crewId.trim() === '') return null;
  const id = Number(crewId);
  if (!Number.isInteger(id) || id < 1) throw badInput(field, 'Please choose one of the crews.');
  return id;
}

/**
 * Moves `booking` as the office asks; answers the booking as stored, and whether the customer is told:
 * the api stored the move's notice (it does when the date or time changed), composed before answering.
 * When the api could not be asked after the move, the notice job composes whatever it stored: told.
 */
export async function officeMove(
  ctx: GatewayContext,
  booking: ApiBooking,
  move: OfficeMove,
  fields: { date: string; timeSlot: string; crewId: string },
  actorId: number,
): Promise<{ booking: ApiBooking; notified: boolean }> {
  if (booking.status !== 'pending' && booking.status !== 'confirmed') {
    throw gatewayError('INVALID_TRANSITION', `A ${booking.status} booking cannot be moved to another slot.`, {
      field: fields.date,
    });
  }
  const crewId = crewChoice(move.crewId, fields.crewId);
  if (crewId) {
    const crew = (await ctx.api.get('crews/list.php')).find((c) => c.id === crewId);
    if (!crew || !crew.active) throw badInput(fields.crewId, 'Please choose one of the active crews.');
  }
  const { slot } = await offeredStart(
    ctx.api,
    { date: move.date, label: move.timeSlot, minutes: booking.durationMinutes, leadTime: false },
    { date: fields.date, timeSlot: fields.timeSlot },
  );
  const sameTime = booking.bookingDate === move.date && booking.bookingTime === slot.label;
  const sameCrew = crewId === undefined || crewId === (booking.crewId ?? null);
  if (sameTime && sameCrew) return { booking, notified: false };
  // The customer's e-mail, unless the office chose not to send it, is owed with the move (stored by the
  // api when the date or time changes: email/notices.ts).
  const notice = move.notify === false ? undefined : askNotice({ previous: wasOf(booking) });
  try {
    const moved = await ctx.api.forWrite().post('bookings/reschedule.php', {
      id: booking.id,
      bookingDate: move.date,
      bookingTime: slot.label,
      ...(crewId !== undefined ? { crewId } : {}),
      updated_by: actorId,
      ...(notice ? { notice } : {}),
    });
    return { booking: moved, notified: notice ? (await sendNotice(ctx, notice, moved)) !== false : false };
  } catch (error) {
    switch (errorCode(error)) {
      case 'SLOT_FULL':
        throw gatewayError('SLOT_FULL', SLOT_FULL_MESSAGE, { field: fields.timeSlot });
      case 'CREW_BUSY':
        throw gatewayError('CREW_BUSY', CREW_BUSY_MESSAGE, { field: fields.crewId });
      case 'WORK_DOES_NOT_FIT':
        throw gatewayError('WORK_DOES_NOT_FIT', WORK_DOES_NOT_FIT_MESSAGE, { field: fields.timeSlot });
      case 'INVALID_TRANSITION': {
        const current = await ctx.api.get('bookings/get.php', { id: booking.id });
        throw gatewayError(
          'INVALID_TRANSITION',
          `A ${current.status} booking cannot be moved to another slot.`,
          { field: fields.date },
        );
      }
      default:
        throw error;
    }
  }
}
