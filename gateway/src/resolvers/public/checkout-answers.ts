/** The checkout's own parts of createBooking (resolvers/public/booking.ts): its refusals and answers. */
import type { NewCustomerInput } from '../../__generated__/resolvers-types.js';
import { badInput, errorCode, gatewayError } from '../../api/errors.js';
import type { ApiSavedBooking } from '../../api/replies/bookings.js';
import type { Booker, NewCustomerDetails } from '../../booking/save-booking.js';
import { areaNotServedMessage } from '../../booking/service-address.js';
import {
  FILL_ALL_FIELDS,
  newPassword,
  clippedTextOrNull,
  requiredEmail,
  requiredText,
  saPhone,
} from '../../booking/validation.js';
import type { GatewayContext } from '../../context.js';
import { SLOT_FULL_MESSAGE, tooSoonMessage, WORK_DOES_NOT_FIT_MESSAGE } from '@greenleaf/shared/refusals';
import { markOpenedByManageLink } from '../../booking/manage-token.js';
import { lookalikeOf } from '../../abuse/lookalike-user.js';

const EMAIL_TAKEN_SIGN_IN =
  'An account with this e-mail address already exists. Please sign in to continue your booking.';

export function newCustomerDetails(customer: NewCustomerInput | null | undefined): NewCustomerDetails {
  if (!customer) throw badInput('customer', FILL_ALL_FIELDS);
  return {
    name: requiredText(customer.name, 'customer.name', 'Name', FILL_ALL_FIELDS),
    email: requiredEmail(customer.email, 'customer.email', FILL_ALL_FIELDS),
    password: newPassword(customer.password, 'customer.password', FILL_ALL_FIELDS),
    phone: saPhone(requiredText(customer.phone, 'customer.phone', 'Phone', FILL_ALL_FIELDS)),
    address: clippedTextOrNull(customer.address) ?? null,
  };
}

/** The error a refused save is answered with: the api's refusal in the checkout's words and field. */
export function refusedSave(error: unknown, suburb: string, minLeadMinutes: number): unknown {
  switch (errorCode(error)) {
    case 'SLOT_FULL':
      return gatewayError('SLOT_FULL', SLOT_FULL_MESSAGE, { field: 'booking.timeSlot' });
    case 'EMAIL_TAKEN':
      return gatewayError('EMAIL_TAKEN', EMAIL_TAKEN_SIGN_IN, { field: 'customer.email' });
    case 'AREA_NOT_SERVED':
      return gatewayError('AREA_NOT_SERVED', areaNotServedMessage(suburb), {
        field: 'address.suburb',
      });
    case 'OUT_OF_SEASON':
      return gatewayError(
        'OUT_OF_SEASON',
        error instanceof Error ? error.message : 'This package cannot be booked on that date.',
        { field: 'booking.date' },
      );
    case 'TOO_SOON':
      return gatewayError('TOO_SOON', tooSoonMessage(minLeadMinutes), { field: 'booking.timeSlot' });
    case 'WORK_DOES_NOT_FIT':
      return gatewayError('WORK_DOES_NOT_FIT', WORK_DOES_NOT_FIT_MESSAGE, { field: 'booking.timeSlot' });
    default:
      return error;
  }
}

/**
 * docs/product.md "Limits a customer may meet": the e-mail has an account and the password typed is
 * not its own. The booking is kept on that account; the answer looks as a new customer's does (made
 * of what was typed, no session), and the owner is e-mailed how to see it.
 */
export function lookalikeAnswer(
  ctx: GatewayContext,
  booker: Booker,
  account: ApiSavedBooking['account'],
  booking: Omit<ApiSavedBooking, 'account' | 'existingAccount'>,
) {
  const details = (booker as { customer: NewCustomerDetails }).customer;
  const typed = lookalikeOf(details);
  void ctx.mailer
    .sendAccountNotice(
      { name: account.name, email: account.email },
      { kind: 'exists-checkout', bookingDate: booking.bookingDate, bookingTime: booking.bookingTime },
    )
    .catch((error: unknown) => ctx.log.error({ err: error }, 'account notice e-mail failed'));
  const customer = {
    id: typed.id,
    name: typed.name,
    email: typed.email,
    phone: typed.phone,
    address: typed.address,
  };
  // The booker's own answer, made only of what they typed: it reads as a new customer's does (its
  // details shown, as the booking's holder sees them), never as a receipt, which would tell them apart.
  return {
    booking: markOpenedByManageLink({ ...booking, userId: typed.id, user: customer }),
    user: typed,
  };
}
