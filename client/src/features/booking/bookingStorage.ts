import type { StoredBooking } from './bookingSchema';

export type { BookingLine, StoredBooking } from './bookingSchema';

/**
 * The in-progress booking: choices only (ids), never prices. Totals always come from the gateway.
 * Kept in localStorage under `booking` and restored on load.
 */
export const BOOKING_STORAGE_KEY = 'booking';

export function emptyBooking(): StoredBooking {
  return { lines: [], modifiers: {}, date: null, slot: null };
}

/** Whether a booking in progress is stored (a visitor with none need not be restored at all). */
export function hasStoredBooking(storage: Storage = window.localStorage): boolean {
  return storage.getItem(BOOKING_STORAGE_KEY) !== null;
}

/**
 * The stored booking, checked against its schema (bookingSchema.ts, loaded only when something is
 * stored); nothing stored, anything malformed, or a validator that failed to load yields a fresh
 * empty one.
 */
export async function restoreBooking(storage: Storage = window.localStorage): Promise<StoredBooking> {
  const raw = storage.getItem(BOOKING_STORAGE_KEY);
  if (!raw) return emptyBooking();
  try {
    const { parseStoredBooking } = await import('./bookingSchema');
    return parseStoredBooking(raw);
  } catch (error) {
    console.error('The stored booking could not be checked', error);
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
