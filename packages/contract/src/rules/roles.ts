/** Role model shared by the server (authorisation) and the web app (guards, navigation). */
export const ROLES = ['standard_user', 'company_manager', 'company_admin', 'global_admin'] as const;
export type Role = (typeof ROLES)[number];

/** Company-side roles a user account may hold, in display order Admin, Manager, User. */
export const COMPANY_ROLES = ['company_admin', 'company_manager', 'standard_user'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

const LEGACY_ROLE_NAMES: Record<string, Role> = {
  employee: 'standard_user',
  project_manager: 'company_manager',
  admin: 'company_admin',
};

/** Maps a role name, current or legacy, to its current name; unknown names yield undefined. */
export function normalizeRole(role: string | null | undefined): Role | undefined {
  if (!role) return undefined;
  const name = role.trim().toLowerCase();
  if ((ROLES as readonly string[]).includes(name)) return name as Role;
  return LEGACY_ROLE_NAMES[name];
}

export function normalizeRoles(
  roles: readonly (string | null | undefined)[] | null | undefined,
): Role[] {
  const out: Role[] = [];
  for (const r of roles ?? []) {
    const n = normalizeRole(r);
    if (n && !out.includes(n)) out.push(n);
  }
  return out;
}

/** A role check passes if any of the user's normalised roles is allowed; it fails when either list is missing. */
export function hasAnyRole(
  userRoles: readonly string[] | null | undefined,
  allowed: readonly string[] | null | undefined,
): boolean {
  if (!userRoles || !allowed) return false;
  const allowedSet = new Set(normalizeRoles(allowed));
  return normalizeRoles(userRoles).some((r) => allowedSet.has(r));
}

export const ROLE_DISPLAY_NAMES: Record<Role, string> = {
  standard_user: 'User',
  company_manager: 'Company Manager',
  company_admin: 'Company Admin',
  global_admin: 'Global Admin',
};

/** The effective role of a user is the first of their roles. */
export function effectiveRole(roles: readonly string[] | null | undefined): Role | undefined {
  return normalizeRoles(roles)[0];
}
