/**
 * The allow-list of query.php: for each admin table (docs/product.md "Admin form definitions per
 * table", section 5 "Required fields per table"), the keys a caller may read, filter, sort and write,
 * and the column each maps to; which are required and their lengths are shared/rules/admin-fields
 * (the office's forms read the same). Anything not listed here does not exist for query.php.
 */
import { BOOKING_STATUSES } from '@greenleaf/shared/booking-status-moves';
import { LEGACY_ROLES, ROLES } from '@greenleaf/shared/rest/users';
import { ADMIN_FIELD_RULES as R } from '@greenleaf/shared/rules/admin-fields';
import * as s from '../db/schema.js';
import { f, auditFields } from './field-kinds.js';
import { bookingModifierRules, categoryRules, seasonDateRules, userErrors } from './rules.js';
import type { AdminTable } from './types.js';
import { assertActivePackageHasServices } from '../catalogue/package-rules.js';
import { bookingSearch, phoneMatches } from '../customers/search.js';
import { sql } from 'drizzle-orm';

/** Each table a field may point at, and the column that names its rows (lists sort such a field by it). */
const ref = {
  users: { table: s.users, id: s.users.id, what: 'User', name: s.users.name },
  services: { table: s.services, id: s.services.id, what: 'Service', name: s.services.name },
  categories: { table: s.categories, id: s.categories.id, what: 'Category', name: s.categories.name },
  seasons: { table: s.seasons, id: s.seasons.id, what: 'Season', name: s.seasons.name },
  bookings: { table: s.bookings, id: s.bookings.id, what: 'Booking', name: s.bookings.guidId },
  modifiers: { table: s.modifiers, id: s.modifiers.id, what: 'Modifier', name: s.modifiers.name },
  modifierOptions: {
    table: s.modifierOptions,
    id: s.modifierOptions.id,
    what: 'Modifier option',
    name: s.modifierOptions.name,
  },
};

const normaliseRole = (v: string): string => LEGACY_ROLES[v] ?? v;

