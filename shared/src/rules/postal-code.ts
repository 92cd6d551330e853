/**
 * The one postal code rule (South African: 4 digits), for every address a customer or the office
 * gives: the checkout's visit address, a customer's saved property, a quote request.
 */
import { z } from 'zod';

export const POSTAL_CODE_MESSAGE = 'Enter the 4-digit postal code';

/** True when `value`, trimmed, is a postal code. */
export const isPostalCode = (value: string): boolean => /^\d{4}$/.test(value.trim());

/** A postal code in a body, trimmed. */
export const zPostalCode = z.string().trim().refine(isPostalCode, POSTAL_CODE_MESSAGE);
