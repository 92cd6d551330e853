/** Bodies and query strings of `users/*.php` (docs/api.md, "Users"). */
import { z } from 'zod';
import { EMAIL_MAX, zEmail } from '../rules/email.js';
import { zIdempotency } from '../rules/idempotency.js';
import { zName } from '../rules/name.js';
import { PASSWORD_MAX, zPassword } from '../rules/password.js';
import { zId, zStatusId, zText } from './fields.js';
import { NoticeRequest } from './email-outbox.js';

export const ROLES = ['admin', 'manager', 'staff', 'client'] as const;
export type Role = (typeof ROLES)[number];

/** Older spellings of a role. */
export const LEGACY_ROLES: Record<string, Role> = { customer: 'client', advisor: 'staff' };

/** A role as the product knows it, from any legacy spelling (docs/product.md, "roles"); null if unknown. */
export function normaliseRole(value: string): Role | null {
  const v = value.trim().toLowerCase();
  if ((ROLES as readonly string[]).includes(v)) return v as Role;
  return LEGACY_ROLES[v] ?? null;
}

/** A role field: case-insensitive, legacy names accepted, stored normalised. */
export const zRole = z.string().transform((v, ctx): Role => {
  const role = normaliseRole(v);
  if (!role) {
    ctx.addIssue({ code: 'custom', message: 'Role must be admin, manager, staff or client' });
    return z.NEVER;
  }
  return role;
});

/** `users/save.php`: a new account (password required) or changes to one (by `id`). */
export const SaveUserBody = z.object({
  id: zId.optional(),
  name: zName(),
  email: zEmail,
  password: zPassword.optional(),
  phone: zText(50),
  address: zText(500),
  role: zRole.optional(),
  statusId: zStatusId.optional(),
  created_by: zId.nullish(),
  updated_by: zId.nullish(),
  /** A create's idempotency key (rules/idempotency.ts): the same key again answers the account it made. */
  idempotency: zIdempotency.optional(),
  /** The new account's welcome (docs/api.md, "E-mail notices"): stored only when it makes the account. */
  notice: NoticeRequest.optional(),
});

export const AuthenticateBody = z.object({
  email: z.string().max(EMAIL_MAX),
  password: z.string().max(PASSWORD_MAX),
});
export const SetOfficeNotesBody = z.object({ id: zId, officeNotes: zText(5000), updated_by: zId.nullish() });
/** `users/get.php`: `UserId` or `id`. */
export const GetUserQuery = z.object({ UserId: zId.optional(), id: zId.optional() });
export const UserIdBody = z.object({ id: zId });
export const OpenSessionBody = z.object({ userId: zId });
/** A signed-in session's id, in a body or a query string. */
export const SessionIdFields = z.object({ sid: z.string().min(20).max(100) });
/** `users/get-by-email.php`: `Email` or `email`. */
export const GetUserByEmailQuery = z.object({
  Email: z.string().max(EMAIL_MAX).optional(),
  email: z.string().max(EMAIL_MAX).optional(),
});
export const ListUsersQuery = z.object({ search: z.string().max(200).optional(), role: zRole.optional() });
/** `users/draft-order.php`: `Id` or `id`. */
export const DraftOrderQuery = z.object({ Id: zId.optional(), id: zId.optional() });
/**
 * `users/create-reset-token.php`: `token`, the caller's own (43 base64url characters; the api makes one
 * when absent), so that `notice` (kind `password.reset_link`) can carry it sealed for its e-mail.
 */
export const CreateResetTokenBody = z.object({
  email: z.string().max(EMAIL_MAX),
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'A reset token is 32 random bytes in base64url')
    .optional(),
  notice: NoticeRequest.optional(),
});
export const ResetPasswordBody = z.object({ token: z.string().min(1).max(200), password: zPassword });
