import { describe, expect, it } from 'vitest';
import { growthColor, growthLabel } from './growth';

describe('dashboard growth', () => {
  it('reads growth against the previous 30 days', () => {
    expect(growthLabel(25, 5)).toBe('+25%');
    expect(growthLabel(-12.345, 3)).toBe('-12.3%');
    expect(growthLabel(0, 4)).toBe('0%');
    expect(growthLabel(null, 3)).toBe('New');
    expect(growthLabel(null, 0)).toBe('0%');
    expect([growthColor(25, 5), growthColor(-1, 1), growthColor(0, 0), growthColor(null, 2)]).toEqual([
      'green',
      'red',
      'gray',
      'green',
    ]);
  });
});
