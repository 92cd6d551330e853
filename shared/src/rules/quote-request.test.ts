import { describe, expect, it } from 'vitest';
import { SaveQuoteRequestBody } from '../rest/quote-requests.js';
import { quoteTextProblem, QUOTE_TEXT_FIELDS } from './quote-request.js';

describe('quote request field rules', () => {
  it('asks for each missing field in its own words, and holds each to its length', () => {
    expect(quoteTextProblem('name', '  ')).toBe('Enter your name');
    expect(quoteTextProblem('description', '')).toBe('Tell us what you would like done');
    expect(quoteTextProblem('suburb', 'x'.repeat(100))).toBeNull();
    expect(quoteTextProblem('suburb', 'x'.repeat(101))).toBe('At most 100 characters');
    expect(quoteTextProblem('description', 'x'.repeat(4000))).toBeNull();
    expect(QUOTE_TEXT_FIELDS.name.max).toBe(200);
  });

  it('keeps name, street and suburb to one line, the description to several', () => {
    expect(quoteTextProblem('street', '12 Kloof\nStreet')).not.toBeNull();
    expect(quoteTextProblem('description', 'Front lawn.\nBack beds.')).toBeNull();
  });

  it('is the REST body the api and the gateway check', () => {
    const body = {
      serviceId: 3,
      name: 'Thandi',
      email: 'thandi@example.co.za',
      phone: '+27 82 123 4567',
      street: '12 Kloof Street',
      suburb: 'Gardens',
      postalCode: '8001',
      description: 'A water-wise garden.',
    };
    expect(SaveQuoteRequestBody.parse(body).phone).toBe('0821234567');
    const refused = SaveQuoteRequestBody.safeParse({ ...body, suburb: ' ', postalCode: '801' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['suburb', 'Enter the suburb'],
      ['postalCode', 'Enter the 4-digit postal code'],
    ]);
  });
});
