/**
 * A quote request's e-mails (a `quote_request.received` notice, email/notices.ts): the customer's
 * receipt and every active administrator's notice. Resolves once all are stored in the outbox;
 * rejects when one could not be (the notice goes again).
 */
import type { Logger } from 'pino';
import type { ApiClient } from '../api/client.js';
import type { ApiQuoteRequest } from '../api/replies/bookings.js';
import { activeAdmins, allStored } from '../email/office-recipients.js';
import type { Mailer } from '../email/mailer-contract.js';

interface QuoteNoticeDeps {
  api: ApiClient;
  mailer: Mailer;
  log: Logger;
}

export async function sendQuoteNotices(deps: QuoteNoticeDeps, request: ApiQuoteRequest): Promise<void> {
  const admins = await activeAdmins(deps.api, deps.log, { quoteRequestId: request.id });
  await allStored([
    deps.mailer.sendQuoteReceived(request),
    ...admins.map((admin) => deps.mailer.sendQuoteRequestToAdmin(request, admin)),
  ]);
}
