import { describe, expect, it } from 'vitest';
import { newResetToken, sealResetToken, unsealResetToken } from './reset-link-seal.js';

const secret = 'a-manage-link-secret-of-at-least-32-chars';

describe('a sealed reset token', () => {
  it('opens under the same secret, and only there; an altered copy is refused', () => {
    const token = newResetToken();
    const sealed = sealResetToken(secret, token);
    expect(sealed).not.toContain(token);
    expect(unsealResetToken(secret, sealed)).toBe(token);
    expect(sealResetToken(secret, token)).not.toBe(sealed);
    expect(() => unsealResetToken(`${secret}-other`, sealed)).toThrow();
    const raw = Buffer.from(sealed, 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(() => unsealResetToken(secret, raw.toString('base64url'))).toThrow();
    expect(() => unsealResetToken(secret, 'short')).toThrow();
  });
});
