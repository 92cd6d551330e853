/** The api's replies that belong to no one area: success, ids, generic rows, uploads and the error body. */
import { z } from 'zod';
import type { AdminTableId } from '../tables.js';
import { id } from './fields.js';

export const ApiSuccessSchema = z.object({ success: z.boolean() });
/** A delete that archives a record still in use instead (api `catalogue/archive.ts`): which, and why. */
export const ApiRemoveSchema = z.object({ success: z.boolean(), archived: z.boolean(), message: z.string() });
export const ApiIdReplySchema = z.number().int();
/** A row of the generic query endpoint: whatever columns the table's allow-list returns. */
export const ApiRowSchema = z.looseObject({ id });
export type ApiRow = z.infer<typeof ApiRowSchema>;

/** A generic-table row together with the table it came from (the AdminRow parent). */
export interface ApiTableRow {
  table: AdminTableId;
  row: ApiRow;
}

export const ApiUploadReplySchema = z.object({
  success: z.boolean(),
  url: z.string().optional(),
  file: z.string().optional(),
  reason: z.string().optional(),
});

/** The error body of every failed call. */
export const ApiErrorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
