/**
 * A password reset's token, sealed for the notice that owes its e-mail (email/notices.ts, kind
 * `password.reset_link`): the api keeps only the token's hash, so the link is composed from a copy the
 * database cannot read. AES-256-GCM under a key derived from the manage links' secret, which every
 * replica shares; a copy altered or sealed under another key is refused.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const keyOf = (secret: string): Buffer =>
  createHmac('sha256', secret).update('greenleaf reset link seal').digest();

/** A new reset token: 32 random bytes, base64url (what the link carries). */
export const newResetToken = (): string => randomBytes(32).toString('base64url');

export function sealResetToken(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The token sealed by `sealResetToken` under the same secret; throws for anything else. */
export function unsealResetToken(secret: string, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < 29) throw new Error('A sealed reset token is too short.');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
