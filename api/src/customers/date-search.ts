/**
 * A search that is a date, as the office writes one, as a range of booking dates (from inclusive, to
 * exclusive, ISO): "2026-11-28", "2026/11/28", "28/11/2026", "28-11-2026", "28.11.2026",
 * "28 Nov 2026", "28 November 2026" (a day); "2026-11", "Nov 2026", "November 2026" (a month);
 * "2026" (a year). Null when the search is no such date (or no real day: "31/02/2026").
 */
interface DateRange {
  from: string;
  to: string;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (n: number): string => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number): string => `${y}-${pad(m)}-${pad(d)}`;

/** The month (1-12) a word names: its first three letters, or the whole name ("Sept" too). */
function monthOf(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  const i = MONTHS.indexOf(w.slice(0, 3));
  if (i < 0 || w.length < 3) return null;
  const full = new Date(Date.UTC(2000, i, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' });
  return full.toLowerCase().startsWith(w) ? i + 1 : null;
}

function day(y: number, m: number, d: number): DateRange | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1000 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  const next = new Date(date.getTime() + 86_400_000);
  return { from: iso(y, m, d), to: iso(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()) };
}

function month(y: number, m: number): DateRange | null {
  if (y < 1000 || m < 1 || m > 12) return null;
  return { from: iso(y, m, 1), to: m === 12 ? iso(y + 1, 1, 1) : iso(y, m + 1, 1) };
}

export function dateSearchRange(search: string): DateRange | null {
  const text = search.trim().replace(/\s+/g, ' ');
  let m: RegExpMatchArray | null;
  if ((m = /^(\d{4})$/.exec(text))) return { from: iso(+m[1]!, 1, 1), to: iso(+m[1]! + 1, 1, 1) };
  if ((m = /^(\d{4})[-/](\d{1,2})$/.exec(text))) return month(+m[1]!, +m[2]!);
  if ((m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text))) return day(+m[1]!, +m[2]!, +m[3]!);
  if ((m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text))) return day(+m[3]!, +m[2]!, +m[1]!);
  if ((m = /^(\d{1,2}) ([a-z.]+),? (\d{4})$/i.exec(text))) {
    const mo = monthOf(m[2]!);
    return mo ? day(+m[3]!, mo, +m[1]!) : null;
  }
  if ((m = /^([a-z.]+),? (\d{4})$/i.exec(text))) {
    const mo = monthOf(m[1]!);
    return mo ? month(+m[2]!, mo) : null;
  }
  return null;
}
