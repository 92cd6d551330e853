import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id.js';

const request = (headers: Record<string, string> = {}) => ({ headers }) as unknown as IncomingMessage;

describe('the request id', () => {
  it('is the caller’s when well formed, and one new id per request otherwise, the same each time asked', () => {
    expect(requestIdOf(request({ 'x-request-id': 'abc-123' }))).toBe('abc-123');
    const req = request({ 'x-request-id': 'not ok\n' });
    const first = requestIdOf(req);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(req)).toBe(first);
    expect(requestIdOf(request())).not.toBe(first);
  });
});
