/**
 * A quote request's e-mails (a `quote_request.received` notice, email/notices.ts): the customer's
 * receipt and every active administrator's notice. Resolves once all are stored in the outbox;
 * rejects when one could not be (the notice goes again).
 */
import type { Logger } from 'pino';
import type { ApiClient } from '../api/client.js';
import type { ApiQuoteRequest } from '../api/replies/bookings.js';
import { recordStatus } from '../domain/status.js';
import type { Mailer } from '../email/mailer-contract.js';

interface QuoteNoticeDeps {
  api: ApiClient;
  mailer: Mailer;
  log: Logger;
}

export async function sendQuoteNotices(deps: QuoteNoticeDeps, request: ApiQuoteRequest): Promise<void> {
  const admins = (await deps.api.get('users/users.php', { role: 'admin' })).filter(
    (u) => recordStatus(u.statusId) === 'ACTIVE',
  );
  if (admins.length === 0) deps.log.error({ quoteRequestId: request.id }, 'no active administrator to tell');
  const stored = await Promise.allSettled([
    deps.mailer.sendQuoteReceived(request),
    ...admins.map((admin) =>
      deps.mailer.sendQuoteRequestToAdmin(request, { name: admin.name, email: admin.email }),
    ),
  ]);
  const refused = stored.find((s) => s.status === 'rejected');
  if (refused) throw refused.reason;
}
