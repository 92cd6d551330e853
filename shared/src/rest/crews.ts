/** Bodies of `crews/*.php` (docs/api.md, "Crews"). */
import { z } from 'zod';
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
});

/** `crews/deactivate.php`: the crew's future jobs go to `reassignTo` (null: unassigned), then it is made inactive. */
export const DeactivateCrewBody = z.object({
  crewId: zId,
  reassignTo: zId.nullable().default(null),
  confirmOverCapacity: z.boolean().default(false),
  updated_by: zId.nullish(),
});
