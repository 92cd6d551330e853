/** The generic admin tables: GraphQL enum value → the api's table id (docs/api.md, "Generic query"). */
export const ADMIN_TABLES = {
  ADDONS: 'addons',
  BOOKINGS: 'bookings',
  CATEGORIES: 'categories',
  PACKAGES: 'packages',
  SEASONS: 'seasons',
  SERVICES: 'services',
  SERVICE_AREAS: 'service-areas',
  USERS: 'users',
  VARIATIONS: 'variations',
  BOOKING_MANAGER: 'booking-manager',
  MODIFIERS: 'modifiers',
} as const;

export type AdminTableId = keyof typeof ADMIN_TABLES;
