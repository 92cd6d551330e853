/**
 * RFC 4180 CSV, one rule for every CSV we write (the admin tables' export and the accounting export,
 * both written by the api page by page): CRLF line ends; fields quoted when they hold a comma, a
 * quote, CR or LF (quotes doubled); text a spreadsheet would read as a formula (starting with = + - @, a tab or CR) is
 * neutralised with a leading apostrophe (OWASP "CSV injection"); real numbers are written as numbers,
 * so a negative amount stays a number.
 */
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

/** A byte-order mark first, so a spreadsheet opens the export as UTF-8 (names like "Zoë" stay whole). */
export const UTF8_BOM = '\uFEFF';

/** A column of a CSV: the row's key it reads and the header it is given. */
export interface CsvColumn {
  key: string;
  header: string;
}

/** One CRLF-ended line of cells. */
export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The header line of these columns. */
export const csvHeader = (columns: readonly CsvColumn[]): string => csvLine(columns.map((c) => c.header));

/** One line per row, each cell read by its column's key (a file is csvHeader, then these, page by page). */
export const csvRows = (
  columns: readonly CsvColumn[],
  rows: readonly Readonly<Record<string, unknown>>[],
): string => rows.map((row) => csvLine(columns.map((c) => row[c.key]))).join('');

/** A key in words: `bookingDate` → 'Booking date', `created_at` → 'Created at', `id` → 'Id'. */
export function headerOf(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
