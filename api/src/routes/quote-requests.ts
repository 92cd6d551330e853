import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app.js';
import { loadBooking } from '../bookings/read-booking.js';
import { body, query, zIdQuery } from '../http/validate.js';
import {
  BookQuoteRequestBody,
  ListQuoteRequestsQuery,
  QuoteRequestsPageQuery,
  SaveQuoteRequestBody,
} from '@greenleaf/shared/rest/quote-requests';
import {
  bookQuoteRequest,
  getQuoteRequest,
  listQuoteRequests,
  saveQuoteRequest,
} from '../quote-requests/quote-requests.js';
import { quoteRequestsPage } from '../quote-requests/page.js';

/** Quote requests (docs/api.md "Quote requests"). */
export function registerQuoteRequestRoutes(app: FastifyInstance, { database: { db } }: ApiDeps): void {
  app.post('/quote-requests/save.php', async (req) => saveQuoteRequest(db, body(req, SaveQuoteRequestBody)));

  app.get('/quote-requests/list.php', async (req) => {
    const q = query(req, ListQuoteRequestsQuery);
    return listQuoteRequests(db, q.status);
  });

  app.get('/quote-requests/page.php', async (req) =>
    quoteRequestsPage(db, query(req, QuoteRequestsPageQuery)),
  );

  app.get('/quote-requests/get.php', async (req) => getQuoteRequest(db, query(req, zIdQuery).id));

  app.post('/quote-requests/book.php', async (req) => {
    const { quoteRequest, bookingId } = await bookQuoteRequest(db, body(req, BookQuoteRequestBody));
    return { quoteRequest, booking: await loadBooking(db, bookingId) };
  });
}
