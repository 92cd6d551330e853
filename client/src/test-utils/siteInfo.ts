import type { SiteInfo } from '../app/siteInfo';

/**
 * The fake gateway's `siteInfo` (the gateway's configuration defaults): the only place in the
 * client's source that writes the business's details out.
 */
export const TEST_SITE_INFO: SiteInfo = {
  phone: '+27 21 555 0142',
  phoneHref: 'tel:+27215550142',
  email: 'hello@greenleaf.co.za',
  address: {
    street: 'Unit 12, Century Park Business Park',
    locality: 'Century City, Cape Town',
    region: 'Western Cape',
    postalCode: '7441',
    line: 'Unit 12, Century Park Business Park, Century City, Cape Town, 7441',
  },
  officeHours: [
    {
      days: 'Monday to Friday',
      daysOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '07:30',
      closes: '17:30',
    },
    { days: 'Saturday', daysOfWeek: ['Saturday'], opens: '08:00', closes: '13:00' },
    { days: 'Sunday and public holidays', daysOfWeek: ['Sunday'], opens: null, closes: null },
  ],
  callOutFreeMinutes: 30,
  paymentHoldMinutes: 30,
  quoteHoldDays: 7,
  changeCutoffHours: 24,
};
