import { describe, expect, it } from 'vitest';
import { isSaPhone, normaliseSaPhone } from './sa-phone.js';

describe('South African phone numbers', () => {
  it.each([
    ['0821234567', '0821234567'],
    ['+27 82 123 4567', '0821234567'],
    ['021 123 4567', '0211234567'],
    ['(021) 123-4567', '0211234567'],
    ['0027 82 123 4567', '0821234567'],
  ])('accepts %s', (input, national) => {
    expect(normaliseSaPhone(input)).toBe(national);
  });

  it.each([
    '',
    'call me',
    '12345',
    '082123456',
    '08212345678',
    '+44 20 7946 0958',
    '0021234567',
    '082 123 4567 ext 2',
  ])('refuses %s', (input) => {
    expect(isSaPhone(input)).toBe(false);
  });
});
