/** The account: me, register, login, logout, password reset. */
import { SA_PHONE_MESSAGE, isSaPhone } from '@greenleaf/shared/sa-phone';
import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { badInput, errorCode, gatewayError } from '../../api/errors.js';
import type { ApiUser } from '../../api/rest-types.js';
import { isEmail, newPassword, optionalText, requiredEmail, requiredText } from '../../booking/validation.js';
import type { GatewayContext } from '../../context.js';
import { recordStatus, roleOf } from '../../domain/status.js';
import type { SessionUser } from '../../session.js';

/** The spec's message for every failed sign-in or registration (section 8). */
export const LOGIN_FAILED = 'Login failed. Please check your credentials and try again.';
export const EMAIL_TAKEN_REGISTER =
  'An account with this e-mail address already exists. Please sign in instead.';
export const INVALID_RESET_TOKEN =
  'This password reset link is invalid or has expired. Please request a new one.';

/** Signs the user in when the api's reply carries a role (spec section 5); otherwise LOGIN_FAILED. */
async function signIn(ctx: GatewayContext, user: ApiUser): Promise<ApiUser> {
  const role = roleOf(user.role);
  const status = recordStatus(user.statusId);
  if (!role || (status !== 'ACTIVE' && status !== 'PENDING')) {
    throw gatewayError('INVALID_CREDENTIALS', LOGIN_FAILED);
  }
  const session: SessionUser = { id: user.id, role, name: user.name, email: user.email };
  await ctx.session.signIn(session);
  return user;
}

export const accountQueries: QueryResolvers = {
  me: async (_p, _a, ctx) => {
    const user = ctx.session.user;
    return user ? ctx.api.userById.load(user.id) : null;
  },
};

export const accountMutations: MutationResolvers = {
  register: async (_p, { input }, ctx) => {
    const name = requiredText(input.name, 'name', 'Name');
    const email = requiredEmail(input.email, 'email');
    const password = newPassword(input.password, 'password');
    const phone = optionalText(input.phone, 50);
    if (phone && !isSaPhone(phone)) throw badInput('phone', SA_PHONE_MESSAGE);
    let user: ApiUser;
    try {
      user = await ctx.api.post('users/save.php', {
        name,
        email,
        password,
        phone,
        address: optionalText(input.address),
        role: 'client',
      });
    } catch (error) {
      if (errorCode(error) === 'EMAIL_TAKEN') {
        throw gatewayError('EMAIL_TAKEN', EMAIL_TAKEN_REGISTER, { field: 'email' });
      }
      if (errorCode(error) === 'BAD_USER_INPUT') throw error;
      if (errorCode(error) === 'UPSTREAM_UNAVAILABLE') throw error;
      throw gatewayError('INVALID_CREDENTIALS', LOGIN_FAILED);
    }
    return { user: await signIn(ctx, user) };
  },

  login: async (_p, { input }, ctx) => {
    const email = (input.email ?? '').trim().toLowerCase();
    const password = input.password ?? '';
    // Counted by the api, so the limit holds across gateway replicas; an unreachable api fails here
    // with UPSTREAM_UNAVAILABLE, as the sign-in itself would.
    if (await ctx.loginLimiter.isBlocked(ctx.api, ctx.ip, email)) {
      ctx.log.warn({ email }, 'sign-in rate limited');
      throw gatewayError('RATE_LIMITED', LOGIN_FAILED);
    }
    if (!email) throw gatewayError('BAD_USER_INPUT', 'Email is required', { field: 'email' });
    if (!password) throw gatewayError('BAD_USER_INPUT', 'Password is required', { field: 'password' });
    let signedIn: ApiUser;
    try {
      if (!isEmail(email)) throw gatewayError('UNAUTHENTICATED', LOGIN_FAILED);
      const user = await ctx.api.post('users/authenticate.php', { email, password });
      signedIn = await signIn(ctx, user);
    } catch (error) {
      if (errorCode(error) === 'UPSTREAM_UNAVAILABLE') throw error;
      await ctx.loginLimiter.recordFailure(ctx.api, ctx.ip, email);
      throw gatewayError('INVALID_CREDENTIALS', LOGIN_FAILED);
    }
    try {
      await ctx.loginLimiter.recordSuccess(ctx.api, ctx.ip, email);
    } catch (error) {
      // The session is open already; failures left uncleared only make the limit stricter for a while.
      ctx.log.warn({ err: error, email }, 'could not clear failed sign-ins after a successful one');
    }
    return { user: signedIn };
  },

  logout: async (_p, _a, ctx) => {
    await ctx.session.signOut();
    return { success: true };
  },

  requestPasswordReset: async (_p, { input }, ctx) => {
    const email = requiredEmail(input.email, 'email');
    try {
      const reset = await ctx.api.post('users/create-reset-token.php', { email });
      await ctx.mailer.sendPasswordReset({ name: reset.name, email: reset.email, token: reset.token });
    } catch (error) {
      // Never reveal whether an account exists; an unknown address simply gets no e-mail.
      if (errorCode(error) === 'UPSTREAM_UNAVAILABLE') throw error;
      if (errorCode(error) !== 'NOT_FOUND') ctx.log.error({ err: error }, 'password reset e-mail failed');
    }
    return { success: true };
  },

  resetPassword: async (_p, { input }, ctx) => {
    const token = requiredText(input.token, 'token', 'Token', INVALID_RESET_TOKEN);
    const password = newPassword(input.password, 'password');
    try {
      await ctx.api.post('users/reset-password.php', { token, password });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'INVALID_TOKEN' || code === 'NOT_FOUND') {
        throw gatewayError('INVALID_TOKEN', INVALID_RESET_TOKEN, { field: 'token' });
      }
      throw error;
    }
    return { success: true };
  },
};
