import { describe, expect, it } from 'vitest';
import { minutesText } from './work-length.js';

describe("a service's length in words", () => {
  it('is derived from its minutes', () => {
    expect(minutesText(45)).toBe('45 min');
    expect(minutesText(60)).toBe('1 h');
    expect(minutesText(90)).toBe('1 h 30 min');
    expect(minutesText(900)).toBe('15 h');
  });
});
