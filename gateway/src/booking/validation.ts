/** Checks on user input that the gateway answers itself, with the product's wording where it has one. */
import { badInput } from '../api/errors.js';

export const FILL_ALL_FIELDS = 'Please fill in all fields';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Trimmed text, or BAD_USER_INPUT "{label} is required" naming the field. */
export function requiredText(
  value: string | null | undefined,
  field: string,
  label: string,
  message?: string,
): string {
  const text = (value ?? '').trim();
  if (!text) throw badInput(field, message ?? `${label} is required`);
  return text;
}

export function requiredEmail(value: string | null | undefined, field: string, message?: string): string {
  const email = requiredText(value, field, 'Email', message);
  if (!isEmail(email)) throw badInput(field, 'Email must be a valid email address');
  if (email.length > 254) throw badInput(field, 'Email is too long');
  return email.toLowerCase();
}

export function newPassword(value: string | null | undefined, field: string, message?: string): string {
  const password = value ?? '';
  if (!password) throw badInput(field, message ?? 'Password is required');
  if (password.length < 8) throw badInput(field, 'Password must be at least 8 characters');
  if (password.length > 200) throw badInput(field, 'Password must be at most 200 characters');
  return password;
}

export function optionalText(value: string | null | undefined, max = 500): string | null {
  const text = (value ?? '').trim();
  return text ? text.slice(0, max) : null;
}
