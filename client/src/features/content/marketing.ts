import type { SiteInfo } from '../../app/siteInfo';

/** The marketing claims of docs/product.md, with the call-out range as configured. */
export const claims = ({ callOutFreeMinutes }: Pick<SiteInfo, 'callOutFreeMinutes'>) =>
  [
    {
      id: 'spray',
      title: 'Free spray applications',
      text: 'Free pesticide and herbicide spray applications with our lawn-care services.',
    },
    {
      id: 'call-out',
      title: 'No call-out fee',
      text: `No call-out fee within a ${callOutFreeMinutes}-minute range of our main branches.`,
    },
    {
      id: 'first-time',
      title: '25% off your first booking',
      text: 'A 25% discount for first-time customers.',
    },
    {
      id: 'referral',
      title: '25% referral discount',
      text: 'Referred by a friend? Enter their referral code at the checkout for 25% off your first booking.',
    },
    {
      id: 'instant',
      title: 'Instant bookings',
      text: 'Book online in minutes, often with same-day service.',
    },
  ] as const;

export const TESTIMONIALS = [
  {
    id: 'thandi',
    name: 'Thandi M.',
    place: 'Milnerton',
    quote:
      'Booked on a Monday morning and the team was here by lunchtime. The lawn has never looked this good, and the free weed spray was a lovely bonus.',
  },
  {
    id: 'pieter',
    name: 'Pieter v. d. Merwe',
    place: 'Durbanville',
    quote:
      'The spring package took care of everything: mowing, edging and feeding. Friendly crew, on time, and they cleaned up after themselves.',
  },
  {
    id: 'aisha',
    name: 'Aisha K.',
    place: 'Century City',
    quote:
      'I referred my neighbour: she got 25% off her first visit and I got a credit off my next one. Paying online was easy and the confirmation came straight away.',
  },
] as const;
