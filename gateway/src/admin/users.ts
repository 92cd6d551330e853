/**
 * Admin user accounts. Passwords go to the api (which hashes them) and never come back: the api's
 * replies carry none, and the gateway's user shape has no password field to fill.
 */
import { ACTIVE_STATUS_ID } from '@greenleaf/shared/record-status';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import { badInput } from '../api/errors.js';
import { apiRole, statusIdOf } from '../domain/status.js';
import { adminId, auditFields } from './guard.js';
import { deleted, optionalId, textOrClear, requiredId } from './shared.js';
import { rowById } from './row-by-id.js';
import { createIdempotency } from '../idempotency/idempotency.js';

export const userQueries: QueryResolvers = {
  adminUsers: (_p, { search, role }, ctx) =>
    ctx.api.get('users/users.php', {
      ...(search?.trim() ? { search: search.trim() } : {}),
      ...(role ? { role: apiRole(role) } : {}),
    }),
  adminUser: (_p, { id }, ctx) => rowById(ctx, 'users/get.php', id),
};

export const userMutations: MutationResolvers = {
  adminSaveUser: async (_p, { input }, ctx) => {
    const id = optionalId(input.id, 'id');
    const name = input.name.trim();
    if (name === '') throw badInput('name', 'Full Name is required');
    const email = input.email.trim();
    if (email === '') throw badInput('email', 'Email is required');
    const password = input.password ?? '';
    if (id === undefined && password === '') throw badInput('password', 'Password is required');
    if (id !== undefined && id === adminId(ctx)) {
      // An administrator cannot lock themselves out of the admin area.
      if (input.role && input.role !== 'ADMIN') {
        throw badInput('role', 'You cannot remove your own administrator role.');
      }
      if (input.status && input.status !== 'ACTIVE') {
        throw badInput('status', 'You cannot deactivate your own account.');
      }
    }
    const user = await ctx.api.post('users/save.php', {
      ...(id !== undefined ? { id } : {}),
      name,
      email,
      ...(password !== '' ? { password } : {}),
      phone: textOrClear(input.phone),
      address: textOrClear(input.address),
      ...(input.role ? { role: apiRole(input.role) } : id === undefined ? { role: 'client' } : {}),
      ...(input.status
        ? { statusId: statusIdOf(input.status) }
        : id === undefined
          ? { statusId: ACTIVE_STATUS_ID }
          : {}),
      ...auditFields(ctx, id),
      ...createIdempotency(ctx, input, ['password']),
    });
    // A new password ends every session of its user (the database raises the session version): the
    // admin who changed their own stays signed in here, under the new version.
    if (id !== undefined && id === adminId(ctx) && password !== '') await ctx.session.signIn(user);
    return { user };
  },
  adminDeleteUser: async (_p, { input }, ctx) => {
    const id = requiredId(input.id, 'id');
    if (id === adminId(ctx)) throw badInput('id', 'You cannot delete your own account.');
    return deleted(id, await ctx.api.get('users/delete.php', { id }));
  },
};
