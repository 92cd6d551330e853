/** Field schemas and reply helpers shared by the catalogue endpoints. */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { zId, zName, zStatusId, zText } from '../http/validate.js';

/**
 * Optional on update: absent keeps the stored value, `null` or '' clears it. On insert absent means null.
 */
export const zOptionalText = (max = 2000) => zText(max).optional();

/** An image address: a site path ('/images/...', '/uploads/...') or an http(s) URL, never `javascript:`. */
export const zImageUrl = z
  .string()
  .max(1000)
  .nullish()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v === null || /^(\/(?!\/)|https?:\/\/)/i.test(v), {
    message: 'Must be a site path starting with / or an http(s) address',
  })
  .optional();

/** Legacy forms send 0/1, the gateway booleans. */
export const zFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === 1);

/** The audit and status fields every save body may carry. */
export const zSaveCommon = {
  id: zId.optional(),
  statusId: zStatusId.optional(),
  created_by: zId.nullish(),
  updated_by: zId.nullish(),
};

export { zId, zName };

/** A `YYYY-MM-DD` date, as stored. */
export const zDateText = z.iso.date();

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
