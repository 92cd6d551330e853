/**
 * The e-mails that answer registration and the checkout's new-customer path without telling the
 * screen whether the address has an account (docs/product.md, "Limits a customer may meet"): a new
 * account is welcomed; the owner of an existing one is told someone used their address, and how to
 * sign in or reset the password.
 */
import { BRAND, letter, type MessageContent } from './messages.js';

/** What the e-mail answers: a registration, or a booking saved at the checkout. */
export type AccountNoticeKind =
  | { kind: 'welcome' }
  | { kind: 'exists-register' }
  | { kind: 'exists-checkout'; bookingDate: string; bookingTime: string };

export function accountNoticeMessage(
  name: string,
  notice: AccountNoticeKind,
  publicUrl: string,
): MessageContent {
  const signIn = `${publicUrl}/login`;
  const reset = `${publicUrl}/forgot-password`;
  switch (notice.kind) {
    case 'welcome':
      return letter(
        `Welcome to ${BRAND}`,
        `Hello ${name},`,
        [
          `Your ${BRAND} account is ready: you are signed in on the device you registered on.`,
          `Sign in at ${signIn} to book and to see your bookings.`,
          'If you did not create this account, reply to this e-mail and we will close it.',
        ],
        [],
      );
    case 'exists-register':
      return letter(
        `You already have a ${BRAND} account`,
        `Hello ${name},`,
        [
          'Someone, perhaps you, just tried to create a new account with this e-mail address. You already have one, so nothing was changed and no new account was made.',
          `Sign in at ${signIn}. Forgotten your password? Choose a new one at ${reset}.`,
          'If this was not you, you need do nothing: your account and password are as they were.',
        ],
        [],
      );
    case 'exists-checkout':
      return letter(
        `A booking was started with your ${BRAND} e-mail address`,
        `Hello ${name},`,
        [
          `Someone, perhaps you, just started a booking with this e-mail address for ${notice.bookingDate} at ${notice.bookingTime}. It is kept on your account, unpaid, for a short while; if nobody pays, its time slot is let go by itself.`,
          `Sign in at ${signIn} to see it, pay for it or cancel it. Forgotten your password? Choose a new one at ${reset}.`,
          'If this was not you, you need do nothing: your account and password are as they were.',
        ],
        [],
      );
  }
}
