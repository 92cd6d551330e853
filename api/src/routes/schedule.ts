import type { FastifyInstance } from 'fastify';
import { CoveringQuery, MoveManyBody } from '@greenleaf/shared/rest/schedule';
import type { ApiDeps } from '../app.js';
import { dayPartsBetween } from '../bookings/day-parts.js';
import { moveMany } from '../bookings/move-many.js';
import { loadBookings } from '../bookings/read-booking.js';
import { loadScheduleBookings } from '../bookings/read-schedule-view.js';
import { badRequest } from '../http/errors.js';
import { body, query } from '../http/validate.js';

/** The longest range one covering read spans. */
const MAX_COVERING_DAYS = 31;

/** The schedule's routes (docs/api.md, "Schedule"): bookings by the days they cover, and moves in one. */
export function registerScheduleRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps.database;

  // Every booking with a cell between two dates (a long job on each day it covers), with its parts.
  app.get('/bookings/covering.php', async (req) => {
    const q = query(req, CoveringQuery);
    const span = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1;
    if (span > MAX_COVERING_DAYS) {
      throw badRequest('Invalid request.', { to: `At most ${MAX_COVERING_DAYS} days at a time` });
    }
    const parts = await dayPartsBetween(db, q.from, q.to);
    const ids = [...new Set(parts.map((p) => p.bookingId))];
    const bookings =
      q.view === 'schedule' ? await loadScheduleBookings(db, ids) : await loadBookings(db, ids);
    return { bookings, parts };
  });

  // The rain day's moves: all or none.
  app.post('/bookings/move-many.php', async (req) =>
    loadBookings(db, await moveMany(db, body(req, MoveManyBody))),
  );
}
