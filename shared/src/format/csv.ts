/**
 * RFC 4180 CSV cells, one rule for every CSV we write (the admin tables' export in the gateway, the
 * accounting export in the api): fields quoted when they hold a comma, a quote, CR or LF (quotes
 * doubled); text a spreadsheet would read as a formula (starting with = + - @, a tab or CR) is
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
