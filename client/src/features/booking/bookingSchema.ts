import * as z from 'zod/mini';
import { BOOKING_STORAGE_KEY, emptyBooking } from './bookingStorage';

/**
 * The stored booking's shape, checked whenever it is read back from localStorage (another tab, an
 * older version of the site or the user may have written anything there). Loaded on demand: a first
 * visit has nothing stored, so its first load carries no validator.
 */
const serviceLineSchema = z.object({
  kind: z.literal('service'),
  key: z.string(),
  serviceId: z.string(),
  /** chosen option id per variation id */
  options: z.record(z.string(), z.string()),
  addOnIds: z.array(z.string()),
});

const packageLineSchema = z.object({
  kind: z.literal('package'),
  key: z.string(),
  packageId: z.string(),
});

export const bookingLineSchema = z.discriminatedUnion('kind', [serviceLineSchema, packageLineSchema]);

export const storedBookingSchema = z.object({
  lines: z.array(bookingLineSchema),
  /** chosen option id per modifier id */
  modifiers: z.record(z.string(), z.string()),
  date: z.nullable(z.string()),
  slot: z.nullable(z.string()),
  /** Made at the first attempt to save this booking and sent with every retry, so it is booked once. */
  idempotencyKey: z.optional(z.string()),
  /** Another customer's referral code, entered at the modifiers step (the gateway checks it). */
  referralCode: z.optional(z.string()),
  /** A repeating booking's last visit date ('Repeat until', optional; never before `date`). */
  repeatUntil: z.optional(z.string()),
});

export type BookingLine = z.infer<typeof bookingLineSchema>;
export type StoredBooking = z.infer<typeof storedBookingSchema>;

/** The stored text as a booking; anything malformed yields a fresh empty one. */
export function parseStoredBooking(raw: string): StoredBooking {
  try {
    const parsed = storedBookingSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptyBooking();
  } catch {
    return emptyBooking();
  }
}

/** Reads the stored booking; anything missing or malformed yields a fresh empty one. */
export function loadBooking(storage: Storage = window.localStorage): StoredBooking {
  const raw = storage.getItem(BOOKING_STORAGE_KEY);
  return raw ? parseStoredBooking(raw) : emptyBooking();
}
