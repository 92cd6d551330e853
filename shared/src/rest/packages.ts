/** Bodies and query strings of `packages/*.php` (docs/api.md, "Catalogue"). */
import { z } from 'zod';
import { zName } from '../rules/name.js';
import { zDate, zId, zImageUrl, zMoney, zOptionalText, zSaveCommon, zStatusId } from './fields.js';
import { END_BEFORE_START } from './seasons.js';

const PackageServiceLine = z
  .object({
    serviceId: zId.nullish(),
    serviceName: z.string().trim().max(200).nullish(),
    quantity: z.coerce.number<number | string>().int().min(1).max(1000).default(1),
    /** The programme's week of the first visit (docs/recurring.md); null spreads over the season. */
    firstWeek: z.coerce.number<number | string>().int().min(0).max(52).nullish(),
    /** Weeks between this service's visits; null spreads over the season. */
    everyWeeks: z.coerce.number<number | string>().int().min(1).max(26).nullish(),
  })
  .refine((s) => s.serviceId != null || (s.serviceName ?? '') !== '', {
    message: 'Give a serviceId or a serviceName',
    path: ['serviceId'],
  });

export const SavePackageBody = z
  .object({
    ...zSaveCommon,
    seasonId: zId.nullish(),
    name: zName(),
    description: zOptionalText(),
    imageUrl: zImageUrl,
    startDate: zDate.nullish(),
    endDate: zDate.nullish(),
    price: zMoney,
    services: z.array(PackageServiceLine).max(50).optional(),
  })
  .refine((p) => !p.startDate || !p.endDate || p.endDate >= p.startDate, {
    message: END_BEFORE_START,
    path: ['endDate'],
  });
export const ListPackagesQuery = z.object({ seasonId: zId.optional(), statusId: zStatusId.optional() });
