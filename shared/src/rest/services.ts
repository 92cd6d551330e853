/** Bodies and query strings of `services/*.php` (docs/api.md, "Catalogue"). */
import { z } from 'zod';
import { zName } from '../rules/name.js';
import {
  MAX_WORK_MINUTES,
  zFlag,
  zId,
  zImageUrl,
  zMoney,
  zOptionalText,
  zSaveCommon,
  zStatusId,
} from './fields.js';

/** An option as the admin form sends it: the loaded option object; `selected: false` ones are skipped. */
const ChosenOption = z.object({ id: zId, selected: z.boolean().optional() });

export const SaveServiceBody = z.object({
  ...zSaveCommon,
  categoryId: zId,
  name: zName(),
  description: zOptionalText(),
  imageUrl: zImageUrl,
  basePrice: zMoney,
  /** How long the work takes one crew, in minutes (1 minute to 32 working days). */
  durationMinutes: z.coerce.number<number | string>().int().min(1).max(MAX_WORK_MINUTES).optional(),
  isPackage: zFlag.optional(),
  quoteOnly: zFlag.optional(),
  variations: z
    .array(
      z.object({
        variationId: zId,
        variationName: z.string().max(200).nullish(),
        options: z.array(ChosenOption).max(200),
      }),
    )
    .max(50)
    .optional(),
});
export const ListServicesQuery = z.object({
  limit: z.coerce.number<number | string>().int().min(1).max(1000).optional(),
  categoryId: zId.optional(),
  statusId: zStatusId.optional(),
});
