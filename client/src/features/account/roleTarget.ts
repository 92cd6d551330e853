/**
 * Where a user goes after signing in (docs/product.md): admin and manager → /admin, staff → /crew (their
 * crew's day), client → /profile, else /.
 */
export function targetForRole(role: string | null | undefined): string {
  const normalised = (role ?? '').toLowerCase();
  if (normalised === 'admin' || normalised === 'manager') return '/admin';
  if (normalised === 'staff') return '/crew';
  if (normalised === 'client') return '/profile';
  return '/';
}

/**
 * Where a user goes after signing in when a page sent them to /login (`location.state.from`, set by the
 * admin guard and by the admin area when a session ends): back to that page when it is inside their
 * own area (an admin to /admin/..., a client to /profile/...), otherwise to `targetForRole`.
 */
export function targetAfterSignIn(role: string | null | undefined, from: unknown): string {
  const home = targetForRole(role);
  if (home === '/' || typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return home;
  const inside = from === home || from.startsWith(`${home}/`) || from.startsWith(`${home}?`);
  return inside ? from : home;
}
