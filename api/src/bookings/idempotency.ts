/**
 * A save's idempotency key: the booking an earlier request with the same key made, handed back only
 * to the booker who made it.
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { bookings, users } from '../db/schema.js';
import { conflict, HttpError } from '../http/errors.js';
import { verifyPassword } from '../users/password.js';
import { madeByClient } from '../developers/api-clients.js';
import type { SaveBookingInput } from './save-booking.js';

const keyUsedElsewhere = () =>
  conflict('This request key was already used for another booking.', 'DUPLICATE');

/** The same key with a different request (shared/rules/idempotency.ts): refused, naming the key. */
export const keyUsedForAnotherRequest = () =>
  new HttpError(
    409,
    'This idempotency key was already used for a different booking request. Send a new key for a new booking.',
    'DUPLICATE',
    { idempotencyKey: 'Already used for a different request' },
  );

/** Who is booking: an account id, or the e-mail of the new account. */
type Booker = { userId: number } | { email: string };
const bookerOf = (input: SaveBookingInput): Booker =>
  input.customer ? { email: input.customer.email } : { userId: input.userId! };

/**
 * The booking an earlier request with this key made, when it is this booker's: the same account, or
 * (a new customer's retry) the account the first attempt created with this e-mail. Another booker's
 * key is refused rather than handing over that booking (its guidId opens it).
 */
export async function findByIdempotencyKey(
  db: Db | Tx,
  key: string,
  booker: Booker,
): Promise<{ bookingId: number; userId: number; fingerprint: string | null } | null> {
  const [b] = await db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      email: users.email,
      fingerprint: bookings.idempotencyFingerprint,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.idempotencyKey, key));
  if (!b || b.userId === null) return null;
  const same =
    'userId' in booker
      ? b.userId === booker.userId
      : b.email?.trim().toLowerCase() === booker.email.trim().toLowerCase();
  if (!same) throw keyUsedElsewhere();
  return { bookingId: b.id, userId: b.userId, fingerprint: b.fingerprint };
}

/**
 * The booking this save's key made before (`created: false`), or null. A new customer's retry proves
 * the account is theirs with its password too (the reply signs them in), not only with the key and
 * the e-mail; a partner's retry, by being the same API client that made it. (The office's booking for
 * a new customer sends no password: the office is signed in.)
 */
export async function earlierSave(db: Db, input: SaveBookingInput) {
  const key = input.idempotencyKey;
  const found = key ? await findByIdempotencyKey(db, key, bookerOf(input)) : null;
  if (!found) return null;
  const { fingerprint, ...earlier } = found;
  if (input.customer && !input.office) {
    // A partner's customer holds no password: the same API client's key is the proof.
    if (input.apiClientId !== undefined) {
      if (!(await madeByClient(db, found.bookingId, input.apiClientId))) throw keyUsedElsewhere();
    } else {
      const [u] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, found.userId));
      if (!(await verifyPassword(u?.hash, input.customer.password ?? ''))) throw keyUsedElsewhere();
    }
  }
  // Proven by the request too: the same key with a different one is refused, not answered.
  if (fingerprint && input.idempotencyFingerprint && fingerprint !== input.idempotencyFingerprint)
    throw keyUsedForAnotherRequest();
  return { ...earlier, created: false };
}
