import { COMPANY_ROLES, effectiveRole, type CompanyRole } from '@sitehours/contract/rules';
import type { StaffUser } from '@sitehours/contract/schemas';

/** Grouping of the staff list (company spec §2.2): by first role, Admin, Manager, User. */

export type StaffUserLike = Pick<
  StaffUser,
  'userId' | 'firstName' | 'lastName' | 'email' | 'roles' | 'role' | 'isActive'
>;

/** A role's users; the screen names the role in the interface language (staff `role.*`). */
export interface RoleGroup<U extends StaffUserLike = StaffUser> {
  role: CompanyRole;
  active: U[];
  inactive: U[];
  /** Users the group shows: the active ones, plus the inactive ones when they are shown. */
  count: number;
}

/** The company role a user is grouped under; anything unknown counts as User. */
export function groupRoleOf(user: Pick<StaffUserLike, 'roles' | 'role'>): CompanyRole {
  const role = effectiveRole(user.roles.length > 0 ? user.roles : [user.role]);
  return role && (COMPANY_ROLES as readonly string[]).includes(role)
    ? (role as CompanyRole)
    : 'standard_user';
}

export function fullName(user: Pick<StaffUserLike, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

const byName = (a: StaffUserLike, b: StaffUserLike) =>
  a.firstName.localeCompare(b.firstName, undefined, { sensitivity: 'base' }) ||
  a.lastName.localeCompare(b.lastName, undefined, { sensitivity: 'base' }) ||
  a.email.localeCompare(b.email);

/** The three groups in display order, each sorted by name, with its active and inactive users. */
export function groupUsersByRole<U extends StaffUserLike>(
  users: readonly U[],
  showInactive: boolean,
): RoleGroup<U>[] {
  return COMPANY_ROLES.map((role) => {
    const members = users.filter((u) => groupRoleOf(u) === role).sort(byName);
    const active = members.filter((u) => u.isActive);
    const inactive = members.filter((u) => !u.isActive);
    return {
      role,
      active,
      inactive,
      count: active.length + (showInactive ? inactive.length : 0),
    };
  });
}

/**
 * The signed-in admin is the company's only active admin: their own status toggle is disabled
 * (company spec §4 "User").
 */
export function isSoleActiveAdmin(
  user: StaffUserLike,
  currentUserId: string | null | undefined,
  activeAdminCount: number | undefined,
): boolean {
  return (
    !!currentUserId &&
    user.userId === currentUserId &&
    user.isActive &&
    groupRoleOf(user) === 'company_admin' &&
    activeAdminCount !== undefined &&
    activeAdminCount <= 1
  );
}
