import { describe, expect, it } from 'vitest';
import { createLoginLimiter } from './login-limiter.js';

describe('login limiter', () => {
  it('blocks an e-mail after 5 failures (any case) and an IP after 20, until the window passes', () => {
    let now = 0;
    const limiter = createLoginLimiter({ now: () => now });
    for (let i = 0; i < 5; i++) limiter.recordFailure(`10.0.0.${i}`, 'Ann@Example.test');
    expect(limiter.isBlocked('10.9.9.9', 'ann@example.test')).toBe(true);
    expect(limiter.isBlocked('10.9.9.9', 'bob@example.test')).toBe(false);
    for (let i = 0; i < 20; i++) limiter.recordFailure('10.1.1.1', `user${i}@example.test`);
    expect(limiter.isBlocked('10.1.1.1', 'fresh@example.test')).toBe(true);
    now += 15 * 60 * 1000;
    expect(limiter.isBlocked('10.1.1.1', 'ann@example.test')).toBe(false);
  });

  it('a successful sign-in forgets the e-mail failures', () => {
    const limiter = createLoginLimiter();
    for (let i = 0; i < 4; i++) limiter.recordFailure('10.0.0.1', 'c@example.test');
    limiter.recordSuccess('10.0.0.1', 'c@example.test');
    limiter.recordFailure('10.0.0.1', 'c@example.test');
    expect(limiter.isBlocked('10.0.0.2', 'c@example.test')).toBe(false);
  });
});
