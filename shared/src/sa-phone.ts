/**
 * The one rule for a phone number: a South African number, written the way people write them.
 * Accepted: a 10-digit national number starting with 0 (0821234567, 021 123 4567) or the same number
 * in international form (+27 82 123 4567, 0027 82 123 4567), with spaces, dashes, dots or brackets
 * between the digits. The gateway and the browser both check it with this module.
 */
export const SA_PHONE_MESSAGE =
  'Enter a South African phone number, for example 082 123 4567, 021 123 4567 or +27 82 123 4567.';

/** The number as ten national digits (0821234567), or null when it is not a South African number. */
export function normaliseSaPhone(input: string): string | null {
  const text = input.trim();
  if (!/^[+(\d][\d\s().-]*$/.test(text)) return null;
  const digits = text.replace(/[\s().-]/g, '');
  let national: string;
  if (digits.startsWith('+27')) national = `0${digits.slice(3)}`;
  else if (digits.startsWith('0027')) national = `0${digits.slice(4)}`;
  else if (digits.startsWith('27') && digits.length === 11) national = `0${digits.slice(2)}`;
  else national = digits;
  // A national number: 0, then a non-zero area or mobile prefix digit, ten digits in all.
  return /^0[1-9]\d{8}$/.test(national) ? national : null;
}

export const isSaPhone = (input: string): boolean => normaliseSaPhone(input) !== null;
