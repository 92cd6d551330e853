/**
 * SHA-256 of a text (server side only: node:crypto). What stores a secret by its hash uses this one
 * function — session ids, password-reset tokens, partners' API secrets — so the api that stores a hash
 * and the gateway that computes one to compare can never hash differently.
 */
import { createHash } from 'node:crypto';

export const sha256 = (text: string, encoding: 'hex' | 'base64url' = 'hex'): string =>
  createHash('sha256').update(text, 'utf8').digest(encoding);
