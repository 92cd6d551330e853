import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDeps } from '../app.js';
import { loadBooking } from '../bookings/read-booking.js';
import { body, query, zIdQuery } from '../http/validate.js';
import {
  BookQuoteRequestInput,
  bookQuoteRequest,
  getQuoteRequest,
  listQuoteRequests,
  QUOTE_STATUSES,
  saveQuoteRequest,
  SaveQuoteRequestInput,
} from '../quote-requests/quote-requests.js';

/** Quote requests (docs/api.md "Quote requests"). */
export function registerQuoteRequestRoutes(app: FastifyInstance, { database: { db } }: ApiDeps): void {
  app.post('/quote-requests/save.php', async (req) => saveQuoteRequest(db, body(req, SaveQuoteRequestInput)));

  app.get('/quote-requests/list.php', async (req) => {
    const q = query(req, z.object({ status: z.enum(QUOTE_STATUSES).optional() }));
    return listQuoteRequests(db, q.status);
  });

  app.get('/quote-requests/get.php', async (req) => getQuoteRequest(db, query(req, zIdQuery).id));

  app.post('/quote-requests/book.php', async (req) => {
    const { quoteRequest, bookingId } = await bookQuoteRequest(db, body(req, BookQuoteRequestInput));
    return { quoteRequest, booking: await loadBooking(db, bookingId) };
  });
}
