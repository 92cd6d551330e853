import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from './fieldTypes';
import { fieldsForTable } from './tableForms';
import { hasEmptyRequiredField, validateField, validateValues } from './validation';

const creating = { creating: true };
const editing = { creating: false };
const price: FieldDefinition = { key: 'price', label: 'Price', type: 'number', min: 0, max: 1000 };
const email: FieldDefinition = { key: 'email', label: 'Email', type: 'email', required: true };

describe('dynamic form rules (docs/product.md)', () => {
  it('words a missing required field as "{label} is required"', () => {
    expect(validateField(email, '  ', creating)).toBe('Email is required');
    expect(validateField({ ...email, required: false }, '', creating)).toBeNull();
  });

  it('accepts text@text.text and refuses anything else as an e-mail', () => {
    expect(validateField(email, 'ann@greenleaf.co.za', creating)).toBeNull();
    expect(validateField(email, 'ann@greenleaf', creating)).toBe('Email must be a valid email address');
    expect(validateField(email, 'ann greenleaf.co', creating)).toBe('Email must be a valid email address');
  });

  it('checks numbers, then min, then max', () => {
    expect(validateField(price, 'abc', creating)).toBe('Price must be a valid number');
    expect(validateField(price, -0.01, creating)).toBe('Price must be at least 0');
    expect(validateField(price, '1000.5', creating)).toBe('Price must be at most 1000');
    expect(validateField(price, 0, creating)).toBeNull();
    expect(validateField(price, '', creating)).toBeNull();
  });

  it('requires a password only when creating a user', () => {
    const users = fieldsForTable('users');
    const password = users.find((field) => field.key === 'password');
    expect(password).toBeDefined();
    if (!password) return;
    expect(validateField(password, '', creating)).toBe('Password is required');
    expect(validateField(password, '', editing)).toBeNull();
  });

  it('never validates read-only fields', () => {
    const id: FieldDefinition = { key: 'id', label: 'ID', type: 'text', readOnly: true, required: true };
    expect(validateField(id, '', creating)).toBeNull();
  });

  it('marks exactly the required fields of each table (docs/product.md)', () => {
    const required = (table: string) =>
      fieldsForTable(table)
        .filter((field) => field.required || field.requiredOnCreate)
        .map((field) => field.key)
        .sort();
    expect(required('services')).toEqual(['categoryId', 'name']);
    expect(required('bookings')).toEqual(['bookingDate', 'bookingTime', 'userId']);
    expect(required('categories')).toEqual(['name']);
    expect(required('users')).toEqual(['email', 'name', 'password']);
    expect(required('packages')).toEqual(['name', 'price']);
    expect(required('addons')).toEqual(['name', 'price', 'serviceId']);
    expect(required('variations')).toEqual(['name']);
    expect(required('seasons')).toEqual(['endDate', 'multiplier', 'name', 'startDate']);
    expect(required('booking-manager')).toEqual(['bookingId', 'modifierId', 'modifierOptionId']);
    expect(required('anything-else')).toEqual(['name']);
  });

  it('reports every broken field and whether a required one is empty', () => {
    const fields = [email, price];
    expect(validateValues(fields, { email: 'x', price: 2000 }, creating)).toEqual({
      email: 'Email must be a valid email address',
      price: 'Price must be at most 1000',
    });
    expect(hasEmptyRequiredField(fields, { email: '', price: 1 }, creating)).toBe(true);
    expect(hasEmptyRequiredField(fields, { email: 'a@b.co', price: null }, creating)).toBe(false);
  });
});
