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
 * A known device (auth/device-cookie.ts: a valid device cookie for this very account) is not slowed by
 * the account's delay, which guesses from elsewhere build: its attempts count per pair, per address
 * and per device (5 in the window), not per account. A device that has failed 5 times is distrusted
 * for the window: its further attempts are judged as an unknown device's (the account's delay too). A
 * known device's right password forgets the device's and the pair's failures but not the account's,
 * so an attacker's delay keeps growing while the owner signs in.
 * A refusal says whether the account's delay refused it (`accountDelay`): the sign-in form then offers
 * a sign-in link by e-mail.
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
export type AttemptVerdict =
  { allowed: true; ids: number[] } | { allowed: false; retryAfterSeconds: number; accountDelay: boolean };

/** A sign-in attempt: the allowed one says whether it was judged as a known device's. */
export type SignInVerdict =
  (AttemptVerdict & { allowed: false }) | { allowed: true; ids: number[]; device: string | null };

export interface LoginLimiter {
  /**
   * Judges a sign-in attempt and, when allowed, counts it as a failure until told otherwise. `device`:
   * the nonce of a valid device cookie for this account, if the request carries one.
   */
  reserveSignIn(
    api: LoginLimiterApi,
    ip: string,
    email: string,
    device?: string | null,
  ): Promise<SignInVerdict>;
  /**
   * The password was right: un-counts this attempt and forgets the pair's failures, and the device's
   * (a known device) or the account's (an unknown one).
   */
  signedIn(
    api: LoginLimiterApi,
    ip: string,
    email: string,
    attempt: { ids: number[]; device: string | null },
  ): Promise<void>;
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
  /** Failures of one known device in the window before it is distrusted. */
  maxPerDevice?: number;
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
const deviceKey = (device: string): string => `device:${device.slice(0, 64)}`;

type Reply = { allowed: boolean; retryAfterSeconds: number; ids: number[]; limitedBy: string[] };
const verdict = (r: Reply, account?: string): AttemptVerdict =>
  r.allowed
    ? { allowed: true, ids: r.ids }
    : {
        allowed: false,
        retryAfterSeconds: r.retryAfterSeconds,
        accountDelay: account !== undefined && r.limitedBy.includes(account),
      };

export function createLoginLimiter(limits: LoginLimits = {}): LoginLimiter {
  const windowSeconds = limits.windowSeconds ?? 15 * 60;
  const maxPerPair = limits.maxPerPair ?? 5;
  const maxPerIp = limits.maxPerIp ?? 20;
  const delay = {
    after: limits.accountDelayAfter ?? 5,
    baseSeconds: limits.accountDelayBaseSeconds ?? 1,
    maxSeconds: limits.accountDelayMaxSeconds ?? 5 * 60,
  };
  const maxPerDevice = limits.maxPerDevice ?? 5;
  const maxResetEmails = limits.maxResetEmails ?? 3;
  const resetWindowSeconds = limits.resetWindowSeconds ?? 60 * 60;
  const pairAndIp = (email: string, ip: string) => [
    { key: pairKey(email, ip), limit: maxPerPair, windowSeconds },
    { key: ipKey(ip), limit: maxPerIp, windowSeconds },
  ];
  const unknownDevice = async (api: LoginLimiterApi, ip: string, email: string): Promise<SignInVerdict> => {
    const judged = verdict(
      await api.post('users/login-failures/reserve.php', {
        keys: [...pairAndIp(email, ip), { key: accountKey(email), windowSeconds, delay }],
      }),
      accountKey(email),
    );
    return judged.allowed ? { ...judged, device: null } : judged;
  };
  return {
    reserveSignIn: async (api, ip, email, device) => {
      if (!device) return unknownDevice(api, ip, email);
      const judged = verdict(
        await api.post('users/login-failures/reserve.php', {
          keys: [...pairAndIp(email, ip), { key: deviceKey(device), limit: maxPerDevice, windowSeconds }],
        }),
      );
      if (judged.allowed) return { ...judged, device };
      // A distrusted device (or a blocked pair or address, which refuse this one again) meets the
      // account's delay as an unknown device does.
      return unknownDevice(api, ip, email);
    },
    signedIn: async (api, ip, email, attempt) => {
      await api.post('users/login-failures/clear.php', {
        keys: [pairKey(email, ip), attempt.device ? deviceKey(attempt.device) : accountKey(email)],
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
