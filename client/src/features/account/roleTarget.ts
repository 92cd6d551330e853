/** Where a user goes after signing in (spec section 6): admin → /admin, client → /profile, else /. */
export function targetForRole(role: string | null | undefined): string {
  const normalised = (role ?? '').toLowerCase();
  if (normalised === 'admin') return '/admin';
  if (normalised === 'client') return '/profile';
  return '/';
}
