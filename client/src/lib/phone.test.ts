import { describe, expect, it } from 'vitest';
import { phoneError, SA_PHONE_MESSAGE } from './phone';

describe('the phone field rule', () => {
  it.each(['0821234567', '+27 82 123 4567', '021 123 4567', '(021) 123-4567', ''])(
    'accepts "%s"',
    (value) => {
      expect(phoneError(value)).toBeNull();
    },
  );

  it.each(['082 123', '+44 20 7946 0958', 'my cell', '0821234567890'])(
    'explains why "%s" is refused',
    (value) => {
      expect(phoneError(value)).toBe(SA_PHONE_MESSAGE);
      expect(SA_PHONE_MESSAGE).toMatch(/South African phone number, for example 082 123 4567/);
    },
  );
});
