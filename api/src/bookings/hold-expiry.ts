import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';

/** Periodically cancels pending bookings whose 30-minute hold has run out. (Not written yet.) */
export function startHoldExpiry(_db: Db, _log: FastifyBaseLogger): () => void {
  return () => {};
}
