/** The one rule for a password (docs/product.md, "Accounts"): at least 8 characters, at most 200. */
import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/** "Password must be at least 8 characters" (or another field label). */
export const passwordTooShortMessage = (label = 'Password'): string =>
  `${label} must be at least ${PASSWORD_MIN} characters`;

/** "Password must be at most 200 characters" (or another field label). */
export const passwordTooLongMessage = (label = 'Password'): string =>
  `${label} must be at most ${PASSWORD_MAX} characters`;

/** True when the password is long enough (its length is not trimmed). */
export const isLongEnoughPassword = (value: string): boolean => value.length >= PASSWORD_MIN;

/** A new password as the REST bodies take it. */
export const zPassword = z.string().min(PASSWORD_MIN, passwordTooShortMessage()).max(PASSWORD_MAX);
