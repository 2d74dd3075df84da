import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/app/session/session-model';
import { pathAfterCompanySwitch } from './company-switch-rules';

const person = (roles: SessionUser['roles']) => ({
  status: 'logged_in' as const,
  supportSession: null,
  user: {
    id: 'u1',
    firstName: 'Dana',
    lastName: 'Dual',
    email: 'dual@acme.test',
    roles,
    isGlobalAdmin: false,
    companyId: 'c2',
    tenantId: 't1',
    hourlyRate: null,
    language: null,
    companyLanguage: null,
  },
});

describe('pathAfterCompanySwitch', () => {
  it('stays on a screen the role in the new company opens', () => {
    const worker = person(['standard_user']);
    expect(pathAfterCompanySwitch('/time-entries', worker)).toBeNull();
    expect(pathAfterCompanySwitch('/', worker)).toBeNull();
    expect(pathAfterCompanySwitch('/change-password', worker)).toBeNull();
    expect(pathAfterCompanySwitch('/jobs', person(['company_admin']))).toBeNull();
  });

  it('goes home from a screen the role in the new company does not open', () => {
    expect(pathAfterCompanySwitch('/jobs', person(['standard_user']))).toBe('/');
    expect(pathAfterCompanySwitch('/company-settings', person(['company_manager']))).toBe('/');
  });

  it('goes home from an address that names no screen', () => {
    expect(pathAfterCompanySwitch('/no-such-page', person(['standard_user']))).toBe('/');
  });
});
