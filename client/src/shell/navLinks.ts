export interface NavItem {
  label: string;
  to: string;
}

export const NAV_LINKS: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services' },
  { label: 'Seasonal Packages', to: '/packages' },
  { label: 'About Us', to: '/about' },
  { label: 'FAQs', to: '/faqs' },
  { label: 'Contact', to: '/contact' },
  { label: 'Book Now', to: '/booking' },
];

export const FOOTER_LINKS: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services' },
  { label: 'Seasonal Packages', to: '/packages' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

export const COMPANY = {
  name: 'GreenLeaf Lawn Care',
  phone: '+27 21 555 0142',
  phoneHref: 'tel:+27215550142',
  email: 'hello@greenleaf.co.za',
  address: 'Unit 12, Century Park Business Park, Century City, Cape Town, 7441',
} as const;

/** The office hours as shown on the contact page. */
export const OFFICE_HOURS = [
  ['Monday to Friday', '07:30 - 17:30'],
  ['Saturday', '08:00 - 13:00'],
  ['Sunday and public holidays', 'Closed (online bookings open)'],
] as const;

export function itemCountLabel(n: number): string {
  return `${n} item(s)`;
}
