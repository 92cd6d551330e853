import { BOOKING_STATUS_OPTIONS as BOOKING_STATUS_CHOICES } from '@greenleaf/shared/booking-status-display';
import { RECORD_STATUS_IDS, RECORD_STATUS_LABELS } from '@greenleaf/shared/record-status';
import { adminFieldRule, EMAIL_MAX, TEXT_MAX } from '@greenleaf/shared/rules/admin-fields';
import { STATUS_OPTIONS } from '../format';
import type { FieldDefinition, FormSection, SelectOption } from './fieldTypes';

/** The record form of each admin table (docs/product.md). */

const id: FieldDefinition = { key: 'id', label: 'ID', type: 'text', readOnly: true, editOnly: true };
const status: FieldDefinition = {
  key: 'statusId',
  label: 'Status',
  type: 'select',
  options: STATUS_OPTIONS,
  numeric: true,
};
const createdAt: FieldDefinition = {
  key: 'created_at',
  label: 'Created',
  type: 'text',
  readOnly: true,
  editOnly: true,
};
const updatedAt: FieldDefinition = {
  key: 'updated_at',
  label: 'Updated',
  type: 'text',
  readOnly: true,
  editOnly: true,
};
// Which fields are required and their lengths: shared/rules/admin-fields (`withRule`, as the api checks them).
const name = (label = 'Name'): FieldDefinition => ({ key: 'name', label, type: 'text' });
const description: FieldDefinition = { key: 'description', label: 'Description', type: 'textarea' };
const imageUrl: FieldDefinition = { key: 'imageUrl', label: 'Image', type: 'image' };
const money = (key: string, label: string): FieldDefinition => ({
  key,
  label,
  type: 'number',
  min: 0,
  step: 0.01,
});

/** The booking statuses (shared: the api's list and the office's words). */
export const BOOKING_STATUS_OPTIONS: readonly SelectOption[] = BOOKING_STATUS_CHOICES;

export const ROLE_OPTIONS: readonly SelectOption[] = [
  { value: 'client', label: 'Client' },
  { value: 'admin', label: 'Admin' },
  { value: 'manager', label: 'Manager' },
  { value: 'staff', label: 'Staff' },
];

