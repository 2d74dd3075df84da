import { describe, expect, it } from 'vitest';
import {
  groupRoleOf,
  groupUsersByRole,
  isSoleActiveAdmin,
  type StaffUserLike,
} from './user-groups';

let seq = 0;
function user(
  firstName: string,
  roles: string[],
  isActive = true,
  extra: Partial<StaffUserLike> = {},
): StaffUserLike {
  seq += 1;
  return {
    userId: `u${seq}`,
    firstName,
    lastName: 'Test',
    email: `${firstName.toLowerCase()}@acme.test`,
    roles,
    role: roles[0] ?? '',
    isActive,
    ...extra,
  };
}

describe('groupUsersByRole', () => {
  const users = [
    user('Zed', ['standard_user']),
    user('Amy', ['standard_user']),
    user('Pat', ['company_manager']),
    user('Ann', ['company_admin']),
    user('Old', ['standard_user'], false),
    user('Leg', ['employee']),
    user('Boss', ['admin', 'standard_user']),
    user('Odd', ['something_else']),
  ];

  it('orders the groups Admin, Manager, User', () => {
    const groups = groupUsersByRole(users, false);
    expect(groups.map((g) => g.role)).toEqual([
      'company_admin',
      'company_manager',
      'standard_user',
    ]);
  });

  it('groups by the first (normalised) role; unknown roles count as User', () => {
    const [admins, managers, plain] = groupUsersByRole(users, false);
    expect(admins!.active.map((u) => u.firstName)).toEqual(['Ann', 'Boss']);
    expect(managers!.active.map((u) => u.firstName)).toEqual(['Pat']);
    expect(plain!.active.map((u) => u.firstName)).toEqual(['Amy', 'Leg', 'Odd', 'Zed']);
  });

  it('keeps inactive users apart and counts them only when shown', () => {
    const hidden = groupUsersByRole(users, false)[2]!;
    expect(hidden.inactive.map((u) => u.firstName)).toEqual(['Old']);
    expect(hidden.count).toBe(4);
    expect(groupUsersByRole(users, true)[2]!.count).toBe(5);
  });

  it('gives empty groups for an empty list', () => {
    const groups = groupUsersByRole([], true);
    expect(groups.every((g) => g.count === 0 && g.active.length === 0)).toBe(true);
  });

  it('falls back to the single role field when roles is empty', () => {
    expect(groupRoleOf({ roles: [], role: 'company_manager' })).toBe('company_manager');
    expect(groupRoleOf({ roles: [], role: '' })).toBe('standard_user');
  });
});

describe('isSoleActiveAdmin', () => {
  const me = user('Me', ['company_admin']);
  it('is true only for the signed-in, active admin when one admin is active', () => {
    expect(isSoleActiveAdmin(me, me.userId, 1)).toBe(true);
    expect(isSoleActiveAdmin(me, me.userId, 2)).toBe(false);
    expect(isSoleActiveAdmin(me, 'someone-else', 1)).toBe(false);
    expect(isSoleActiveAdmin(me, me.userId, undefined)).toBe(false);
    expect(isSoleActiveAdmin({ ...me, isActive: false }, me.userId, 1)).toBe(false);
    expect(isSoleActiveAdmin({ ...me, roles: ['standard_user'] }, me.userId, 1)).toBe(false);
  });
});
