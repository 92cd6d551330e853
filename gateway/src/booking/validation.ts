/** Checks on user input that the gateway answers itself, with the product's wording where it has one. */
import { invalidEmailMessage, isEmail } from '@greenleaf/shared/rules/email';
import { requiredMessage } from '@greenleaf/shared/rules/name';
import {
  isLongEnoughPassword,
  PASSWORD_MAX,
  passwordTooLongMessage,
  passwordTooShortMessage,
} from '@greenleaf/shared/rules/password';
import { SA_PHONE_MESSAGE, normaliseSaPhone } from '@greenleaf/shared/sa-phone';
import { badInput } from '../api/errors.js';

export { isEmail };

export const FILL_ALL_FIELDS = 'Please fill in all fields';

/** Trimmed text, or BAD_USER_INPUT "{label} is required" naming the field. */
export function requiredText(
  value: string | null | undefined,
  field: string,
  label: string,
  message?: string,
): string {
  const text = (value ?? '').trim();
  if (!text) throw badInput(field, message ?? requiredMessage(label));
  return text;
}

export function requiredEmail(value: string | null | undefined, field: string, message?: string): string {
  const email = requiredText(value, field, 'Email', message);
  if (!isEmail(email)) throw badInput(field, invalidEmailMessage());
  if (email.length > 254) throw badInput(field, 'Email is too long');
  return email.toLowerCase();
}

export function newPassword(value: string | null | undefined, field: string, message?: string): string {
  const password = value ?? '';
  if (!password) throw badInput(field, message ?? 'Password is required');
  if (!isLongEnoughPassword(password)) throw badInput(field, passwordTooShortMessage());
  if (password.length > PASSWORD_MAX) throw badInput(field, passwordTooLongMessage());
  return password;
}

/** Optional text of a new record: trimmed and cut to `max` characters; absent or empty is null. */
export function clippedTextOrNull(value: string | null | undefined, max = 500): string | null {
  const text = (value ?? '').trim();
  return text ? text.slice(0, max) : null;
}

/** A South African phone number in its stored national form, or BAD_USER_INPUT on the customer's phone field. */
export function saPhone(phone: string): string {
  const national = normaliseSaPhone(phone);
  if (!national) throw badInput('customer.phone', SA_PHONE_MESSAGE);
  return national;
}
