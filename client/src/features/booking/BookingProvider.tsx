import { createContext, use, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { bookingReducer } from './bookingReducer';
import {
  BOOKING_STORAGE_KEY,
  clearBooking,
  hasStoredBooking,
  restoreBooking,
  saveBooking,
  type StoredBooking,
} from './bookingStorage';

interface BookingContextValue {
  booking: StoredBooking;
  serviceCount: number;
  /** Appends a configured service; shows the cart unless `showCart` is false. */
  addService: (
    serviceId: string,
    options: Record<string, string>,
    addOnIds: string[],
    showCart?: boolean,
  ) => void;
  addPackage: (packageId: string, showCart?: boolean) => void;
  removeLine: (key: string) => void;
  setModifiers: (modifiers: Record<string, string>) => void;
  setDate: (date: string | null) => void;
  setSlot: (slot: string | null) => void;
  /** Keeps the key of this booking's save attempts with it (in storage too, for a reload). */
  setIdempotencyKey: (key: string) => void;
  /** Keeps another customer's referral code with the booking (the gateway decides whether it counts). */
  setReferralCode: (code: string) => void;
  /** A repeating booking's last visit date ('Repeat until'); null: until stopped. */
  setRepeatUntil: (date: string | null) => void;
  clear: () => void;
  /** Starts over with these choices (Book again: the same services and options, a new date). */
  replace: (booking: StoredBooking) => void;
  cartOpen: boolean;
  openCart: () => void;
  closeCart: () => void;
}

const BookingContext = createContext<BookingContextValue | null>(null);

/** `initialBooking`: the booking restored from storage before the first render (`restoreBooking`). */
export function BookingProvider({
  initialBooking,
  restoreAfterMount = false,
  children,
}: {
  initialBooking: StoredBooking;
  /** Render first with `initialBooking` (none: a server-rendered page), then restore the stored one. */
  restoreAfterMount?: boolean;
  children: ReactNode;
}) {
  const [booking, dispatch] = useReducer(bookingReducer, initialBooking);
  const [cartOpen, setCartOpen] = useState(false);
  const cleared = useRef(false);
  // Until the stored booking is back, nothing is saved (saving the empty start would erase it).
  const restoring = useRef(restoreAfterMount);

  // A friend's share link (`?ref=CODE`) carries their referral code into the booking: applied once the
  // stored booking is back (a server-rendered page restores it after mounting; applied before that,
  // the restore would replace it).
  useEffect(() => {
    const applyReferral = () => {
      const code = new URLSearchParams(window.location.search).get('ref')?.trim();
      if (code) dispatch({ type: 'setReferralCode', code: code.slice(0, 60) });
    };
    // Nothing stored (most first visits): the empty start is the booking, and the page that just
    // hydrated is not rendered again for it.
    if (restoring.current && !hasStoredBooking()) restoring.current = false;
    if (!restoring.current) {
      applyReferral();
      return;
    }
    let live = true;
    void restoreBooking().then((restored) => {
      if (!live) return;
      restoring.current = false;
      dispatch({ type: 'replace', booking: restored });
      applyReferral();
    });
    return () => {
      live = false;
    };
  }, []);

  // What is stored: nothing is written until the booking changes (a first visit stores nothing).
  const stored = useRef(initialBooking);
  useEffect(() => {
    if (restoring.current || booking === stored.current) return;
    stored.current = booking;
    if (cleared.current) {
      cleared.current = false;
      clearBooking();
      return;
    }
    saveBooking(booking);
  }, [booking]);

  // another tab changed the booking: follow it
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== BOOKING_STORAGE_KEY) return;
      void restoreBooking().then((restored) => dispatch({ type: 'replace', booking: restored }));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // The actions only dispatch (and open the cart): made once, so a consumer's effects keep them.
  const actions = useMemo(
    () => ({
      addService: (
        serviceId: string,
        options: Record<string, string>,
        addOnIds: string[],
        showCart = true,
      ) => {
        dispatch({ type: 'addService', serviceId, options, addOnIds });
        if (showCart) setCartOpen(true);
      },
      addPackage: (packageId: string, showCart = true) => {
        dispatch({ type: 'addPackage', packageId });
        if (showCart) setCartOpen(true);
      },
      removeLine: (key: string) => dispatch({ type: 'removeLine', key }),
      setModifiers: (modifiers: Record<string, string>) => dispatch({ type: 'setModifiers', modifiers }),
      setDate: (date: string | null) => dispatch({ type: 'setDate', date }),
      setSlot: (slot: string | null) => dispatch({ type: 'setSlot', slot }),
      setIdempotencyKey: (key: string) => dispatch({ type: 'setIdempotencyKey', key }),
      setReferralCode: (code: string) => dispatch({ type: 'setReferralCode', code }),
      setRepeatUntil: (date: string | null) => dispatch({ type: 'setRepeatUntil', date }),
      clear: () => {
        cleared.current = true;
        dispatch({ type: 'clear' });
      },
      replace: (next: StoredBooking) => dispatch({ type: 'replace', booking: next }),
      openCart: () => setCartOpen(true),
      closeCart: () => setCartOpen(false),
    }),
    [],
  );

  const value = useMemo<BookingContextValue>(
    () => ({ booking, serviceCount: booking.lines.length, cartOpen, ...actions }),
    [booking, cartOpen, actions],
  );
  return <BookingContext value={value}>{children}</BookingContext>;
}

export function useBooking(): BookingContextValue {
  const value = use(BookingContext);
  if (!value) throw new Error('useBooking must be used inside <BookingProvider>');
  return value;
}
