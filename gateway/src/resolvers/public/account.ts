/** The account: me, register, login, logout, password reset. */
import { GraphQLError } from 'graphql';
import { SA_PHONE_MESSAGE, normaliseSaPhone } from '@greenleaf/shared/sa-phone';
import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { badInput, errorCode, gatewayError } from '../../api/errors.js';
import type { ApiUser } from '../../api/replies/users.js';
import {
  isEmail,
  newPassword,
  clippedTextOrNull,
  requiredEmail,
  requiredText,
} from '../../booking/validation.js';
import type { GatewayContext } from '../../context.js';
import { sessionUserOf } from '../../session.js';
import { reserveSignup } from '../../abuse/budgets.js';
import type { AccountNoticeKind } from '../../email/account-messages.js';
import { lookalikeOf } from '../../abuse/lookalike-user.js';
import { knownDevice } from '../../auth/known-device.js';
import { askNotice, sendNotice } from '../../email/notices.js';
import { sendResetLink } from '../../auth/reset-link.js';

/** The product's message for every failed sign-in or registration (section 8). */
const LOGIN_FAILED = 'Login failed. Please check your credentials and try again.';
const INVALID_RESET_TOKEN = 'This password reset link is invalid or has expired. Please request a new one.';

/** Signs the user in when the api's reply carries a role (docs/product.md); otherwise LOGIN_FAILED. */
async function signIn(ctx: GatewayContext, user: ApiUser): Promise<ApiUser> {
  if (!sessionUserOf(user)) throw gatewayError('INVALID_CREDENTIALS', LOGIN_FAILED);
  await ctx.session.signIn(user);
  return user;
}

/**
 * Too many attempts: the sign-in message, with the wait in the error's extensions and, when the
 * account's delay (guesses from anywhere) refused it, `offerSignInLink`: the form offers a sign-in
 * link by e-mail (the password-reset e-mail).
 */
function rateLimited(retryAfterSeconds: number, accountDelay: boolean): GraphQLError {
  return new GraphQLError(LOGIN_FAILED, {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfterSeconds,
      ...(accountDelay ? { offerSignInLink: true } : {}),
    },
  });
}

/** Creates a reset token and e-mails it; an unknown address gets nothing. Never throws. */
async function sendPasswordReset(ctx: GatewayContext, email: string): Promise<void> {
  try {
    await sendResetLink(ctx, email);
  } catch (error) {
    if (errorCode(error) !== 'NOT_FOUND') ctx.log.error({ err: error }, 'password reset e-mail failed');
  }
}

