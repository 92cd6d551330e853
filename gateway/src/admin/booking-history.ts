/** A booking's history in the office's words (Booking.history): one line per change. */
import { bookingStatusLabel } from '@greenleaf/shared/booking-status-display';
import type { ApiBookingEvent } from '../api/replies/bookings.js';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
/** A booking status in the office's words ('confirmed' → 'Confirmed'), as the history shows it. */
const status = (v: unknown): string => bookingStatusLabel(text(v));

export function eventSummary(e: ApiBookingEvent): string {
  const d = e.detail;
  switch (e.kind) {
    case 'created':
      return `Booked for ${text(d['date'])} ${text(d['time'])} (${status(d['status'])})`;
    case 'status':
      // The office's undo of Completed (the one office-only move) says so.
      return d['from'] === 'completed' && d['to'] === 'confirmed'
        ? `Completed undone: Status ${status(d['from'])} → ${status(d['to'])}`
        : `Status ${status(d['from'])} → ${status(d['to'])}`;
    case 'moved':
      return `Moved from ${text(d['fromDate'])} ${text(d['fromTime'])} to ${text(d['toDate'])} ${text(d['toTime'])}`;
    case 'crew':
      return d['to'] ? `Crew: ${text(d['to'])}` : `Crew ${text(d['from'])} unassigned`;
    case 'started':
      return 'Work started by the crew';
    case 'notes':
      return 'Notes for the crew changed';
    case 'refund':
      return d['to'] === 'refunded' ? 'Refund made' : 'Refund due';
  }
}
