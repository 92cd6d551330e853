import type { SiteInfo } from '../../app/siteInfo';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** The four questions of the landing page's FAQ (the call-out range as configured). */
export const faqs = ({ callOutFreeMinutes }: Pick<SiteInfo, 'callOutFreeMinutes'>): readonly FaqEntry[] => [
  {
    id: 'home',
    question: 'Do I need to be home during the service?',
    answer:
      'No. As long as our team can reach the garden (a gate code or an unlocked side gate is enough) we can do the work while you are out. Let us know about pets, alarms or access details in the property notes when you book.',
  },
  {
    id: 'pesticides',
    question: 'Are your pesticide and herbicide treatments safe for children and pets?',
    answer:
      'We use registered products at the recommended rates and apply them with care. Keep children and pets off treated areas until the spray has dried, usually about two hours. Spray applications are free with our lawn-care services.',
  },
  {
    id: 'how-soon',
    question: 'How soon can I book a service?',
    answer:
      'Bookings are instant: pick a date and one of the open time slots and the slot is yours. Same-day service is often available when you book in the morning.',
  },
  {
    id: 'call-out',
    question: 'Do you charge a call-out fee?',
    answer: `There is no call-out fee within a ${callOutFreeMinutes}-minute range of our main branches. Further afield, we will tell you about any travel charge before you confirm.`,
  },
];

const MORE_FAQS: readonly FaqEntry[] = [
  {
    id: 'weather',
    question: 'What happens if it rains on the day?',
    answer:
      'If the weather makes the work unsafe or would damage your lawn, we contact you to move the booking to the next open slot at no cost.',
  },
  {
    id: 'payment',
    question: 'How do I pay?',
    answer:
      'You pay online by card through our payment partner when you book. Your booking is confirmed as soon as the payment is received, and you get a confirmation by e-mail.',
  },
  {
    id: 'cancel',
    question: 'Can I cancel a booking?',
    answer:
      'Yes. Sign in to your account and cancel a booking that has not been paid yet from your profile, or contact us and we will help.',
  },
  {
    id: 'discounts',
    question: 'Which discounts do you offer?',
    answer:
      'First-time customers get 25% off, and so do new customers referred by a friend (the two do not add up). The first-time discount is applied by itself; for the referral, enter your friend’s referral code at checkout or follow their link.',
  },
];

/** Every question, for the FAQ page (and its FAQPage description for search engines). */
export const allFaqs = (terms: Pick<SiteInfo, 'callOutFreeMinutes'>): readonly FaqEntry[] => [
  ...faqs(terms),
  ...MORE_FAQS,
];
