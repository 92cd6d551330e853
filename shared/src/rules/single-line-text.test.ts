import { describe, expect, it } from 'vitest';
import { findTextRefusal } from '../clean-text.js';
import { nameProblem, zName, zNamed } from './name.js';
import {
  asSingleLine,
  isSingleLineText,
  showHiddenCharacters,
  SINGLE_LINE_TEXT_MESSAGE,
} from './single-line-text.js';

const HIDDEN = [
  ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e'],
  ...['\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'],
  ...['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'],
  ...['\u0000', '\u0007', '\n', '\t', '\u007f', '\u0085', '\u009f'],
];

describe('the single-line text rule', () => {
  it('refuses every bidirectional, zero-width and control character, wherever it stands', () => {
    for (const c of HIDDEN) {
      const code = c.charCodeAt(0).toString(16);
      expect(isSingleLineText(`Adm${c}nimda`), code).toBe(false);
      expect(zName().safeParse(`Adm${c}nimda`).error?.issues[0]?.message, code).toBe(
        SINGLE_LINE_TEXT_MESSAGE,
      );
      expect(zNamed('Name').safeParse(`Adm${c}nimda`).success, code).toBe(false);
      expect(nameProblem('Full Name', `Adm${c}nimda`), code).toBe(SINGLE_LINE_TEXT_MESSAGE);
    }
  });

  it('keeps names in any language, accents and ordinary punctuation', () => {
    for (const name of [
      "Zoë O'Brien-Nkosi",
      'Thandiwe Mthembu',
      'محمد علي',
      'שרה לוי',
      '李小龙',
      'J. R. (Jnr) & Co, 12/4',
    ]) {
      expect(isSingleLineText(name), name).toBe(true);
      expect(zName().parse(` ${name} `)).toBe(name);
      expect(nameProblem('Full Name', name)).toBeNull();
    }
  });

  it('shows a stored name with its hidden characters written out', () => {
    expect(showHiddenCharacters('Adm\u202enimda')).toBe('Adm\\u202Enimda');
    expect(showHiddenCharacters('a\u200bb\ufeff\u0007')).toBe('a\\u200Bb\\uFEFF\\u0007');
    expect(showHiddenCharacters('Zoë')).toBe('Zoë');
  });

  it('is what the body check refuses in single-line fields, with its own words; notes keep line breaks', () => {
    expect(findTextRefusal({ customer: { name: 'Adm\u202enimda' } })).toEqual({
      field: 'customer.name',
      message: SINGLE_LINE_TEXT_MESSAGE,
    });
    expect(findTextRefusal({ customer: { name: 'a\u0000b' } })?.message).not.toBe(SINGLE_LINE_TEXT_MESSAGE);
    expect(findTextRefusal({ notes: 'first line\nsecond line' })).toBeNull();
    expect(findTextRefusal({ lines: [{ name: 'ok' }, { name: 'x\u200by' }] })?.field).toBe('lines.1.name');
  });

  it("makes a system's multi-line words one line the rule accepts (an error's message kept as last_error)", () => {
    const zodLike = '[\n  {\n    "code": "invalid_type",\n    "path": ["previous"]\n  }\n]';
    const line = asSingleLine(zodLike);
    expect(line).toBe('[ { "code": "invalid_type", "path": ["previous"] } ]');
    expect(isSingleLineText(line)).toBe(true);
    expect(asSingleLine('550-5.7.1 refused\r\n550 5.7.1 by policy\u200b')).toBe(
      '550-5.7.1 refused 550 5.7.1 by policy',
    );
  });
});
