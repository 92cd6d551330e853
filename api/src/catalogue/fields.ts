/** Field schemas and reply helpers shared by the catalogue endpoints. */
import { sql } from 'drizzle-orm';

/** A PostgreSQL timestamp string ('2026-11-22 04:24:51.305+00') as an ISO string. */
export function isoTimestamp(value: string): string {
  const normalised = value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
  const date = new Date(normalised);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

interface AuditRow {
  statusId: number;
  createdAt: string;
  createdBy: number | null;
  updatedAt: string;
  updatedBy: number | null;
}

/** The status and audit fields as the contract names them. */
export const auditFields = (row: AuditRow) => ({
  statusId: row.statusId,
  created_at: isoTimestamp(row.createdAt),
  created_by: row.createdBy,
  updated_at: isoTimestamp(row.updatedAt),
  updated_by: row.updatedBy,
});

/** Audit columns for an insert: `updated_by` falls back to `created_by`. */
export const auditOnInsert = (b: { created_by?: number | null; updated_by?: number | null }) => ({
  createdBy: b.created_by ?? null,
  updatedBy: b.updated_by ?? b.created_by ?? null,
});

/** Rounds money to the cent. */
export const cents = (n: number): number => Math.round(n * 100) / 100;

/** Audit columns for an update: stamps `updated_at`; `updated_by` only when the body names one. */
export const auditOnUpdate = (b: { updated_by?: number | null }) => ({
  updatedAt: sql`now()`,
  ...(b.updated_by !== undefined ? { updatedBy: b.updated_by } : {}),
});
