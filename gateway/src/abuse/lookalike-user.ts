/**
 * The account a registration or checkout answers for an e-mail address that already has one
 * (docs/product.md, "Limits a customer may meet"): made of what was typed, with the fields and shape a
 * new account has, so the reply's body does not say whether the address is a customer's. Its id is a
 * random one in the range real ids have; nothing can be read by it (every user field beyond the typed
 * ones is the user's own or the office's to read). No session is opened for it.
 */
import { randomInt } from 'node:crypto';
import { ACTIVE_STATUS_ID } from '@greenleaf/shared/record-status';
import type { ApiUser } from '../api/replies/users.js';

export function lookalikeOf(typed: {
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
}): ApiUser {
  const now = new Date().toISOString();
  return {
    id: randomInt(1_000, 1_000_000),
    name: typed.name,
    email: typed.email,
    phone: typed.phone,
    address: typed.address,
    role: 'client',
    statusId: ACTIVE_STATUS_ID,
    sessionVersion: 0,
    referralCode: null,
    created_at: now,
    updated_at: now,
  };
}
