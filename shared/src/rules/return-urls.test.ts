import { describe, expect, it } from 'vitest';
import { allowedReturnUrl, returnUrlPrefix } from './return-urls.js';

const PREFIXES = ['https://portal.example/pay', 'https://shop.example/', 'http://127.0.0.1:5173/'];

describe('return URLs (an open redirect is never allowed)', () => {
  it('keeps a prefix as its origin and path, and refuses what is not one', () => {
    expect(returnUrlPrefix('https://Portal.Example/pay')).toBe('https://portal.example/pay');
    expect(returnUrlPrefix('https://portal.example')).toBe('https://portal.example/');
    expect(returnUrlPrefix('http://localhost:3000/done')).toBe('http://localhost:3000/done');
    for (const bad of [
      'http://portal.example/pay',
      'https://user:pw@portal.example/',
      'https://portal.example/pay?x=1',
      'https://portal.example/#top',
      '//portal.example/pay',
      'javascript:alert(1)',
      'portal.example/pay',
    ]) {
      expect(returnUrlPrefix(bad), bad).toBeNull();
    }
  });

  it('allows the same origin at or under the path, as the parsed URL', () => {
    expect(allowedReturnUrl('https://portal.example/pay', PREFIXES)).toBe('https://portal.example/pay');
    expect(allowedReturnUrl('https://portal.example/pay/done?b=1#x', PREFIXES)).toBe(
      'https://portal.example/pay/done?b=1#x',
    );
    expect(allowedReturnUrl('https://shop.example/anything', PREFIXES)).toBe('https://shop.example/anything');
    expect(allowedReturnUrl('http://127.0.0.1:5173/paid', PREFIXES)).toBe('http://127.0.0.1:5173/paid');
  });

  it('refuses user info, another port, host or scheme, a scheme-relative URL and a path beside the prefix', () => {
    for (const bad of [
      'https://portal.example/payments',
      'https://portal.example/pay/../admin',
      'https://portal.example/pay/%2e%2e/admin',
      'https://portal.example:8443/pay',
      'https://evil@portal.example/pay',
      'https://portal.example@evil.example/pay',
      'https://portal.example.evil.example/pay',
      '//evil.example/pay',
      '///evil.example/pay',
      'http://portal.example/pay',
      'https://evil.example/pay',
      'http://127.0.0.1:5174/paid',
      'javascript://portal.example/pay',
      '/pay',
      '',
    ]) {
      expect(allowedReturnUrl(bad, PREFIXES), bad).toBeNull();
    }
    expect(allowedReturnUrl('https://portal.example/pay', [])).toBeNull();
  });
});
