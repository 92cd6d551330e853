/**
 * RFC 4180 CSV for the admin export: CRLF line ends, a header row, then the rows; each cell as
 * shared/src/format/csv.ts writes it (quoted when needed, formulas neutralised, numbers as numbers).
 */
import { csvCell, UTF8_BOM } from '@greenleaf/shared/format/csv';

export { csvCell, UTF8_BOM };

interface CsvColumn {
  key: string;
  header: string;
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
