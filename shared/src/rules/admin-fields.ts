/**
 * The office's generic tables' field rules (docs/product.md, "Admin form definitions per table",
 * "Required fields per table"): which fields are required, the fewest and most characters of a text
 * field, the largest number. The api's allow-list (api/src/admin-tables/tables.ts) enforces them; the
 * office's record forms (client/src/admin/forms/tableForms.ts) mark and stop their inputs from them.
 * A text field without `max` holds `TEXT_MAX` characters; an e-mail `EMAIL_MAX`.
 */
export interface AdminFieldRule {
  readonly required?: boolean;
  /** Fewest characters of a text field (1 when required). */
  readonly min?: number;
  /** Most characters of a text field, or the largest value of a number. */
  readonly max?: number;
}

/** A text field's most characters when its rule names none. */
export const TEXT_MAX = 2000;
/** An e-mail address's most characters. */
export const EMAIL_MAX = 254;

const required = { required: true } as const;
const name = { required: true, max: 200 } as const;
const parentName = { required: true, min: 3, max: 200 } as const;

export const ADMIN_FIELD_RULES = {
  addons: { serviceId: required, name, price: required },
  bookings: { userId: required, bookingDate: required, bookingTime: { required: true, max: 50 } },
  'booking-manager': {
    name: { max: 200 },
    bookingId: required,
    modifierId: required,
    modifierOptionId: required,
  },
  categories: { name },
  packages: { name, price: required },
  'service-areas': {
    suburb: { required: true, max: 100 },
    postalCode: { required: true, max: 10 },
    travelMinutes: required,
  },
  seasons: {
    name,
    duration: { max: 200 },
    startDate: required,
    endDate: required,
    multiplier: { required: true, max: 100 },
  },
  services: { categoryId: required, name },
  users: {
    name,
    email: { required: true, max: EMAIL_MAX },
    phone: { max: 50 },
    address: { max: 500 },
    password: required,
  },
  variations: { name: parentName },
  modifiers: { name: parentName },
} as const satisfies Record<string, Record<string, AdminFieldRule>>;

export type AdminTableId = keyof typeof ADMIN_FIELD_RULES;

/** The rule of `key` in `table` (none: not required, the default length). */
export function adminFieldRule(table: string, key: string): AdminFieldRule {
  const rules = (ADMIN_FIELD_RULES as Record<string, Record<string, AdminFieldRule>>)[table];
  return rules?.[key] ?? {};
}
