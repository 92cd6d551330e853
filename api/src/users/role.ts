import { z } from 'zod';

export const ROLES = ['admin', 'manager', 'staff', 'client'] as const;
export type Role = (typeof ROLES)[number];

const LEGACY: Record<string, Role> = { customer: 'client', advisor: 'staff' };

/** A role as the product knows it, from any legacy spelling (docs/product.md, "roles"); null if unknown. */
export function normaliseRole(value: string): Role | null {
  const v = value.trim().toLowerCase();
  if ((ROLES as readonly string[]).includes(v)) return v as Role;
  return LEGACY[v] ?? null;
}

/** A role field: case-insensitive, legacy names accepted, stored normalised. */
export const zRole = z.string().transform((v, ctx): Role => {
  const role = normaliseRole(v);
  if (!role) {
    ctx.addIssue({ code: 'custom', message: 'Role must be admin, manager, staff or client' });
    return z.NEVER;
  }
  return role;
});
