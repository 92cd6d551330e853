import { describe, expect, it } from 'vitest';
import { findControlCharacter, hasControlCharacter, isMultilineField } from './clean-text.js';

describe('clean text', () => {
  it('refuses NUL and every other control character in single-line fields, tabs and line breaks included', () => {
    for (const c of ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\t', '\n', '\r']) {
      expect(hasControlCharacter(`a${c}b`, 'name'), JSON.stringify(c)).toBe(true);
    }
    expect(hasControlCharacter('Ünïcödé, emoji 🌱 and "quotes"', 'name')).toBe(false);
  });

  it('keeps tabs and line breaks in multi-line fields, never NUL', () => {
    for (const field of ['description', 'notes', 'address', 'optionDescription', 'item_description']) {
      expect(isMultilineField(field), field).toBe(true);
      expect(hasControlCharacter('line 1\r\n\tline 2', field)).toBe(false);
      expect(hasControlCharacter('a\u0000b', field)).toBe(true);
    }
    for (const field of ['name', 'email', 'phone', 'addresses', 'descriptionId']) {
      expect(isMultilineField(field), field).toBe(false);
    }
  });

  it('leaves a password its bidi and zero-width characters (a secret is never shown), never a control one', () => {
    expect(hasControlCharacter('pass\u202Eword\u200B', 'password')).toBe(false);
    expect(hasControlCharacter('pass\u202Eword', 'newPassword')).toBe(false);
    expect(hasControlCharacter('pass\u0000word', 'password')).toBe(true);
    expect(hasControlCharacter('Adm\u202Enimda', 'name')).toBe(true);
  });

  it('names the path of the first bad string, keys included', () => {
    expect(findControlCharacter({ customer: { name: 'Ann', email: 'a\u0000@b.c' } })).toBe('customer.email');
    expect(findControlCharacter({ lines: [{ note: 'ok' }, { note: 'x\ny' }] })).toBe('lines.1.note');
    expect(findControlCharacter({ data: { description: 'a\nb', name: 'c' } })).toBeNull();
    expect(findControlCharacter({ ['bad\u0000key']: 1 })).toBe('bad\u0000key');
    expect(findControlCharacter('x\u0000', ['search'])).toBe('search');
    expect(findControlCharacter(['a\tb'], ['notes'])).toBeNull();
    expect(findControlCharacter({ n: 1, b: true, z: null })).toBeNull();
    // The generic tables' pairs: the line break is fine in a description, not in a name.
    expect(findControlCharacter({ data: [{ key: 'description', value: 'a\nb' }] })).toBeNull();
    expect(findControlCharacter({ data: [{ key: 'name', value: 'a\nb' }] })).toBe('data.0.value');
  });
});
