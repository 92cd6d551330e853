import { describe, expect, it } from 'vitest';
import { scalarText } from './scalar-text.js';

describe('scalarText', () => {
  it('reads scalars as they are and objects as JSON', () => {
    expect(scalarText('a')).toBe('a');
    expect(scalarText(12.5)).toBe('12.5');
    expect(scalarText(false)).toBe('false');
    expect(scalarText(null)).toBe('');
    expect(scalarText(undefined)).toBe('');
    expect(scalarText({ a: 1 })).toBe('{"a":1}');
  });
});
