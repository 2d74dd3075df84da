import { effectiveRole, hasAnyRole, normalizeRole, normalizeRoles } from './roles';
import { describe, expect, it } from 'vitest';

describe('role normalisation', () => {
  it('maps legacy names to current ones', () => {
    expect(normalizeRole('employee')).toBe('standard_user');
    expect(normalizeRole('project_manager')).toBe('company_manager');
    expect(normalizeRole('admin')).toBe('company_admin');
    expect(normalizeRole(' Company_Admin ')).toBe('company_admin');
    expect(normalizeRole('owner')).toBeUndefined();
    expect(normalizeRole(undefined)).toBeUndefined();
  });

  it('drops unknown names and duplicates, keeping order', () => {
    expect(normalizeRoles(['admin', 'company_admin', 'bogus', 'employee'])).toEqual([
      'company_admin',
      'standard_user',
    ]);
    expect(normalizeRoles(null)).toEqual([]);
  });

  it('the effective role is the first one', () => {
    expect(effectiveRole(['project_manager', 'admin'])).toBe('company_manager');
    expect(effectiveRole([])).toBeUndefined();
  });
});

describe('role check', () => {
  it('passes when any normalised role is allowed', () => {
    expect(hasAnyRole(['employee', 'admin'], ['company_admin'])).toBe(true);
    expect(hasAnyRole(['standard_user'], ['admin', 'company_manager'])).toBe(false);
  });

  it('fails when the user or the allowed set is missing', () => {
    expect(hasAnyRole(undefined, ['company_admin'])).toBe(false);
    expect(hasAnyRole(['company_admin'], undefined)).toBe(false);
    expect(hasAnyRole(null, null)).toBe(false);
  });
});
