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
  { label: 'Privacy', to: '/privacy' },
];

export function itemCountLabel(n: number): string {
  return `${n} item(s)`;
}
