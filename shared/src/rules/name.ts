/**
 * The one rule for a name and other required text (docs/product.md, "Limits in numbers"), with the
 * product's wording: "{label} is required", "{label} must be at least {n} characters".
 */
import { z } from 'zod';
import { isSingleLineText, SINGLE_LINE_TEXT_MESSAGE } from './single-line-text.js';

/** A modifier's or a variation's name. */
export const PARENT_NAME_MIN = 3;
/** An option's name (modifier option) or label (variation option). */
export const OPTION_NAME_MIN = 2;

export const requiredMessage = (label: string): string => `${label} is required`;
export const tooShortMessage = (label: string, min: number): string =>
  `${label} must be at least ${min} characters`;
export const tooLongMessage = (label: string, max: number): string =>
  `${label} must be at most ${max} characters`;

/**
 * The first rule trimmed text breaks ("{label} is required", too short, or a hidden character: the
 * single-line text rule), or null.
 */
export function nameProblem(label: string, value: string, min = 1): string | null {
  const text = value.trim();
  if (text === '') return requiredMessage(label);
  if (text.length < min) return tooShortMessage(label, min);
  if (!isSingleLineText(text)) return SINGLE_LINE_TEXT_MESSAGE;
  return null;
}

/**
 * Required single-line text of a REST body (a name, a street, a suburb), trimmed; "Required" when
 * blank (the contract's short wording); no hidden or direction-changing character (single-line-text).
 */
export const zName = (max = 200) =>
  z.string().trim().min(1, 'Required').max(max).refine(isSingleLineText, SINGLE_LINE_TEXT_MESSAGE);

/** A required name with the admin forms' wording, trimmed, of at least `min` characters. */
export const zNamed = (label: string, min = 1, max = 200) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .min(min, tooShortMessage(label, min))
    .max(max, tooLongMessage(label, max))
    .refine(isSingleLineText, SINGLE_LINE_TEXT_MESSAGE);
