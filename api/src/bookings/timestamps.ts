/** A timestamp column read as a string (driver format) as an ISO string, null kept. */
export function isoTimestamp(value: string | null | undefined): string | null {
  if (value == null) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}
