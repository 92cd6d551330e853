import { users } from '../db/schema.js';
import { isoTimestamp } from '../bookings/timestamps.js';

type UserRow = typeof users.$inferSelect;

/** A user as every endpoint returns it: picked field by field, so the password hash never leaves. */
export function toUserView(u: UserRow) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    address: u.address,
    role: u.role,
    statusId: u.statusId,
    /** The session version a new session is opened under (not a secret: it proves nothing alone). */
    sessionVersion: u.sessionVersion,
    /** Manage links issued at or before this time open nothing (a password change, sign out everywhere). */
    tokensValidAfter: isoTimestamp(u.tokensValidAfter),
    /** The code this customer shares; a new customer booking with it earns the referral discount. */
    referralCode: u.referralCode,
    created_at: isoTimestamp(u.createdAt),
    created_by: u.createdBy,
    updated_at: isoTimestamp(u.updatedAt),
    updated_by: u.updatedBy,
  };
}
