import { describe, expect, it } from 'vitest';
import { signDeviceCookie, verifyDeviceCookie } from './device-cookie.js';

const SECRET = 'a-secret-for-device-cookies-0123456789abcdef';
const NOW = new Date('2030-03-10T06:00:00Z');

describe('device cookies', () => {
  it('name the account they were issued for, in any case or spacing of the e-mail, with a new nonce each time', () => {
    const first = signDeviceCookie(SECRET, 'Owner@Example.test', NOW);
    const second = signDeviceCookie(SECRET, 'owner@example.test', NOW);
    const nonce = verifyDeviceCookie(SECRET, first, '  OWNER@example.test ', NOW);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(verifyDeviceCookie(SECRET, second, 'owner@example.test', NOW)).not.toBe(nonce);
    // The cookie does not show the address.
    expect(first).not.toMatch(/owner|example/i);
  });

  it('prove nothing for another account, another key, a changed part or junk', () => {
    const cookie = signDeviceCookie(SECRET, 'owner@example.test', NOW);
    expect(verifyDeviceCookie(SECRET, cookie, 'someone-else@example.test', NOW)).toBeNull();
    expect(
      verifyDeviceCookie('another-secret-of-some-length-0123456789', cookie, 'owner@example.test', NOW),
    ).toBeNull();
    const [tag, nonce, issued, sig] = cookie.split('.') as [string, string, string, string];
    const other = signDeviceCookie(SECRET, 'attacker@example.test', NOW).split('.')[0]!;
    const tampered = [
      `${other}.${nonce}.${issued}.${sig}`, // the attacker's own account tag on the owner's cookie
      `${tag}.${'A'.repeat(22)}.${issued}.${sig}`,
      `${tag}.${nonce}.${Number(issued) + 1}.${sig}`,
      `${tag}.${nonce}.${issued}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BA' : 'AA'}`,
      '',
      'x',
      `${tag}.${nonce}.${issued}`,
    ];
    for (const value of tampered)
      expect(verifyDeviceCookie(SECRET, value, 'owner@example.test', NOW)).toBeNull();
  });

  it('expire a year after they were issued', () => {
    const cookie = signDeviceCookie(SECRET, 'owner@example.test', NOW);
    const day = 86_400_000;
    expect(
      verifyDeviceCookie(SECRET, cookie, 'owner@example.test', new Date(NOW.getTime() + 364 * day)),
    ).not.toBeNull();
    expect(
      verifyDeviceCookie(SECRET, cookie, 'owner@example.test', new Date(NOW.getTime() + 366 * day)),
    ).toBeNull();
  });
});
