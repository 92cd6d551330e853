/**
 * Status and role normalisation: the one place where the api's numbers and strings (and their legacy
 * readings) become the GraphQL enums, and back (docs/product.md, "Readings settled"). The enums the api
 * writes as plain lower-case words (booking status, refund status, modifier type, units and rule) need
 * nothing here: resolvers use the api's words and Apollo maps them (resolvers/enum-values.ts).
 */
import { RECORD_STATUS_IDS, recordStatusOf } from '@greenleaf/shared/record-status';
import type { RecordStatus, Role } from '../__generated__/resolvers-types.js';

/** statusId → RecordStatus; unknown ids read as INACTIVE (never offered by mistake). The ids: @greenleaf/shared/record-status. */
export function recordStatus(statusId: number | null | undefined): RecordStatus {
  return recordStatusOf(statusId);
}

export function statusIdOf(status: RecordStatus): number {
  return RECORD_STATUS_IDS[status];
}

const ROLE_BY_NAME: Record<string, Role> = {
  admin: 'ADMIN',
  administrator: 'ADMIN',
  manager: 'MANAGER',
  staff: 'STAFF',
  advisor: 'STAFF',
  client: 'CLIENT',
  customer: 'CLIENT',
};

/** Role string (any case, legacy names included) → Role; null when there is no recognisable role. */
export function roleOf(role: string | null | undefined): Role | null {
  if (!role) return null;
  return ROLE_BY_NAME[role.trim().toLowerCase()] ?? null;
}

/** Role → the api's role string. */
export function apiRole(role: Role): string {
  return role.toLowerCase();
}
