import { describe, expect, it } from 'vitest';
import { adminFieldRule, ADMIN_FIELD_RULES } from './admin-fields.js';

describe('admin table field rules', () => {
  it('names required fields and lengths per table', () => {
    expect(adminFieldRule('addons', 'name')).toEqual({ required: true, max: 200 });
    expect(adminFieldRule('variations', 'name')).toEqual({ required: true, min: 3, max: 200 });
    expect(adminFieldRule('users', 'email')).toEqual({ required: true, max: 254 });
    expect(adminFieldRule('service-areas', 'postalCode')).toEqual({ required: true, max: 10 });
  });

  it('has no rule for a field or table it does not name', () => {
    expect(adminFieldRule('addons', 'description')).toEqual({});
    expect(adminFieldRule('nope', 'name')).toEqual({});
    expect(Object.keys(ADMIN_FIELD_RULES)).toContain('booking-manager');
  });
});
