/** The company facts the content pages show: who we are, where we work, when, and on what terms. */
import type { SiteInfo } from '../../app/siteInfo';

/** The areas served, by region, with a position on the drawn map (0–100 across, 0–100 down). */
export const SERVED_AREAS = [
  {
    region: 'Atlantic Seaboard',
    x: 18,
    y: 52,
    suburbs: ['Sea Point', 'Green Point', 'Camps Bay', 'Bantry Bay', 'Fresnaye'],
  },
  { region: 'City Bowl', x: 34, y: 48, suburbs: ['Gardens', 'Tamboerskloof', 'Oranjezicht', 'Vredehoek'] },
  {
    region: 'Blaauwberg',
    x: 38,
    y: 14,
    suburbs: ['Milnerton', 'Table View', 'Bloubergstrand', 'Parklands', 'Century City'],
  },
  {
    region: 'Northern Suburbs',
    x: 70,
    y: 26,
    suburbs: ['Durbanville', 'Bellville', 'Brackenfell', 'Kuils River'],
  },
  {
    region: 'Southern Suburbs',
    x: 46,
    y: 72,
    suburbs: ['Rondebosch', 'Newlands', 'Claremont', 'Kenilworth', 'Constantia', 'Tokai'],
  },
] as const;

export const TEAM = [
  {
    name: 'Sipho Dlamini',
    role: 'Founder and head of crews',
    text: 'Started GreenLeaf with one mower and a bakkie in Milnerton; still checks every new garden himself.',
  },
  {
    name: 'Anke Visser',
    role: 'Landscape designer',
    text: 'Designs water-wise gardens with fynbos and succulents that thrive on Cape Town rainfall.',
  },
  {
    name: 'Yusuf Hendricks',
    role: 'Irrigation and lawn specialist',
    text: 'Sets up drip lines and controllers that save water, and nurses tired lawns back to green.',
  },
  {
    name: 'Nomvula Khumalo',
    role: 'Office and bookings',
    text: 'Answers the phone, plans the crews’ routes and prices every quote request within two working days.',
  },
] as const;

export const VALUES = [
  {
    title: 'Turn up when we said',
    text: 'A booked slot is a promise: crews arrive in the 45-minute window you chose, or we call before.',
  },
  {
    title: 'Water-wise by default',
    text: 'We plant for our climate, water early or late, and never leave a sprinkler running in a drought.',
  },
  {
    title: 'Leave it tidier',
    text: 'Clippings, branches and refuse go with us or into your compost, as you prefer.',
  },
  {
    title: 'Trained and insured',
    text: 'Every crew member is trained on the machines they use, and our work is insured.',
  },
] as const;

/** The marketing promises, each with the conditions that apply (the terms as configured). */
export const promiseConditions = ({
  callOutFreeMinutes,
  paymentHoldMinutes,
}: Pick<SiteInfo, 'callOutFreeMinutes' | 'paymentHoldMinutes'>) => ({
  spray: 'With lawn-care services (mowing, fertilising, scarifying); products safe for pets once dry.',
  'call-out': `Within ${callOutFreeMinutes} minutes’ drive of our Century City or Durbanville branch; further afield a travel fee is quoted.`,
  'first-time':
    'Your first booking with us, on the services’ total before other modifiers; not with the referral discount.',
  referral:
    'When a customer refers you: choose "Referred by a friend" at the checkout; one discount per booking.',
  instant: `Same-day visits depend on free slots (from 10:00 to 17:30); a slot is held for ${paymentHoldMinutes} minutes while you pay.`,
});
