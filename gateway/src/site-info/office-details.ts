/**
 * The office's address and hours as configured (OFFICE_ADDRESS, OFFICE_HOURS), read into the parts the
 * pages print and search engines read (GraphQL `siteInfo`).
 */
import { z } from 'zod';

const DAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

interface OfficeAddress {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
}

/** `street; locality; region; postal code`, e.g. `Unit 12, Century Park; Century City, Cape Town; Western Cape; 7441`. */
export const OfficeAddressSchema = z
  .string()
  .transform((text) => text.split(';').map((part) => part.trim()))
  .refine((parts) => parts.length === 4 && parts.every((part) => part !== ''), {
    message: 'four parts separated by ";": street; locality; region; postal code',
  })
  .transform(([street, locality, region, postalCode]): OfficeAddress => ({
    street: street!,
    locality: locality!,
    region: region!,
    postalCode: postalCode!,
  }));

/** One row of the office hours: the days in words, their names, and the times (null: closed). */
interface OfficeHoursRow {
  days: string;
  daysOfWeek: string[];
  opens: string | null;
  closes: string | null;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `Mo-Fr` or `Mo,We,Fr` or `Sa` as day numbers (0 Monday), or null when not days. */
function daysOf(text: string): number[] | null {
  const days: number[] = [];
  for (const part of text.split(',')) {
    const [from, to, extra] = part.split('-');
    const first = DAY_CODES.indexOf(from as (typeof DAY_CODES)[number]);
    const last = to === undefined ? first : DAY_CODES.indexOf(to as (typeof DAY_CODES)[number]);
    if (extra !== undefined || first < 0 || last < first) return null;
    for (let d = first; d <= last; d++) days.push(d);
  }
  return days;
}

/** Day numbers in words: runs of three or more as 'Monday to Friday', the other days by name. */
function dayParts(days: readonly number[]): string[] {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    if (j - i >= 2) parts.push(`${DAY_NAMES[sorted[i]!]} to ${DAY_NAMES[sorted[j]!]}`);
    else for (let k = i; k <= j; k++) parts.push(DAY_NAMES[sorted[k]!]!);
    i = j + 1;
  }
  return parts;
}

/** 'a', 'a and b', 'a, b and c'. */
function listed(parts: readonly string[]): string {
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

/**
 * schema.org's opening hours, entries separated by ";": `Mo-Fr 07:30-17:30; Sa 08:00-13:00`. The rows
 * end with the days not listed, and public holidays, as closed.
 */
export const OfficeHoursSchema = z.string().transform((text, ctx): OfficeHoursRow[] => {
  const rows: OfficeHoursRow[] = [];
  const open = new Set<number>();
  const entries = text
    .split(';')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  if (entries.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: 'at least one entry of days and hours, like "Mo-Fr 07:30-17:30"',
    });
    return z.NEVER;
  }
  for (const entry of entries) {
    const [dayText = '', times = '', extra] = entry.split(/\s+/);
    const days = daysOf(dayText);
    const [opens = '', closes = ''] = times.split('-');
    if (extra !== undefined || !days || !TIME.test(opens) || !TIME.test(closes) || opens >= closes) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not days and hours like "Mo-Fr 07:30-17:30" (entries separated by ";")`,
      });
      return z.NEVER;
    }
    days.forEach((d) => open.add(d));
    rows.push({ days: listed(dayParts(days)), daysOfWeek: days.map((d) => DAY_NAMES[d]!), opens, closes });
  }
  const closed = DAY_NAMES.map((_, d) => d).filter((d) => !open.has(d));
  rows.push({
    days: closed.length > 0 ? listed([...dayParts(closed), 'public holidays']) : 'Public holidays',
    daysOfWeek: closed.map((d) => DAY_NAMES[d]!),
    opens: null,
    closes: null,
  });
  return rows;
});

/** The `tel:` link of a phone number as written for people (`+27 21 555 0142` → `tel:+27215550142`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
