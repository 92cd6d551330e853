/** The company facts the content pages show: who we are, where we work, when, and on what terms. */
import type { SiteInfo } from '../../app/siteInfo';

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
  'call-out': `Within ${callOutFreeMinutes} minutes’ travel from our nearest branch to your suburb; further afield the call-out fee shows in your price before you pay.`,
  'first-time':
    'Your first booking with us, on the services’ total before other modifiers; not with the referral discount.',
  referral:
    'A new customer’s first booking, with the referral code of the customer who sent you (enter it at the checkout, or follow their link); it does not add to the first-time discount, and your friend earns a credit when you pay.',
  instant: `Same-day visits depend on free slots in our working hours; a slot is held for ${paymentHoldMinutes} minutes while you pay.`,
});
