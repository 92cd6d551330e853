/**
 * Abuse limits, counted by the api in PostgreSQL (users/login-failures/*.php) so they hold however many
 * gateway replicas an attacker's attempts are spread over. Each attempt is judged and counted in one
 * api call (`reserve.php`, one transaction with a lock per key) BEFORE the password is checked, so a
 * burst of concurrent guesses cannot slip past the limit between a check and a record.
 *
 * Sign-in, over a sliding 15 minutes:
 * - 5 attempts per (account, address) pair: the guesser's own pair is blocked;
 * - 20 per address (an office or mobile network shares one address, so this allowance is wider);
 * - per account, from any address, no lockout but a growing delay: after 5 failures each further
 *   attempt waits 1 s, 2 s, 4 s ... (at most 5 minutes) after the newest one. The owner, from their own
 *   address, still gets in after at most that wait, however many addresses an attacker uses.
 * A right password un-counts its own attempt and forgets the account's and the pair's failures (the
 * address's other failures stay).
 *
 * Password-reset e-mails: at most 3 an hour per e-mail address, whether or not an account exists.
 *
 * An api that cannot be reached makes the calls fail with UPSTREAM_UNAVAILABLE, as the sign-in itself
 * would: never a free pass.
 */
import type { ApiClient } from '../api/client.js';

/** The api calls the limiter makes: those of the request it serves. */
export type LoginLimiterApi = Pick<ApiClient, 'post'>;

/** An attempt the limits allowed (with the rows that count it) or refused (with the wait). */
export type AttemptVerdict = { allowed: true; ids: number[] } | { allowed: false; retryAfterSeconds: number };

export interface LoginLimiter {
  /** Judges a sign-in attempt and, when allowed, counts it as a failure until told otherwise. */
  reserveSignIn(api: LoginLimiterApi, ip: string, email: string): Promise<AttemptVerdict>;
  /** The password was right: un-counts this attempt and forgets the account's and the pair's failures. */
  signedIn(api: LoginLimiterApi, ip: string, email: string, attempt: { ids: number[] }): Promise<void>;
  /** Judges and counts one password-reset e-mail for this address. */
  reserveResetEmail(api: LoginLimiterApi, email: string): Promise<AttemptVerdict>;
}

interface LoginLimits {
  maxPerPair?: number;
  maxPerIp?: number;
  windowSeconds?: number;
  /** Failures of one account (any address) before the growing delay starts. */
  accountDelayAfter?: number;
  accountDelayBaseSeconds?: number;
  accountDelayMaxSeconds?: number;
  maxResetEmails?: number;
  resetWindowSeconds?: number;
}

/** No e-mail address is longer; a longer input cannot make an unbounded key. */
const MAX_EMAIL_LENGTH = 320;

const normalEmail = (email: string) => email.trim().toLowerCase().slice(0, MAX_EMAIL_LENGTH);
const normalIp = (ip: string) => ip.slice(0, 60);
const accountKey = (email: string): string => `account:${normalEmail(email)}`;
const pairKey = (email: string, ip: string): string => `pair:${normalEmail(email)}|${normalIp(ip)}`;
const ipKey = (ip: string): string => `ip:${normalIp(ip)}`;
const resetKey = (email: string): string => `reset:${normalEmail(email)}`;

type Reply = { allowed: boolean; retryAfterSeconds: number; ids: number[] };
const verdict = (r: Reply): AttemptVerdict =>
  r.allowed ? { allowed: true, ids: r.ids } : { allowed: false, retryAfterSeconds: r.retryAfterSeconds };

export function createLoginLimiter(limits: LoginLimits = {}): LoginLimiter {
  const windowSeconds = limits.windowSeconds ?? 15 * 60;
  const maxPerPair = limits.maxPerPair ?? 5;
  const maxPerIp = limits.maxPerIp ?? 20;
  const delay = {
    after: limits.accountDelayAfter ?? 5,
    baseSeconds: limits.accountDelayBaseSeconds ?? 1,
    maxSeconds: limits.accountDelayMaxSeconds ?? 5 * 60,
  };
  const maxResetEmails = limits.maxResetEmails ?? 3;
  const resetWindowSeconds = limits.resetWindowSeconds ?? 60 * 60;
  return {
    reserveSignIn: async (api, ip, email) =>
      verdict(
        await api.post('users/login-failures/reserve.php', {
          keys: [
            { key: pairKey(email, ip), limit: maxPerPair, windowSeconds },
            { key: ipKey(ip), limit: maxPerIp, windowSeconds },
            { key: accountKey(email), windowSeconds, delay },
          ],
        }),
      ),
    signedIn: async (api, ip, email, attempt) => {
      await api.post('users/login-failures/clear.php', {
        keys: [pairKey(email, ip), accountKey(email)],
        ids: attempt.ids,
      });
    },
    reserveResetEmail: async (api, email) =>
      verdict(
        await api.post('users/login-failures/reserve.php', {
          keys: [{ key: resetKey(email), limit: maxResetEmails, windowSeconds: resetWindowSeconds }],
        }),
      ),
  };
}
