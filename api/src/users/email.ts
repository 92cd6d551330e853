import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { conflict } from '../http/errors.js';

/** 409 EMAIL_TAKEN: an account with this address exists (the caller should sign in instead). */
export const emailTaken = () =>
  conflict('An account with this e-mail address already exists.', 'EMAIL_TAKEN');

/** Matches the user with this address, ignoring case (as the unique index does). */
export const lowerEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());
