/**
 * The one rule for an e-mail address (docs/product.md), with the product's wording. The admin forms,
 * the generic admin tables and the gateway's own checks use the simple pattern; the REST bodies that
 * create an account or a quote request check a full address with zod.
 */
import { z } from 'zod';

/** The product's simple pattern: text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when the trimmed value matches the simple pattern. */
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** A form or admin-table field that is not an address: "Email must be a valid email address". */
export const invalidEmailMessage = (label = 'Email'): string => `${label} must be a valid email address`;

/** The REST contract's refusal of an address (docs/api.md). */
export const ENTER_VALID_EMAIL = 'Enter a valid e-mail address';

/** The longest address the REST contract takes. */
export const EMAIL_MAX = 320;

/** A full e-mail address as the REST bodies take it, untrimmed (quote requests). */
export const zEmailAddress = z.email(ENTER_VALID_EMAIL).max(EMAIL_MAX);

/** A full e-mail address, trimmed first (accounts, new customers). */
export const zEmail = z.string().trim().max(EMAIL_MAX).pipe(z.email(ENTER_VALID_EMAIL));
