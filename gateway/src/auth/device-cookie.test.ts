import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { deviceAccess, signDeviceCookie, verifyDeviceCookie } from './device-cookie.js';

const SECRET = 'a-secret-for-device-cookies-0123456789abcdef';
const NOW = new Date('2030-03-10T06:00:00Z');

describe('device cookies', () => {
  it('name the account they were issued for, in any case or spacing of the e-mail, with a new nonce each time', () => {
    const first = signDeviceCookie(SECRET, 'Owner@Example.test', NOW);
    const second = signDeviceCookie(SECRET, 'owner@example.test', NOW);
    const known = verifyDeviceCookie(SECRET, first, '  OWNER@example.test ', NOW);
    expect(known?.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(known?.issuedAt).toBe(NOW.getTime());
    expect(verifyDeviceCookie(SECRET, second, 'owner@example.test', NOW)?.nonce).not.toBe(known?.nonce);
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

  it('a cookie naming no account (a device id for the budgets) proves no account, not even the empty one', () => {
    const cookie = signDeviceCookie(SECRET, null, NOW);
    expect(verifyDeviceCookie(SECRET, cookie, '', NOW)).toBeNull();
    expect(verifyDeviceCookie(SECRET, cookie, 'owner@example.test', NOW)).toBeNull();
  });
});

describe('the device of one request', () => {
  /** A request with these cookies and a response that records its Set-Cookie headers. */
  const exchange = (cookie?: string) => {
    const headers: Record<string, unknown> = {};
    const req = { headers: cookie ? { cookie } : {} } as IncomingMessage;
    const res = {
      getHeader: (name: string) => headers[name],
      setHeader: (name: string, value: unknown) => {
        headers[name] = value;
      },
    } as unknown as ServerResponse;
    const access = deviceAccess(req, res, { secret: SECRET, secure: true });
    const deviceCookies = () =>
      ((headers['set-cookie'] as string[] | undefined) ?? []).filter((c) => c.startsWith('gl_device='));
    const valueOf = (setCookie: string) => setCookie.slice('gl_device='.length).split(';')[0]!;
    return { access, deviceCookies, valueOf, headers };
  };

  it('a browser without a device cookie is given one naming no account, once, and keeps its id', () => {
    const first = exchange();
    const id = first.access.id();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.access.id()).toBe(id);
    expect(first.deviceCookies()).toHaveLength(1);
    const again = exchange(`gl_device=${first.valueOf(first.deviceCookies()[0]!)}`);
    expect(again.access.id()).toBe(id);
    expect(again.deviceCookies()).toHaveLength(0);
  });

  it('a right password (remember) re-issues the cookie for the account with the same device id, replacing the one set before', () => {
    const browser = exchange('other=1');
    browser.headers['set-cookie'] = ['session=abc; Path=/'];
    const id = browser.access.id();
    browser.access.remember('owner@example.test');
    const set = browser.deviceCookies();
    expect(set).toHaveLength(1);
    expect(browser.headers['set-cookie']).toContain('session=abc; Path=/');
    expect(set[0]).toMatch(/HttpOnly; SameSite=Lax; Secure$/);
    expect(verifyDeviceCookie(SECRET, browser.valueOf(set[0]!), 'owner@example.test')?.nonce).toBe(id);
  });

  it('a forged or foreign cookie is no device id: a new one is given', () => {
    const forged = signDeviceCookie('another-secret-of-some-length-0123456789', null, new Date());
    const browser = exchange(`gl_device=${forged}`);
    expect(browser.access.id()).not.toBe(forged.split('.')[1]);
    expect(browser.deviceCookies()).toHaveLength(1);
  });
});
