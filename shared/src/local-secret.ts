/**
 * A secret kept in the data folder so that local runs need no configuration (never in production,
 * where the variable is required). The api and the gateway read the same file: whichever starts
 * first creates it, exclusively, and the other reads what was written.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function localSecret(dataDir: string, name: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, name);
  const value = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, value + '\n', { mode: 0o600, flag: 'wx' });
    return value;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readFileSync(file, 'utf8').trim();
  }
}
