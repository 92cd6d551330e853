import type { AdminTable } from '../../__generated__/graphql';
import { BOOKING_STATUS_OPTIONS, ROLE_OPTIONS } from '../forms/tableForms';
import type { OptionSource, SelectOption } from '../forms/fieldTypes';
import { STATUS_OPTIONS } from '../format';

/** How the generic list /admin/{tableId} shows each table (docs/product.md). */

export type ColumnFormat =
  | 'text'
  | 'money'
  | 'status'
  | 'bookingStatus'
  | 'boolean'
  | 'date'
  | 'role'
  | 'number'
  /** A length in minutes, as words ("1 h 30 min"). */
  | 'minutes';

export interface ColumnDefinition {
  key: string;
  label: string;
  format?: ColumnFormat;
  /** Show the label of this id from an option list (e.g. the category's name). */
  lookup?: OptionSource;
  /** The cell links here (the value is the row's value of this column). */
  linkTo?: (value: string) => string;
  /** Left out on a phone, where the list shows what matters first. */
  hideOnPhone?: boolean;
}

export interface FilterDefinition {
  key: string;
  label: string;
  options?: readonly SelectOption[];
  optionSource?: OptionSource;
}

export interface TableConfig {
  table: AdminTable;
  title: string;
  /** The column the list is sorted by first (ascending). */
  mainColumn: string;
  columns: readonly ColumnDefinition[];
  filters: readonly FilterDefinition[];
  /**
   * false for the tables that grow with years of history (bookings, their modifiers): their lists page
   * by Previous/Next without counting every matching row (issue #34); the others show "of N".
   */
  countRows?: false;
}

const statusFilter: FilterDefinition = { key: 'statusId', label: 'Status', options: STATUS_OPTIONS };
const statusColumn: ColumnDefinition = { key: 'statusId', label: 'Status', format: 'status' };
const idColumn: ColumnDefinition = { key: 'id', label: 'ID', format: 'number' };

/**
 * A table of named records with a status (the catalogue, users): sorted by name, its id, name and
 * status columns around its own, filtered by status and its own filters.
 */
function namedTable(
  table: AdminTable,
  title: string,
  columns: readonly ColumnDefinition[],
  filters: readonly FilterDefinition[] = [],
  nameLabel = 'Name',
): TableConfig {
  return {
    table,
    title,
    mainColumn: 'name',
    columns: [idColumn, { key: 'name', label: nameLabel }, ...columns, statusColumn],
    filters: [statusFilter, ...filters],
  };
}
const describedColumn: ColumnDefinition = { key: 'description', label: 'Description' };

const TABLE_CONFIGS: Record<string, TableConfig> = {
  addons: namedTable(
    'ADDONS',
    'Add-Ons',
    [
      { key: 'serviceId', label: 'Service', lookup: 'services' },
      { key: 'price', label: 'Price', format: 'money' },
    ],
    [{ key: 'serviceId', label: 'Service', optionSource: 'services' }],
  ),
  bookings: {
    table: 'BOOKINGS',
    title: 'Bookings',
    countRows: false,
    mainColumn: 'bookingDate',
    columns: [
      { key: 'guidId', label: 'Booking ID', hideOnPhone: true },
      { key: 'userId', label: 'Customer', lookup: 'users', linkTo: (id) => `/admin/customers/${id}` },
      { key: 'bookingDate', label: 'Date', format: 'date' },
      { key: 'bookingTime', label: 'Time', hideOnPhone: true },
      { key: 'totalPrice', label: 'Total', format: 'money', hideOnPhone: true },
      { key: 'status', label: 'Status', format: 'bookingStatus' },
      { key: 'refundStatus', label: 'Refund', hideOnPhone: true },
    ],
    filters: [
      { key: 'status', label: 'Status', options: BOOKING_STATUS_OPTIONS },
      {
        key: 'refundStatus',
        label: 'Refund',
        options: [
          { value: 'due', label: 'Refund due' },
          { value: 'refunded', label: 'Refunded' },
        ],
      },
      { key: 'userId', label: 'Customer', optionSource: 'users' },
    ],
  },
  categories: namedTable('CATEGORIES', 'Categories', [describedColumn]),
  packages: namedTable(
    'PACKAGES',
    'Packages',
    [
      { key: 'seasonId', label: 'Season', lookup: 'seasons' },
      { key: 'price', label: 'Price', format: 'money' },
    ],
    [{ key: 'seasonId', label: 'Season', optionSource: 'seasons' }],
  ),
  seasons: namedTable('SEASONS', 'Seasons', [
    { key: 'startDate', label: 'Start', format: 'date' },
    { key: 'endDate', label: 'End', format: 'date' },
    { key: 'multiplier', label: 'Multiplier', format: 'number' },
  ]),
  services: namedTable(
    'SERVICES',
    'Services',
    [
      { key: 'categoryId', label: 'Category', lookup: 'categories' },
      { key: 'basePrice', label: 'Base Price', format: 'money' },
      { key: 'durationMinutes', label: 'Length', format: 'minutes' },
      { key: 'isPackage', label: 'Package', format: 'boolean' },
      { key: 'quoteOnly', label: 'Quote only', format: 'boolean' },
    ],
    [{ key: 'categoryId', label: 'Category', optionSource: 'categories' }],
  ),
  users: namedTable(
    'USERS',
    'Users',
    [
      { key: 'email', label: 'Email' },
      { key: 'phone', label: 'Phone' },
      { key: 'role', label: 'Role', format: 'role' },
    ],
    [{ key: 'role', label: 'Role', options: ROLE_OPTIONS }],
    'Full Name',
  ),
  variations: namedTable('VARIATIONS', 'Variations', [describedColumn]),
  'booking-manager': {
    table: 'BOOKING_MANAGER',
    title: 'Booking Manager',
    countRows: false,
    mainColumn: 'id',
    columns: [
      idColumn,
      { key: 'bookingId', label: 'Booking', lookup: 'bookings' },
      { key: 'modifierId', label: 'Modifier', lookup: 'modifiers' },
      { key: 'modifierOptionId', label: 'Option', lookup: 'modifierOptions' },
      statusColumn,
    ],
    filters: [
      statusFilter,
      { key: 'bookingId', label: 'Booking', optionSource: 'bookings' },
      { key: 'modifierId', label: 'Modifier', optionSource: 'modifiers' },
    ],
  },
  modifiers: namedTable('MODIFIERS', 'Modifiers', [describedColumn]),
};

export function tableConfig(tableId: string | undefined): TableConfig | null {
  if (!tableId) return null;
  return Object.hasOwn(TABLE_CONFIGS, tableId) ? (TABLE_CONFIGS[tableId] ?? null) : null;
}

export function tableNotFoundMessage(tableId: string): string {
  return `Table configuration not found for "${tableId}"`;
}

/** The record page of a row: services have their own form at the same address pattern. */
export function recordPath(tableId: string, id: string): string {
  return `/admin/${tableId}/${id}`;
}
