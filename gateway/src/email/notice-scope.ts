/**
 * The notice being composed now (email/notices.ts), for the outbox's message keys: each message of a
 * notice is stored under its recipient and subject within the notice's id, so composing the notice a
 * second time (a replica that stopped halfway, then the notice job) stores nothing new.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';

const composing = new AsyncLocalStorage<{ id: string }>();

/** Runs `compose` as the composition of notice `id`. */
export const composingNotice = <T>(id: string, compose: () => Promise<T>): Promise<T> =>
  composing.run({ id }, compose);

/** The outbox key of one message of the notice being composed; undefined outside one. */
export function noticeMessageKey(recipient: string, subject: string): string | undefined {
  const notice = composing.getStore();
  if (!notice) return undefined;
  const digest = createHash('sha256').update(`${recipient}\n${subject}`).digest('hex').slice(0, 32);
  return `notice:${notice.id}:${digest}`;
}
