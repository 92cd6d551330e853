import { describe, expect, it } from 'vitest';
import { ENTER_VALID_EMAIL, invalidEmailMessage, isEmail, zEmail, zEmailAddress } from './email.js';
import { nameProblem, zName, zNamed } from './name.js';
import { isPostalCode, POSTAL_CODE_MESSAGE, zPostalCode } from './postal-code.js';
import { isLongEnoughPassword, passwordTooShortMessage, zPassword } from './password.js';

describe('the e-mail rule', () => {
  it('the simple pattern: text, @, text, dot, text (trimmed)', () => {
    expect(isEmail(' ann@greenleaf.co.za ')).toBe(true);
    expect(isEmail('ann@greenleaf')).toBe(false);
    expect(isEmail('ann greenleaf.co')).toBe(false);
    expect(invalidEmailMessage()).toBe('Email must be a valid email address');
    expect(invalidEmailMessage('Contact Email')).toBe('Contact Email must be a valid email address');
  });

  it('the REST bodies: a full address, trimmed first for accounts, as given for quote requests', () => {
    expect(zEmail.parse(' ann@example.co.za ')).toBe('ann@example.co.za');
    expect(zEmailAddress.safeParse(' ann@example.co.za ').success).toBe(false);
    expect(zEmail.safeParse('ann@').error?.issues[0]?.message).toBe(ENTER_VALID_EMAIL);
  });
});

describe('the password rule', () => {
  it('at least 8 characters, at most 200, with the product wording', () => {
    expect(isLongEnoughPassword('1234567')).toBe(false);
    expect(isLongEnoughPassword('12345678')).toBe(true);
    expect(zPassword.safeParse('short').error?.issues[0]?.message).toBe(passwordTooShortMessage());
    expect(passwordTooShortMessage()).toBe('Password must be at least 8 characters');
    expect(zPassword.safeParse('x'.repeat(201)).success).toBe(false);
  });
});

describe('the name rule', () => {
  it('"{label} is required", then "{label} must be at least {n} characters" (trimmed)', () => {
    expect(nameProblem('Name', '  ', 3)).toBe('Name is required');
    expect(nameProblem('Name', ' ab ', 3)).toBe('Name must be at least 3 characters');
    expect(nameProblem('Name', 'abc', 3)).toBeNull();
    expect(zNamed('Label', 2).safeParse(' a ').error?.issues[0]?.message).toBe(
      'Label must be at least 2 characters',
    );
    expect(zName().safeParse('   ').error?.issues[0]?.message).toBe('Required');
  });
});

describe('the postal code rule', () => {
  it('4 digits, trimmed; one message wherever an address is given', () => {
    expect(isPostalCode(' 7700 ')).toBe(true);
    expect(isPostalCode('770')).toBe(false);
    expect(isPostalCode('77001')).toBe(false);
    expect(isPostalCode('77a0')).toBe(false);
    expect(zPostalCode.parse(' 7441 ')).toBe('7441');
    expect(zPostalCode.safeParse('123').error?.issues[0]?.message).toBe(POSTAL_CODE_MESSAGE);
  });
});
