/**
 * The quote request's field rules (docs/product.md, "Quote requests"): each text field required, with
 * its most characters and its words when missing; name, street and suburb one line each (the
 * single-line rule), the description several lines. The phone is the South African rule
 * (`zSaPhone`, at most 50 characters) and the postal code 4 digits (`postal-code.ts`). The REST body
 * (`rest/quote-requests.ts`, which the gateway also checks `requestQuote` with) and the client's form read them.
 */
import { z } from 'zod';
import { isSingleLineText, SINGLE_LINE_TEXT_MESSAGE } from './single-line-text.js';

export const QUOTE_TEXT_FIELDS = {
  name: { max: 200, missing: 'Enter your name', singleLine: true },
  street: { max: 200, missing: 'Enter the street address', singleLine: true },
  suburb: { max: 100, missing: 'Enter the suburb', singleLine: true },
  description: { max: 4000, missing: 'Tell us what you would like done', singleLine: false },
} as const;
export type QuoteTextField = keyof typeof QUOTE_TEXT_FIELDS;

/** What is wrong with a quote request's text field (trimmed), or null. */
export function quoteTextProblem(field: QuoteTextField, value: string): string | null {
  const rule = QUOTE_TEXT_FIELDS[field];
  const text = value.trim();
  if (text === '') return rule.missing;
  if (text.length > rule.max) return `At most ${rule.max} characters`;
  if (rule.singleLine && !isSingleLineText(text)) return SINGLE_LINE_TEXT_MESSAGE;
  return null;
}

/** A quote request's text field in a body, trimmed, checked by `quoteTextProblem`. */
export const zQuoteText = (field: QuoteTextField) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = quoteTextProblem(field, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
