/**
 * The booking this browser saved last and has not paid or let go yet (its guidId, in localStorage
 * under `savedBooking`). Saving a booking empties the cart, so without it Back from the payment step
 * would land on an empty checkout and the customer would lose sight of the saved, unpaid booking.
 */
const KEY = 'savedBooking';
const GUID = /^booking-[0-9a-z-]{1,200}$/;

export function rememberSavedBooking(guidId: string): void {
  try {
    localStorage.setItem(KEY, guidId);
  } catch {
    /* storage off: nothing to remember */
  }
}

export function lastSavedBooking(): string | null {
  try {
    const value = localStorage.getItem(KEY);
    return value && GUID.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function forgetSavedBooking(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing to forget */
  }
}
