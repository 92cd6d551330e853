/**
 * Who the office's e-mails go to, and how a notice's e-mails are stored together: the one place the
 * composers (email/notices.ts) and the jobs read the active administrators.
 */
import type { Logger } from 'pino';
import type { ApiClient } from '../api/client.js';
import { recordStatus } from '../domain/status.js';
import type { MailRecipient } from './mailer-contract.js';

/** Every active administrator as a recipient; none is logged with `about` (what they were to hear of). */
export async function activeAdmins(
  api: ApiClient,
  log: Logger,
  about: Record<string, unknown>,
): Promise<MailRecipient[]> {
  const admins = (await api.get('users/users.php', { role: 'admin' })).filter(
    (u) => recordStatus(u.statusId) === 'ACTIVE',
  );
  if (admins.length === 0) log.error(about, 'no active administrator to tell');
  return admins.map((admin) => ({ name: admin.name, email: admin.email }));
}

/** Waits for every message to be stored; rejects with the first refusal once all were tried. */
export async function allStored(stores: Promise<void>[]): Promise<void> {
  const refused = (await Promise.allSettled(stores)).find((s) => s.status === 'rejected');
  if (refused) throw refused.reason;
}
