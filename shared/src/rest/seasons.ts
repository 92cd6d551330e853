/** Bodies and query strings of `seasons/*.php` (docs/api.md, "Catalogue"). */
import { z } from 'zod';
import { zName } from '../rules/name.js';
import { zDate, zOptionalText, zSaveCommon, zStatusId } from './fields.js';

export const END_BEFORE_START = 'The end date must not be before the start date';

export const SaveSeasonBody = z
  .object({
    ...zSaveCommon,
    name: zName(),
    duration: zOptionalText(100),
    notes: zOptionalText(),
    startDate: zDate,
    endDate: zDate,
    multiplier: z.coerce.number<number | string>().finite().min(0).max(100).optional(),
  })
  .refine((s) => s.endDate >= s.startDate, { message: END_BEFORE_START, path: ['endDate'] });
export const ListSeasonsQuery = z.object({ statusId: zStatusId.optional() });
