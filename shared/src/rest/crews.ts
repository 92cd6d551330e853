/** Bodies of `crews/*.php` (docs/api.md, "Crews"). */
import { z } from 'zod';
import { zIdempotency } from '../rules/idempotency.js';
import { zName } from '../rules/name.js';
import { zId } from './fields.js';

export const SaveCrewBody = z.object({
  id: zId.optional(),
  name: zName(80),
  colour: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour written #rrggbb'),
  active: z.boolean().default(true),
  memberIds: z.array(zId).max(50).default([]),
  created_by: zId.nullish(),
  updated_by: zId.nullish(),
  /** A create's idempotency key (rules/idempotency.ts): the same key again answers the crew it made. */
  idempotency: zIdempotency.optional(),
});

/** `crews/deactivate.php`: the crew's future jobs go to `reassignTo` (null: unassigned), then it is made inactive. */
export const DeactivateCrewBody = z.object({
  crewId: zId,
  reassignTo: zId.nullable().default(null),
  confirmOverCapacity: z.boolean().default(false),
  updated_by: zId.nullish(),
});
