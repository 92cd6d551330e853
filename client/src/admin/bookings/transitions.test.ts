import { describe, expect, it } from 'vitest';
import { allowedMoves } from './transitions';

describe('booking status moves', () => {
  it('offers only the allowed moves', () => {
    expect(allowedMoves('PENDING')).toEqual(['CONFIRMED', 'CANCELLED']);
    expect(allowedMoves('CONFIRMED')).toEqual(['COMPLETED', 'CANCELLED']);
    expect(allowedMoves('COMPLETED')).toEqual([]);
    expect(allowedMoves('CANCELLED')).toEqual([]);
  });
});
