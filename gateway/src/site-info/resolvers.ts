/**
 * `siteInfo`: the business's details and terms as the site prints them, read from the configuration
 * (and the api's hold times, shared/src/holds.ts). Nothing is asked of the api.
 */
import { HOLD_MINUTES, QUOTE_HOLD_DAYS } from '@greenleaf/shared/holds';
import type { QueryResolvers } from '../__generated__/resolvers-types.js';
import { telHref } from './office-details.js';

export const siteInfoQueries: QueryResolvers = {
  siteInfo: (_p, _a, { config }) => {
    const { street, locality, region, postalCode } = config.officeAddress;
    return {
      phone: config.officePhone,
      phoneHref: telHref(config.officePhone),
      email: config.officeEmail,
      address: { street, locality, region, postalCode, line: `${street}, ${locality}, ${postalCode}` },
      officeHours: config.officeHours,
      callOutFreeMinutes: config.callOutFreeMinutes,
      paymentHoldMinutes: HOLD_MINUTES,
      quoteHoldDays: QUOTE_HOLD_DAYS,
      changeCutoffHours: config.changeCutoffHours,
    };
  },
};