const ADMIN_TABLES: readonly AdminTable[] = [
  {
    id: 'addons',
    entity: 'AddOn',
    archiveKind: 'addOn',
    table: s.addOns,
    idColumn: s.addOns.id,
    mainKey: 'name',
    fields: [
      f.id(s.addOns.id),
      f.ref('serviceId', s.addOns.serviceId, ref.services, { ...R.addons.serviceId, label: 'Service' }),
      f.text('name', s.addOns.name, R.addons.name),
      f.text('description', s.addOns.description),
      f.money('price', s.addOns.price, R.addons.price),
      f.status(s.addOns.statusId),
      ...auditFields(s.addOns),
    ],
  },
  {
    id: 'bookings',
    entity: 'Booking',
    table: s.bookings,
    idColumn: s.bookings.id,
    mainKey: 'guidId',
    fields: [
      f.id(s.bookings.id),
      f.text('guidId', s.bookings.guidId, { readOnly: true, label: 'Booking ID' }),
      f.ref('userId', s.bookings.userId, ref.users, { ...R.bookings.userId, label: 'Customer' }),
      f.date('bookingDate', s.bookings.bookingDate, R.bookings.bookingDate),
      f.text('bookingTime', s.bookings.bookingTime, { ...R.bookings.bookingTime, searchable: false }),
      f.money('totalPrice', s.bookings.totalPrice),
      f.oneOf('status', s.bookings.status, BOOKING_STATUSES, { searchable: false }),
      f.timestamp('paidAt', s.bookings.paidAt),
      f.oneOf('refundStatus', s.bookings.refundStatus, ['due', 'refunded'], { searchable: false }),
      f.status(s.bookings.statusId),
      ...auditFields(s.bookings),
    ],
    // The office looks a booking up by its customer (name, e-mail, phone in any format), its date, the
    // visit's suburb or a service's name, as well as its id. Every arm is an index (issue #34); the
    // time, status and refund status are filters, not searched (no index answers "contains" on them).
    searchAlso: (pattern, search) => bookingSearch(search, pattern),
    // Bookings change only through the booking rules (service lines, a real slot, capacity, status
    // moves): bookings/save.php, reschedule.php and set-status.php. Here they are read and deleted.
    writesRefused:
      'Bookings cannot be created or edited in the generic table. Use the booking pages, which apply the booking rules.',
  },
  {
    id: 'booking-manager',
    entity: 'BookingModifier',
    table: s.bookingModifiers,
    idColumn: s.bookingModifiers.id,
    mainKey: 'id',
    fields: [
      f.id(s.bookingModifiers.id),
      f.text('name', s.bookingModifiers.name, R['booking-manager'].name),
      f.ref('bookingId', s.bookingModifiers.bookingId, ref.bookings, {
        ...R['booking-manager'].bookingId,
        label: 'Booking',
      }),
      f.ref('modifierId', s.bookingModifiers.modifierId, ref.modifiers, {
        ...R['booking-manager'].modifierId,
        label: 'Modifier',
      }),
      f.ref('modifierOptionId', s.bookingModifiers.modifierOptionId, ref.modifierOptions, {
        ...R['booking-manager'].modifierOptionId,
        label: 'Modifier option',
      }),
      f.text('optionName', s.bookingModifiers.optionName, { readOnly: true }),
      f.text('type', s.bookingModifiers.type, { readOnly: true }),
      f.text('units', s.bookingModifiers.units, { readOnly: true }),
      f.money('value', s.bookingModifiers.value, { readOnly: true }),
      f.status(s.bookingModifiers.statusId),
      ...auditFields(s.bookingModifiers),
    ],
    ...bookingModifierRules,
  },
  {
    id: 'categories',
    entity: 'Category',
    table: s.categories,
    idColumn: s.categories.id,
    mainKey: 'name',
    fields: [
      f.id(s.categories.id),
      f.text('name', s.categories.name, R.categories.name),
      f.text('description', s.categories.description),
      f.url('imageUrl', s.categories.imageUrl, { label: 'Image' }),
      f.ref('parentCategoryId', s.categories.parentCategoryId, ref.categories, { label: 'Parent category' }),
      f.status(s.categories.statusId),
      ...auditFields(s.categories),
    ],
    beforeWrite: categoryRules,
  },
  {
    id: 'packages',
    entity: 'Package',
    archiveKind: 'package',
    table: s.packages,
    idColumn: s.packages.id,
    mainKey: 'name',
    fields: [
      f.id(s.packages.id),
      f.ref('seasonId', s.packages.seasonId, ref.seasons, { label: 'Season' }),
      f.text('name', s.packages.name, R.packages.name),
      f.text('description', s.packages.description),
      f.url('imageUrl', s.packages.imageUrl, { label: 'Image' }),
      f.date('startDate', s.packages.startDate),
      f.date('endDate', s.packages.endDate),
      f.money('price', s.packages.price, R.packages.price),
      f.status(s.packages.statusId),
      ...auditFields(s.packages),
    ],
    beforeWrite: seasonDateRules(s.packages),
    // Active only with at least one service (its services are edited with the package's own save).
    afterWrite: (id, { tx }) => assertActivePackageHasServices(tx, id),
  },
  {
    id: 'service-areas',
    entity: 'ServiceArea',
    table: s.serviceAreas,
    idColumn: s.serviceAreas.id,
    mainKey: 'suburb',
    fields: [
      f.id(s.serviceAreas.id),
      f.text('suburb', s.serviceAreas.suburb, R['service-areas'].suburb),
      f.text('postalCode', s.serviceAreas.postalCode, R['service-areas'].postalCode),
      f.int('travelMinutes', s.serviceAreas.travelMinutes, R['service-areas'].travelMinutes),
      f.boolean('active', s.serviceAreas.active),
    ],
  },
  {
    id: 'seasons',
    entity: 'Season',
    table: s.seasons,
    idColumn: s.seasons.id,
    mainKey: 'name',
    fields: [
      f.id(s.seasons.id),
      f.text('name', s.seasons.name, R.seasons.name),
      f.text('duration', s.seasons.duration, R.seasons.duration),
      f.text('notes', s.seasons.notes),
      f.date('startDate', s.seasons.startDate, R.seasons.startDate),
      f.date('endDate', s.seasons.endDate, R.seasons.endDate),
      f.money('multiplier', s.seasons.multiplier, R.seasons.multiplier),
      f.status(s.seasons.statusId),
      ...auditFields(s.seasons),
    ],
    beforeWrite: seasonDateRules(s.seasons),
  },
  {
    id: 'services',
    entity: 'Service',
    archiveKind: 'service',
    table: s.services,
    idColumn: s.services.id,
    mainKey: 'name',
    fields: [
      f.id(s.services.id),
      f.ref('categoryId', s.services.categoryId, ref.categories, {
        ...R.services.categoryId,
        label: 'Category',
      }),
      f.text('name', s.services.name, { ...R.services.name, label: 'Service name' }),
      f.text('description', s.services.description),
      f.url('imageUrl', s.services.imageUrl, { label: 'Image' }),
      f.money('basePrice', s.services.basePrice),
      f.int('durationMinutes', s.services.durationMinutes, { label: 'Length (minutes)' }),
      f.boolean('isPackage', s.services.isPackage),
      f.boolean('quoteOnly', s.services.quoteOnly),
      f.status(s.services.statusId),
      ...auditFields(s.services),
    ],
  },
  {
    id: 'users',
    entity: 'User',
    table: s.users,
    idColumn: s.users.id,
    mainKey: 'name',
    fields: [
      f.id(s.users.id),
      f.text('name', s.users.name, R.users.name),
      f.email('email', s.users.email, R.users.email),
      f.text('phone', s.users.phone, { ...R.users.phone, searchable: false }),
      f.text('address', s.users.address, R.users.address),
      f.oneOf('role', s.users.role, ROLES, { normalise: normaliseRole, searchable: false }),
      f.password('password', 'passwordHash', R.users.password),
      f.status(s.users.statusId),
      ...auditFields(s.users),
    ],
    // The search reads indexes only (issue #34): name, e-mail, address by trigram, the phone in any
    // format by its normal form (phone_key); the role is a filter, not searched.
    searchAlso: (_pattern, search) => phoneMatches(s.users.phone, search) ?? sql`false`,
    mapError: userErrors,
  },
  {
    id: 'variations',
    entity: 'Variation',
    archiveKind: 'variation',
    table: s.variations,
    idColumn: s.variations.id,
    mainKey: 'name',
    fields: [
      f.id(s.variations.id),
      f.text('name', s.variations.name, R.variations.name),
      f.text('description', s.variations.description),
      f.status(s.variations.statusId),
      ...auditFields(s.variations),
    ],
  },
  {
    id: 'modifiers',
    entity: 'Modifier',
    archiveKind: 'modifier',
    table: s.modifiers,
    idColumn: s.modifiers.id,
    mainKey: 'name',
    fields: [
      f.id(s.modifiers.id),
      f.text('name', s.modifiers.name, R.modifiers.name),
      f.text('description', s.modifiers.description),
      f.status(s.modifiers.statusId),
      ...auditFields(s.modifiers),
    ],
  },
];

const BY_NAME = new Map<string, AdminTable>();
for (const t of ADMIN_TABLES) {
  BY_NAME.set(t.id.toLowerCase(), t);
  BY_NAME.set(t.entity.toLowerCase(), t);
}

/** The admin table called `name` (its id or entity name, case-insensitive), or undefined. */
export const findAdminTable = (name: string): AdminTable | undefined =>
  BY_NAME.get(name.trim().toLowerCase());

/** The field `key` of `table` (exact key), or undefined. */
export const findField = (table: AdminTable, key: string) => table.fields.find((fd) => fd.key === key);
