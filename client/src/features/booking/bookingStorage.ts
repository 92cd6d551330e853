import * as z from 'zod/mini';

/**
 * The in-progress booking: choices only (ids), never prices. Totals always come from the gateway.
 * Kept in localStorage under `booking` and restored on load.
 */
export const BOOKING_STORAGE_KEY = 'booking';

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
});

export type BookingLine = z.infer<typeof bookingLineSchema>;
export type ServiceLine = z.infer<typeof serviceLineSchema>;
export type PackageLine = z.infer<typeof packageLineSchema>;
export type StoredBooking = z.infer<typeof storedBookingSchema>;

export function emptyBooking(): StoredBooking {
  return { lines: [], modifiers: {}, date: null, slot: null };
}

/** Reads the stored booking; anything missing or malformed yields a fresh empty one. */
export function loadBooking(storage: Storage = window.localStorage): StoredBooking {
  const raw = storage.getItem(BOOKING_STORAGE_KEY);
  if (!raw) return emptyBooking();
  try {
    const parsed = storedBookingSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptyBooking();
  } catch {
    return emptyBooking();
  }
}

export function saveBooking(booking: StoredBooking, storage: Storage = window.localStorage): void {
  storage.setItem(BOOKING_STORAGE_KEY, JSON.stringify(booking));
}

export function clearBooking(storage: Storage = window.localStorage): void {
  storage.removeItem(BOOKING_STORAGE_KEY);
}

let counter = 0;
export function newLineKey(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}