/** Sends an account notice after the answer; a failure is logged, never the caller's. */
async function notify(
  ctx: GatewayContext,
  to: { name: string; email: string },
  notice: AccountNoticeKind,
): Promise<void> {
  try {
    await ctx.mailer.sendAccountNotice(to, notice);
  } catch (error) {
    ctx.log.error({ err: error }, 'account notice e-mail failed');
  }
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
    const typedPhone = clippedTextOrNull(input.phone, 50);
    const phone = typedPhone && normaliseSaPhone(typedPhone);
    if (typedPhone && !phone) throw badInput('phone', SA_PHONE_MESSAGE);
    const address = clippedTextOrNull(input.address);
    // New accounts are counted per client address and device (abuse/budgets.ts), whether or not the
    // e-mail has one.
    await reserveSignup(ctx.api, ctx.config.budgets, { ip: ctx.ip, device: ctx.device.id() });
    let user: ApiUser;
    // The welcome is owed from the account's own transaction (email/notices.ts).
    const welcome = askNotice();
    try {
      user = await ctx.api.post('users/save.php', {
        name,
        email,
        password,
        phone,
        address,
        role: 'client',
        notice: welcome,
      });
    } catch (error) {
      if (errorCode(error) === 'EMAIL_TAKEN') {
        // The same answer as a new account's (docs/product.md, "Limits a customer may meet"): the owner
        // is e-mailed how to sign in; no session is opened and nothing is changed.
        void notify(ctx, { name: '', email }, { kind: 'exists-register' });
        return { user: lookalikeOf({ name, email, phone, address }) };
      }
      if (errorCode(error) === 'BAD_USER_INPUT') throw error;
      if (errorCode(error) === 'UPSTREAM_UNAVAILABLE') throw error;
      throw gatewayError('INVALID_CREDENTIALS', LOGIN_FAILED);
    }
    void sendNotice(ctx, welcome);
    // The new account's browser is its known device, as after a right password (auth/device-cookie.ts).
    ctx.device.remember(user.email);
    return { user: await signIn(ctx, user) };
  },

  login: async (_p, { input }, ctx) => {
    const email = (input.email ?? '').trim().toLowerCase();
    const password = input.password ?? '';
    if (!email) throw gatewayError('BAD_USER_INPUT', 'Email is required', { field: 'email' });
    if (!password) throw gatewayError('BAD_USER_INPUT', 'Password is required', { field: 'password' });
    // Judged and counted in one api call before the password hash is checked (so concurrent guesses
    // cannot pass the limit together); an unreachable api fails here with UPSTREAM_UNAVAILABLE.
    // A browser that signed in to this account before (its device cookie) is judged by its own count,
    // not by the account's delay that guesses from elsewhere build.
    const device = await knownDevice(ctx, email);
    const attempt = await ctx.loginLimiter.reserveSignIn(ctx.api, ctx.ip, email, device);
    if (!attempt.allowed) {
      ctx.log.warn(
        { retryAfterSeconds: attempt.retryAfterSeconds, accountDelay: attempt.accountDelay },
        'sign-in rate limited',
      );
      throw rateLimited(attempt.retryAfterSeconds, attempt.accountDelay);
    }
    let signedIn: ApiUser;
    try {
      if (!isEmail(email)) throw gatewayError('UNAUTHENTICATED', LOGIN_FAILED);
      const user = await ctx.api.post('users/authenticate.php', { email, password });
      signedIn = await signIn(ctx, user);
      ctx.device.remember(email);
    } catch (error) {
      if (errorCode(error) === 'UPSTREAM_UNAVAILABLE') throw error;
      // The reserved attempt stays counted: it was a failure.
      throw gatewayError('INVALID_CREDENTIALS', LOGIN_FAILED);
    }
    try {
      await ctx.loginLimiter.signedIn(ctx.api, ctx.ip, email, attempt);
    } catch (error) {
      // The session is open already; failures left uncleared only make the limit stricter for a while.
      ctx.log.warn({ err: error }, 'could not clear failed sign-ins after a successful one');
    }
    return { user: signedIn };
  },

  logout: async (_p, _a, ctx) => {
    await ctx.session.signOut();
    return { success: true };
  },

  // Ends every session of the signed-in user (the database's session version) and every manage link
  // issued before now for their bookings (`tokensValidAfter`), then this session.
  signOutEverywhere: async (_p, _a, ctx) => {
    const user = ctx.session.user;
    if (!user) throw gatewayError('UNAUTHENTICATED', 'Please sign in first.');
    await ctx.api.post('users/end-sessions.php', { id: user.id });
    await ctx.session.signOut();
    return { success: true };
  },

  requestPasswordReset: async (_p, { input }, ctx) => {
    const email = requiredEmail(input.email, 'email');
    // The same answer, after the same work, whether or not an account exists: the per-address count is
    // taken here (3 e-mails an hour; more are silently not sent), the account look-up and the e-mail
    // happen after the answer.
    const allowed = await ctx.loginLimiter.reserveResetEmail(ctx.api, email);
    if (allowed.allowed) void sendPasswordReset(ctx, email);
    else ctx.log.warn('password reset e-mail limit reached for an address');
    return { success: true };
  },

  resetPassword: async (_p, { input }, ctx) => {
    const token = requiredText(input.token, 'token', 'Token', INVALID_RESET_TOKEN);
    const password = newPassword(input.password, 'password');
    try {
      const reset = await ctx.api.post('users/reset-password.php', { token, password });
      // The link came from the account's e-mail: this browser is the owner's now, and a sign-in from it
      // is not kept waiting by the guesses that may have made the owner ask for the link.
      if (reset.email) ctx.device.remember(reset.email);
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
