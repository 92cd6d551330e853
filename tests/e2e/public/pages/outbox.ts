import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The local e-mail outbox of the stack under test (DATA_DIR/outbox). */
const OUTBOX =
  process.env.E2E_OUTBOX ??
  resolve(import.meta.dirname, '..', '..', '..', '..', '.tmp', 'e2e-data', 'outbox');

/** Waits for the newest message to `recipient` and returns its text (quoted-printable undone). */
export async function latestMailTo(
  recipient: string,
  timeoutMs = 15_000,
  /** Wait for the newest mail that matches (an earlier mail, e.g. the welcome, may be there first). */
  containing?: RegExp,
): Promise<string> {
  const who = recipient.toLowerCase();
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    let files: string[] = [];
    try {
      files = readdirSync(OUTBOX)
        .filter((name) => name.includes(`_${who}_`))
        .sort();
    } catch {
      /* not created yet */
    }
    const read = (name: string) =>
      readFileSync(join(OUTBOX, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const mails = files.map(read).filter((mail) => !containing || containing.test(mail));
    const newest = mails.at(-1);
    if (newest !== undefined) return newest;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${recipient} in ${OUTBOX}`);
}
