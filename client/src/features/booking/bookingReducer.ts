import { newLineKey, emptyBooking, type StoredBooking } from './bookingStorage';

type BookingAction =
  | { type: 'addService'; serviceId: string; options: Record<string, string>; addOnIds: string[] }
  | { type: 'addPackage'; packageId: string }
  | { type: 'removeLine'; key: string }
  | { type: 'setModifiers'; modifiers: Record<string, string> }
  | { type: 'setDate'; date: string | null }
  | { type: 'setSlot'; slot: string | null }
  | { type: 'setIdempotencyKey'; key: string }
  | { type: 'setReferralCode'; code: string }
  | { type: 'setRepeatUntil'; date: string | null }
  | { type: 'replace'; booking: StoredBooking }
  | { type: 'clear' };

export function bookingReducer(state: StoredBooking, action: BookingAction): StoredBooking {
  switch (action.type) {
    case 'addService':
      return {
        ...state,
        lines: [
          ...state.lines,
          {
            kind: 'service',
            key: newLineKey(),
            serviceId: action.serviceId,
            options: action.options,
            addOnIds: action.addOnIds,
          },
        ],
      };
    case 'addPackage':
      return {
        ...state,
        lines: [...state.lines, { kind: 'package', key: newLineKey(), packageId: action.packageId }],
      };
    case 'removeLine':
      return { ...state, lines: state.lines.filter((line) => line.key !== action.key) };
    case 'setModifiers':
      return { ...state, modifiers: action.modifiers };
    case 'setDate': {
      // a new date invalidates the slot picked for the old one, and a last visit before it
      const next = { ...state, date: action.date, slot: action.date === state.date ? state.slot : null };
      if (action.date && state.repeatUntil && state.repeatUntil < action.date) delete next.repeatUntil;
      return next;
    }
    case 'setSlot':
      return { ...state, slot: action.slot };
    case 'setIdempotencyKey':
      return { ...state, idempotencyKey: action.key };
    case 'setReferralCode':
      return { ...state, referralCode: action.code };
    case 'setRepeatUntil': {
      const { repeatUntil: _dropped, ...rest } = state;
      return action.date ? { ...rest, repeatUntil: action.date } : rest;
    }
    case 'replace':
      return action.booking;
    case 'clear':
      return emptyBooking();
  }
}
