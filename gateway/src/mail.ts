/**
 * What the gateway needs from the e-mail module (gateway/src/email/, helper D2): the booking
 * confirmation after a verified payment, and the password-reset link.
 */
import type { ApiBooking } from './api/rest-types.js';

export interface PasswordResetMail {
  name: string;
  email: string;
  /** The raw single-use token; the link is PUBLIC_URL/reset-password/{token}. */
  token: string;
}

export interface Mailer {
  sendBookingConfirmation(booking: ApiBooking): Promise<void>;
  sendPasswordReset(mail: PasswordResetMail): Promise<void>;
}