const TABLE_FIELDS: Record<string, readonly FieldDefinition[]> = {
  services: [
    id,
    {
      key: 'categoryId',
      label: 'Category',
      type: 'select',
      optionSource: 'categories',
      numeric: true,
    },
    name('Service Name'),
    description,
    money('basePrice', 'Base Price'),
    { key: 'durationMinutes', label: 'Length (minutes)', type: 'number', min: 1, max: 14400, step: 1 },
    { key: 'isPackage', label: 'This is a package service', type: 'checkbox' },
    status,
    createdAt,
    updatedAt,
    imageUrl,
  ],
  bookings: [
    id,
    { key: 'guidId', label: 'Booking ID', type: 'text', readOnly: true, editOnly: true },
    {
      key: 'userId',
      label: 'Customer',
      type: 'select',
      optionSource: 'users',
      numeric: true,
    },
    { key: 'bookingDate', label: 'Booking Date', type: 'date' },
    {
      key: 'bookingTime',
      label: 'Booking Time',
      type: 'select',
      // The ten slot labels as the api lists them (through the GraphQL timeSlots query).
      optionSource: 'timeSlots',
    },
    {
      key: 'totalPrice',
      label: 'Total Price',
      type: 'number',
      min: 0,
      step: 0.01,
      readOnly: true,
      description: 'Calculated automatically',
    },
    { key: 'status', label: 'Status', type: 'select', options: BOOKING_STATUS_OPTIONS },
  ],
  categories: [
    id,
    name(),
    description,
    {
      key: 'parentCategoryId',
      label: 'Parent Category',
      type: 'select',
      optionSource: 'categories',
      notSelf: true,
      numeric: true,
    },
    imageUrl,
    status,
  ],
  users: [
    id,
    name('Full Name'),
    { key: 'email', label: 'Email', type: 'email' },
    { key: 'phone', label: 'Phone', type: 'tel' },
    { key: 'address', label: 'Address', type: 'textarea' },
    // A new user is a client unless the admin says otherwise.
    { key: 'role', label: 'Role', type: 'select', options: ROLE_OPTIONS, initial: 'client' },
    {
      key: 'password',
      label: 'Password',
      type: 'password',
      requiredOnCreate: true,
      description:
        'Required for a new user (at least 8 characters); when editing, leave it empty to keep the current one.',
    },
    {
      key: 'statusId',
      label: 'Status',
      type: 'select',
      options: (['ACTIVE', 'BLOCKED'] as const).map((name) => ({
        value: String(RECORD_STATUS_IDS[name]),
        label: RECORD_STATUS_LABELS[name],
      })),
      numeric: true,
      description: 'A blocked user cannot sign in; their sessions end at once.',
    },
  ],
  packages: [
    id,
    name(),
    description,
    money('price', 'Price'),
    { key: 'seasonId', label: 'Season', type: 'select', optionSource: 'seasons', numeric: true },
    { key: 'startDate', label: 'Start Date', type: 'date' },
    { key: 'endDate', label: 'End Date', type: 'date' },
    imageUrl,
    {
      ...status,
      initial: 2,
      description: 'A new package starts as Pending: add its services, then make it Active.',
    },
  ],
  addons: [
    id,
    {
      key: 'serviceId',
      label: 'Service',
      type: 'select',
      optionSource: 'services',
      numeric: true,
    },
    name(),
    description,
    money('price', 'Price'),
    status,
  ],
  variations: [id, name(), description, status],
  seasons: [
    id,
    name(),
    { key: 'startDate', label: 'Start Date', type: 'date' },
    { key: 'endDate', label: 'End Date', type: 'date' },
    { key: 'multiplier', label: 'Multiplier', type: 'number', min: 0, step: 0.01 },
    { key: 'duration', label: 'Duration', type: 'text', placeholder: 'e.g. March to May' },
    { key: 'notes', label: 'Notes', type: 'textarea' },
    status,
  ],
  'booking-manager': [
    id,
    {
      key: 'bookingId',
      label: 'Booking',
      type: 'select',
      optionSource: 'bookings',
      numeric: true,
    },
    {
      key: 'modifierId',
      label: 'Modifier',
      type: 'select',
      optionSource: 'modifiers',
      numeric: true,
    },
    {
      key: 'modifierOptionId',
      label: 'Modifier Option',
      type: 'select',
      optionSource: 'modifierOptions',
      optionsFollow: 'modifierId',
      description: 'The options of the chosen modifier.',
      numeric: true,
    },
    status,
  ],
};

const FALLBACK_FIELDS: readonly FieldDefinition[] = [
  id,
  { ...name(), required: true, maxLength: 200 },
  status,
];

const TEXT_TYPES: ReadonlySet<FieldDefinition['type']> = new Set(['text', 'textarea', 'email', 'tel']);

/**
 * A field's required mark and limits from the shared rule of its table: the inputs stop where the api
 * would refuse (a text field without a named length holds TEXT_MAX, an e-mail EMAIL_MAX).
 */
function withRule(tableId: string, field: FieldDefinition): FieldDefinition {
  if (field.readOnly) return field;
  const rule = adminFieldRule(tableId, field.key);
  const textMax = field.type === 'email' ? EMAIL_MAX : TEXT_MAX;
  return {
    ...field,
    ...(rule.required && !field.requiredOnCreate ? { required: true } : {}),
    ...(TEXT_TYPES.has(field.type) ? { maxLength: rule.max ?? textMax } : {}),
    ...(field.type === 'number' && rule.max !== undefined ? { max: rule.max } : {}),
  };
}

/** The fields of a table's record form; any other table gets id, name and status. */
export function fieldsForTable(tableId: string): readonly FieldDefinition[] {
  const fields = TABLE_FIELDS[tableId];
  return fields ? fields.map((field) => withRule(tableId, field)) : FALLBACK_FIELDS;
}

/** The form's title from the table id: `addons` → `Add-Ons`, `booking-manager` → `Booking Manager`. */
export function tableTitle(tableId: string): string {
  if (tableId === 'addons') return 'Add-Ons';
  return tableId
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** One section holding the table's fields, as the generic record form shows them. */
export function sectionsForTable(tableId: string, creating: boolean): FormSection[] {
  const fields = fieldsForTable(tableId).filter((field) => !(creating && field.editOnly));
  return [{ fields }];
}
