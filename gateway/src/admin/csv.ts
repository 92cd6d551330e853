/**
 * RFC 4180 CSV for the admin export: CRLF line ends, a header row, fields quoted when they hold a
 * comma, a quote, CR or LF (quotes doubled). Text cells that a spreadsheet would read as a formula
 * (starting with = + - @, or a tab or CR) are neutralised with a leading apostrophe (OWASP "CSV
 * injection"); real numbers are written as numbers, so a negative amount stays a number.
 */

interface CsvColumn {
  key: string;
  header: string;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell's text: null and undefined are empty, objects are JSON, text is neutralised. */
export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'boolean' || typeof value === 'bigint') text = String(value);
  else if (typeof value === 'string') text = FORMULA_START.test(value) ? `'${value}` : value;
  else {
    const json = JSON.stringify(value) ?? '';
    text = FORMULA_START.test(json) ? `'${json}` : json;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text: the header row, then one row per record, each line ended by CRLF. */
export function toCsv(
  columns: readonly CsvColumn[],
  rows: readonly Readonly<Record<string, unknown>>[],
): string {
  const lines = [
    columns.map((c) => csvCell(c.header)).join(','),
    ...rows.map((row) => columns.map((c) => csvCell(row[c.key])).join(',')),
  ];
  return lines.map((line) => `${line}\r\n`).join('');
}

/** A byte-order mark first, so a spreadsheet opens the export as UTF-8 (names like "Zoë" stay whole). */
export const UTF8_BOM = '\uFEFF';

/** A key in words: `bookingDate` → 'Booking date', `created_at` → 'Created at', `id` → 'Id'. */
function headerOf(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The columns of a set of rows: every key, in the order first seen, minus the ones left out. */
export function columnsOf(
  rows: readonly Readonly<Record<string, unknown>>[],
  leaveOut: ReadonlySet<string> = new Set(),
): CsvColumn[] {
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (seen.has(key) || leaveOut.has(key)) continue;
      seen.add(key);
      keys.push(key);
    }
  }
  return keys.map((key) => ({ key, header: headerOf(key) }));
}
