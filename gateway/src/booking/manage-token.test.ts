import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { manageLink, signManageToken, verifyManageToken } from './manage-token.js';

const SECRET = 'a-secret-for-manage-links-0123456789abcdef';
const GUID = 'booking-1234abcd-5678';
const NOW = new Date('2030-03-10T06:00:00Z');
const LATER = new Date('2030-04-10T06:00:00Z');

describe('manage-link tokens', () => {
  it('open the booking they were made for until they expire', () => {
    const token = signManageToken(SECRET, GUID, LATER, NOW);
    expect(verifyManageToken(SECRET, token, NOW)).toEqual({
      ok: true,
      guidId: GUID,
      issuedAt: NOW.getTime(),
    });
  });

  it('a token signed before tokens carried their issue time still opens its booking, as issued at 0', () => {
    const expires = Math.floor(LATER.getTime() / 1000);
    const sig = createHmac('sha256', SECRET)
      .update(`manage-booking\n${GUID}\n${expires}`)
      .digest('base64url');
    expect(verifyManageToken(SECRET, `${GUID}.${expires}.${sig}`, NOW)).toEqual({
      ok: true,
      guidId: GUID,
      issuedAt: 0,
    });
  });

  it('refuse an expired token', () => {
    const token = signManageToken(SECRET, GUID, LATER);
    expect(verifyManageToken(SECRET, token, new Date(LATER.getTime() + 1000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuse a token whose booking, expiry or signature was changed, or that another key signed', () => {
    const token = signManageToken(SECRET, GUID, LATER);
    const [guid, expires, issued, sig] = token.split('.') as [string, string, string, string];
    const otherBooking = `booking-9999abcd-5678.${expires}.${issued}.${sig}`;
    const longer = `${guid}.${Number(expires) + 86_400 * 365}.${issued}.${sig}`;
    const reissued = `${guid}.${expires}.${Number(issued) + 86_400_000}.${sig}`;
    const withoutIssue = `${guid}.${expires}.${sig}`;
    const flipped = `${guid}.${expires}.${issued}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BA' : 'AA'}`;
    for (const tampered of [otherBooking, longer, reissued, withoutIssue, flipped]) {
      expect(verifyManageToken(SECRET, tampered, NOW)).toEqual({ ok: false, reason: 'bad-signature' });
    }
    expect(verifyManageToken('another-secret-of-some-length-0123456789', token, NOW)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    for (const junk of ['', 'x', `${guid}.${expires}`, `${guid}.soon.${sig}`, `a.b.c.d`]) {
      expect(verifyManageToken(SECRET, junk, NOW).ok).toBe(false);
    }
  });

  it('make a link to /manage/{token} for an e-mail, valid for the configured days', () => {
    const link = manageLink(
      { publicUrl: 'https://greenleaf.test/', manageLinkSecret: SECRET, manageLinkDays: 30 },
      GUID,
      NOW,
    );
    expect(link).toMatch(
      /^https:\/\/greenleaf\.test\/manage\/booking-1234abcd-5678\.\d+\.\d+\.[A-Za-z0-9_-]{43}$/,
    );
    const token = decodeURIComponent(link.split('/manage/')[1]!);
    expect(verifyManageToken(SECRET, token, new Date(NOW.getTime() + 29 * 86_400_000)).ok).toBe(true);
    expect(verifyManageToken(SECRET, token, new Date(NOW.getTime() + 31 * 86_400_000)).ok).toBe(false);
  });
});
