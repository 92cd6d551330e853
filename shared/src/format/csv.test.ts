import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvHeader, csvRows, headerOf, type CsvColumn } from './csv.js';

const toCsv = (columns: CsvColumn[], rows: Record<string, unknown>[]) =>
  csvHeader(columns) + csvRows(columns, rows);

/** A strict RFC 4180 reader, written independently of toCsv, to read the output back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (c === '"') {
        quoted = false;
        i += 1;
      } else {
        field += c;
        i += 1;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
      i += 1;
    } else if (c === ',') {
      row.push(field);
      field = '';
      i += 1;
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 2;
    } else {
      field += c;
      i += 1;
    }
  }
  if (field !== '' || row.length > 0) throw new Error('last line not ended by CRLF');
  return rows;
}

describe('csvCell', () => {
  it('quotes fields with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+27 82 123 4567')).toBe("'+27 82 123 4567");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes numbers, booleans, nulls and objects', () => {
    expect(csvCell(-46.58)).toBe('-46.58');
    expect(csvCell(1999)).toBe('1999');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell({ a: 1, b: 'x' })).toBe('"{""a"":1,""b"":""x""}"');
  });
});

describe('toCsv', () => {
  it('writes a header and one CRLF-ended line per row', () => {
    const csv = toCsv(
      [
        { key: 'id', header: 'id' },
        { key: 'name', header: 'name' },
        { key: 'price', header: 'price' },
      ],
      [
        { id: 1, name: 'Lawn Mowing, small', price: 350 },
        { id: 2, name: '=cmd|calc', price: null },
      ],
    );
    expect(csv).toBe('id,name,price\r\n1,"Lawn Mowing, small",350\r\n2,\'=cmd|calc,\r\n');
  });

  it('reads back to the same cells for any text without a formula start', () => {
    const safeText = fc.string({ unit: 'grapheme', maxLength: 20 }).filter((s) => !/^[=+\-@\t\r]/.test(s));
    fc.assert(
      fc.property(fc.array(fc.tuple(safeText, safeText), { maxLength: 8 }), (pairs) => {
        const rows = pairs.map(([a, b]) => ({ a, b }));
        const csv = toCsv(
          [
            { key: 'a', header: 'a' },
            { key: 'b', header: 'b' },
          ],
          rows,
        );
        expect(parseCsv(csv)).toEqual([['a', 'b'], ...pairs.map(([a, b]) => [a, b])]);
      }),
    );
  });

  it('never lets a cell start with a formula character', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 10 }), { minLength: 1, maxLength: 5 }), (values) => {
        const csv = toCsv(
          [{ key: 'v', header: 'v' }],
          values.map((v) => ({ v })),
        );
        for (const [cell] of parseCsv(csv).slice(1)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });
});

describe('headerOf', () => {
  it('puts a key in words', () => {
    expect(headerOf('bookingDate')).toBe('Booking date');
    expect(headerOf('created_at')).toBe('Created at');
    expect(headerOf('id')).toBe('Id');
  });
});
