import { describe, expect, it } from 'vitest';
import { isSaPhone, normaliseSaPhone, phoneSearchDigits } from './sa-phone.js';

describe('South African phone numbers', () => {
  it.each([
    ['0821234567', '0821234567'],
    ['+27 82 123 4567', '0821234567'],
    ['021 123 4567', '0211234567'],
    ['(021) 123-4567', '0211234567'],
    ['0027 82 123 4567', '0821234567'],
    // Every common way a South African writes one number.
    ['+27 (0)82 555 0199', '0825550199'],
    ['+27(0)825550199', '0825550199'],
    ['082 555 0199', '0825550199'],
    ['0825550199', '0825550199'],
    ['+27825550199', '0825550199'],
    ['27 82 555 0199', '0825550199'],
    ['082-555-0199', '0825550199'],
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
    '+27 (0)82 555 019',
    '(0)82 555 0199 +27',
    '+27 (0)082 555 0199',
  ])('refuses %s', (input) => {
    expect(isSaPhone(input)).toBe(false);
  });
});

describe('searching for a phone number', () => {
  it.each([
    ['082 123 4567', '821234567'],
    ['+27 82 123 4567', '821234567'],
    ['0027821234567', '821234567'],
    ['082 123', '82123'],
    ['(021) 55', '2155'],
  ])('%s looks for the digits %s', (input, digits) => {
    expect(phoneSearchDigits(input)).toBe(digits);
  });

  it.each(['Smith', '082', '2025-01-10', 'Claremont 7708'])('%s is not a phone search', (input) => {
    expect(phoneSearchDigits(input)).toBeNull();
  });
});
