import { describe, expect, it } from 'vitest';
import { newTraceparent } from './trace-header';

describe('newTraceparent', () => {
  it('begins a new W3C trace for each request', () => {
    const a = newTraceparent();
    const b = newTraceparent();
    expect(a).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(a.split('-')[1]).not.toBe(b.split('-')[1]);
  });
});
