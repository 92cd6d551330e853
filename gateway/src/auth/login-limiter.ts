/**
 * Failed sign-in limits per 15 minutes: 5 failures per e-mail address, 20 per IP address (an office or
 * a mobile network shares one address, so the IP allowance is wider). Kept in memory of one process: an attacker spreading attempts over replicas gets at most
 * `max` per replica, which still bounds guessing; a shared store can replace `FixedWindowCounter`.
 */
export interface LoginLimiter {
  /** True when this IP or e-mail has used up its failures. */
  isBlocked(ip: string, email: string): boolean;
  /** Counts a failed attempt. */
  recordFailure(ip: string, email: string): void;
  /** Forgets the e-mail's failures after a successful sign-in. */
  recordSuccess(ip: string, email: string): void;
}

interface Window {
  count: number;
  resetAt: number;
}

class FixedWindowCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  private current(key: string): Window | undefined {
    const w = this.windows.get(key);
    if (w && w.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return w;
  }

  isFull(key: string): boolean {
    return (this.current(key)?.count ?? 0) >= this.max;
  }

  hit(key: string): void {
    const w = this.current(key);
    if (w) w.count += 1;
    else this.windows.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    if (this.windows.size > 50_000) this.sweep();
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(): void {
    const t = this.now();
    for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k);
  }
}

export function createLoginLimiter(
  opts: { maxPerEmail?: number; maxPerIp?: number; windowMs?: number; now?: () => number } = {},
): LoginLimiter {
  const windowMs = opts.windowMs ?? 15 * 60 * 1000;
  const now = opts.now ?? Date.now;
  const byIp = new FixedWindowCounter(opts.maxPerIp ?? 20, windowMs, now);
  const byEmail = new FixedWindowCounter(opts.maxPerEmail ?? 5, windowMs, now);
  const emailKey = (email: string) => email.trim().toLowerCase();
  return {
    isBlocked: (ip, email) => byIp.isFull(ip) || byEmail.isFull(emailKey(email)),
    recordFailure: (ip, email) => {
      byIp.hit(ip);
      byEmail.hit(emailKey(email));
    },
    recordSuccess: (_ip, email) => byEmail.reset(emailKey(email)),
  };
}
