import type { BookingInput } from '../../__generated__/graphql';
import type { BookingLine, StoredBooking } from './bookingStorage';

function lineInput(line: BookingLine): BookingInput['lines'][number] {
  return line.kind === 'service'
    ? { serviceId: line.serviceId, optionIds: Object.values(line.options), addOnIds: line.addOnIds }
    : { packageId: line.packageId };
}

/** The gateway's BookingInput for the stored choices (ids only; the gateway prices them). */
export function toBookingInput(booking: StoredBooking): BookingInput {
  return {
    lines: booking.lines.map(lineInput),
    modifierOptionIds: Object.values(booking.modifiers),
    date: booking.date,
    timeSlot: booking.slot,
    referralCode: booking.referralCode?.trim() || null,
  };
}
