/**
 * The one rule for a phone number: a South African number, written the way people write them.
 * Accepted: a 10-digit national number starting with 0 (0821234567, 021 123 4567) or the same number
 * in international form (+27 82 123 4567, +27825550199, 27 82 123 4567, 0027 82 123 4567, and with the
 * national 0 kept in brackets, +27 (0)82 123 4567), with spaces, dashes, dots or brackets between the
 * digits. The api, the gateway and the browser all check it with this module, and a saved number is
 * stored in the one national form `normaliseSaPhone` gives (0821234567).
 */
import { z } from 'zod';

export const SA_PHONE_MESSAGE =
  'Enter a South African phone number, for example 082 123 4567, 021 123 4567 or +27 82 123 4567.';

/** The number as ten national digits (0821234567), or null when it is not a South African number. */
export function normaliseSaPhone(input: string): string | null {
  const text = input.trim();
  if (!/^[+(\d][\d\s().-]*$/.test(text)) return null;
  // "+27 (0)82 …": the national 0 in brackets after the country code is written, not dialled.
  const digits = text.replace(/^(\+?27|0027)\s*\(0\)/, '$1').replace(/[\s().-]/g, '');
  let national: string;
  if (digits.startsWith('+27')) national = `0${digits.slice(3)}`;
  else if (digits.startsWith('0027')) national = `0${digits.slice(4)}`;
  else if (digits.startsWith('27') && digits.length === 11) national = `0${digits.slice(2)}`;
  else national = digits;
  // A national number: 0, then a non-zero area or mobile prefix digit, ten digits in all.
  return /^0[1-9]\d{8}$/.test(national) ? national : null;
}

export const isSaPhone = (input: string): boolean => normaliseSaPhone(input) !== null;

/** A REST body's phone: a South African number, stored in its national form (0821234567). */
export const zSaPhone = z
  .string()
  .max(50)
  .transform((value, ctx) => {
    const national = normaliseSaPhone(value);
    if (!national) ctx.addIssue({ code: 'custom', message: SA_PHONE_MESSAGE });
    return national ?? value;
  });

/**
 * What a search for a phone number looks for in a stored number's digits: the number after its
 * leading 0 (or +27), so "082 123 4567", "+27821234567" and "0821234567" find one another, and a
 * part of a number ("082 123") finds the numbers it begins. Null when the search is not a phone
 * number (letters in it, fewer than 5 digits, or not begun with 0, +27 or a bracket as a number
 * is): then it is searched as text.
 */
export function phoneSearchDigits(search: string): string | null {
  const text = search.trim();
  if (!/^[+(\d][\d\s().-]*$/.test(text)) return null;
  const national = normaliseSaPhone(text);
  if (national) return national.slice(1);
  // A part of a number is written as people start one: 0, +27 or a bracket (never a date or an id).
  if (!/^(0|\+27|\(0)/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 5) return null;
  if (text.startsWith('+27')) return digits.slice(2);
  if (digits.startsWith('0027')) return digits.slice(4);
  return digits.startsWith('0') ? digits.slice(1) : digits;
}
