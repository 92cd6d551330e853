/**
 * The reads a partner's key may be granted take `ownClient`: given, only the bookings that API client
 * made and the customers it booked for are read (a key of reach 'own', rules/api-reach.ts), filtered in
 * the database. Left out: every row, as for the office.
 */
import { zId } from './fields.js';

export const zOwnClient = zId.optional();
