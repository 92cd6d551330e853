import { describe, expect, it } from 'vitest';
import { quoteFormErrors } from './QuoteRequestPage';

const valid = {
  name: 'Thandi Mokoena',
  email: 'thandi@example.co.za',
  phone: '+27 82 123 4567',
  street: '12 Kloof Street',
  suburb: 'Gardens',
  postalCode: '8001',
  description: 'A water-wise front garden.',
};

describe('the quote form', () => {
  it('has nothing to say about a complete request', () => {
    expect(quoteFormErrors(valid)).toEqual({});
  });

  it('names each field to fix, with the South African phone rule', () => {
    expect(
      quoteFormErrors({
        ...valid,
        name: ' ',
        email: 'thandi',
        phone: '020 7946 0958 44',
        postalCode: '80010',
        description: '',
      }),
    ).toEqual({
      name: 'Enter your name',
      email: 'Enter a valid e-mail address',
      phone: expect.stringMatching(/^Enter a South African phone number/),
      postalCode: 'Enter the 4-digit postal code',
      description: 'Tell us what you would like done',
    });
  });
});
