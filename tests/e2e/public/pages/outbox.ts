import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The local e-mail outbox of the stack under test (DATA_DIR/outbox). */
const OUTBOX =
  process.env.E2E_OUTBOX ??
  resolve(import.meta.dirname, '..', '..', '..', '..', '.tmp', 'e2e-data', 'outbox');

/** Waits for the newest message to `recipient` and returns its text (quoted-printable undone). */
export async function latestMailTo(recipient: string, timeoutMs = 15_000): Promise<string> {
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
    const newest = files.at(-1);
    if (newest) {
      return readFileSync(join(OUTBOX, newest), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${recipient} in ${OUTBOX}`);
}
