/** The api's replies about accounts: users, password resets, sign-in attempts, the office's customers and their properties. */
import { z } from 'zod';
import { audit, id, text } from './fields.js';

export const ApiUserSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: text,
  address: text,
  role: z.string().nullish(),
  /** The version a session opened now is bound to; raised when the user's sessions end. */
  sessionVersion: z.number().int(),
  /** Manage links issued at or before this ISO time open nothing (booking/manage-access.ts); null: none ended. */
  tokensValidAfter: z.string().nullish(),
  /** The code this customer shares (older api replies may lack it). */
  referralCode: z.string().nullish(),
  ...audit,
});
export type ApiUser = z.infer<typeof ApiUserSchema>;

export const ApiResetTokenSchema = z.object({
  token: z.string(),
  userId: id,
  name: z.string(),
  email: z.string(),
});

/** users/reset-password.php: done, and whose account it was (an older api leaves the e-mail out). */
export const ApiPasswordResetSchema = z.object({ success: z.literal(true), email: z.string().optional() });

/** users/login-failures/reserve.php: the attempt allowed and counted (by these rows), or the wait; each key's units in its window. */
export const ApiAttemptReservationSchema = z.object({
  allowed: z.boolean(),
  retryAfterSeconds: z.number().int().min(0),
  ids: z.array(z.number().int()),
  /** The keys that refused the attempt (an older api leaves it out). */
  limitedBy: z.array(z.string()).default([]),
  counts: z.record(z.string(), z.number()).optional(),
});

/** One of the office's customers in the list (`customers/list.php`). */
export const ApiCustomerRowSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: text,
  statusId: z.number().int(),
  createdAt: z.string().nullable(),
  /** When their details last changed (name, e-mail, phone, status; migration 0077). */
  updatedAt: z.string().nullable(),
  bookingsCount: z.number().int(),
  lastVisit: z.string().nullable(),
});
export type ApiCustomerRow = z.infer<typeof ApiCustomerRowSchema>;
export const ApiCustomerPageSchema = z.object({
  rows: z.array(ApiCustomerRowSchema),
  /** Counted on a first page only (null after a cursor). */
  total: z.number().int().nullable(),
  hasNextPage: z.boolean(),
  endCursor: z.string().nullable(),
});

/** A customer's property (`customers/properties.php`, `customers/save-property.php`). */
export const ApiPropertySchema = z.object({
  id,
  userId: id,
  street: z.string(),
  suburb: z.string(),
  postalCode: z.string(),
  notes: text,
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ApiProperty = z.infer<typeof ApiPropertySchema>;
