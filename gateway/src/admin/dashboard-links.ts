/**
 * The pages the dashboard links to, each one every office role can open (docs/product.md, "The admin
 * area", Dashboard): a booking's page, a customer's record, the schedule of a day, and the metric
 * cards' lists, which depend on the viewer's role (the Users screens are the admin's).
 */
import type { Role } from '../__generated__/resolvers-types.js';

export const bookingLink = (bookingId: number) => `/admin/bookings/${bookingId}`;

export const customerLink = (customerId: number | null) =>
  customerId === null ? null : `/admin/customers/${customerId}`;

export const scheduleLink = (date: string) => `/admin/schedule?date=${date}`;

type CardKey = 'clients' | 'services' | 'bookings' | 'addOns' | 'packages' | 'users';

/**
 * The list a metric card's View opens for `role`, or null when that role has no such page (a manager
 * has no Users screens: that card is not shown to them). Clients: the office's customers list, for
 * both roles.
 */
export function cardLink(card: CardKey, role: Role): string | null {
  const admin = role === 'ADMIN';
  switch (card) {
    case 'clients':
      return '/admin/customers';
    case 'users':
      return admin ? '/admin/users' : null;
    case 'addOns':
      return '/admin/addons';
    default:
      return `/admin/${card}`;
  }
}
