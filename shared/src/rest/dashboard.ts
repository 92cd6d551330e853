/** Query strings of `dashboard/*.php` (docs/api.md, "Dashboard"). */
import { z } from 'zod';
import { zDate } from './fields.js';

/** The day the figures are for (Johannesburg's today when not given). */
export const DashboardQuery = z.object({ today: zDate.optional() });

/** The crews' load: from `today` for `days` days (14 by default). */
export const CrewLoadQuery = DashboardQuery.extend({
  days: z.coerce.number<number | string>().int().min(1).max(31).default(14),
});
