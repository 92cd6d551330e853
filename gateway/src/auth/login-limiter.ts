/**
 * Failed sign-in limits over a sliding 15 minutes: 5 failures per e-mail address, 20 per IP address (an
 * office or a mobile network shares one address, so the IP allowance is wider). The failures are
 * counted by the api in PostgreSQL (users/login-failures/*.php), not in this process, so the limit
 * holds however many gateway replicas an attacker's attempts are spread over. An api that cannot be
 * reached makes the calls fail with UPSTREAM_UNAVAILABLE, as the sign-in itself would.
 */
import type { ApiClient } from '../api/client.js';

/** The api calls the limiter makes: those of the request it serves. */
export type LoginLimiterApi = Pick<ApiClient, 'post'>;

export interface LoginLimiter {
  /** True when this IP or e-mail has used up its failures. */
  isBlocked(api: LoginLimiterApi, ip: string, email: string): Promise<boolean>;
  /** Counts a failed attempt against the IP and the e-mail. */
  recordFailure(api: LoginLimiterApi, ip: string, email: string): Promise<void>;
  /** Forgets the e-mail's failures after a successful sign-in (the IP's stay). */
  recordSuccess(api: LoginLimiterApi, ip: string, email: string): Promise<void>;
}

export interface LoginLimits {
  maxPerEmail?: number;
  maxPerIp?: number;
  windowSeconds?: number;
}

/** No e-mail address is longer; a longer input cannot make an unbounded key. */
const MAX_EMAIL_LENGTH = 320;

export const emailKey = (email: string): string =>
  `email:${email.trim().toLowerCase().slice(0, MAX_EMAIL_LENGTH)}`;
export const ipKey = (ip: string): string => `ip:${ip.slice(0, 100)}`;

export function createLoginLimiter(limits: LoginLimits = {}): LoginLimiter {
  const windowSeconds = limits.windowSeconds ?? 15 * 60;
  const maxPerEmail = limits.maxPerEmail ?? 5;
  const maxPerIp = limits.maxPerIp ?? 20;
  return {
    isBlocked: async (api, ip, email) => {
      const reply = await api.post('users/login-failures/check.php', {
        keys: [
          { key: ipKey(ip), limit: maxPerIp, windowSeconds },
          { key: emailKey(email), limit: maxPerEmail, windowSeconds },
        ],
      });
      return reply.limited;
    },
    recordFailure: async (api, ip, email) => {
      await api.post('users/login-failures/record.php', { keys: [ipKey(ip), emailKey(email)] });
    },
    recordSuccess: async (api, _ip, email) => {
      await api.post('users/login-failures/clear.php', { keys: [emailKey(email)] });
    },
  };
}
