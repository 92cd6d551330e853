/** Bodies and query strings of `addons/*.php` (docs/api.md, "Catalogue"). */
import { z } from 'zod';
import { zName } from '../rules/name.js';
import { MAX_WORK_MINUTES, zId, zMoney, zOptionalText, zSaveCommon, zStatusId } from './fields.js';

/** Minutes an add-on or an option adds to the work (at most 32 working days). */
export const zExtraMinutes = z.coerce.number<number | string>().int().min(0).max(MAX_WORK_MINUTES);

export const SaveAddOnBody = z.object({
  ...zSaveCommon,
  serviceId: zId,
  name: zName(),
  description: zOptionalText(),
  price: zMoney,
  extraMinutes: zExtraMinutes.optional(),
});
export const ListAddOnsQuery = z.object({ serviceId: zId.optional(), statusId: zStatusId.optional() });
