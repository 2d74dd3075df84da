import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@sitehours/contract/rules';
import {
  DEFAULT_BRANDING,
  SUPPORT_SESSION_COMPANY_NAME,
  brandingFromCompany,
  resolveLogoUrl,
  resolveSession,
} from './session-model';
import { parseStoredCompany } from './storage';

const acme = {
  id: 'c1',
  company_id: 'c1',
  companyId: 'c1',
  name: 'Acme Construction',
  company_name: 'Acme Construction',
  tenant_id: 't1',
  primary_color: '#1E40AF',
  secondary_color: '#F59E0B',
  logo_url: 'uploads/logo.png',
};

const summary = (id: string, name: string) => ({
  ...acme,
  id,
  company_id: id,
  companyId: id,
  name,
  company_name: name,
});

const base = {
  id: 'u1',
  user_id: 'u1',
  firstName: 'Ann',
  lastName: 'Admin',
  email: 'admin@acme.test',
  roles: ['admin'],
  isGlobalAdmin: false,
  companies: [acme, { ...acme, id: 'c2', company_id: 'c2', companyId: 'c2' }],
  companyId: 'c1',
  companyName: 'Acme Construction',
  tenantId: 't1',
  hourlyRate: null,
  supportSession: null,
};

describe('resolveSession', () => {
  it('takes the first company of a company user and normalises roles', () => {
    const s = resolveSession(base);
    expect(s.company?.id).toBe('c1');
    expect(s.user.roles).toEqual(['company_admin']);
    expect(s.fetchBranding).toBe(true);
    expect(s.supportSession).toBeNull();
  });

  it('gives a global admin outside support no company and no branding fetch', () => {
    const s = resolveSession({
      ...base,
      roles: ['global_admin'],
      isGlobalAdmin: true,
      companies: [],
      companyId: null,
      companyName: null,
      tenantId: null,
    });
    expect(s.user.isGlobalAdmin).toBe(true);
    expect(s.company).toBeNull();
    expect(s.fetchBranding).toBe(false);
  });

  it('uses the profile companyId in a support session, with a default name', () => {
    const supportSession = {
      sessionId: 's1',
      tenantId: 't9',
      tenantName: 'Tenant 9',
      companyId: 'c9',
      companyName: null,
      reason: 'Ticket 12',
    };
    const s = resolveSession({
      ...base,
      roles: ['global_admin'],
      isGlobalAdmin: true,
      companies: [],
      companyId: 'c9',
      companyName: null,
      tenantId: 't9',
      supportSession,
    });
    expect(s.company).toMatchObject({
      id: 'c9',
      name: SUPPORT_SESSION_COMPANY_NAME,
      tenant_id: 't9',
    });
    expect(s.supportSession).toEqual(supportSession);
    expect(s.fetchBranding).toBe(true);
    expect(s.companies).toEqual([]);
  });

  it("lists the client's companies in a support session, to move between them", () => {
    const s = resolveSession({
      ...base,
      roles: ['global_admin'],
      isGlobalAdmin: true,
      companies: [summary('c2', 'Acme Electric'), summary('c1', 'Acme Construction')],
      companyId: 'c2',
      companyName: 'Acme Electric',
      tenantId: 't1',
      supportSession: {
        sessionId: 's1',
        tenantId: 't1',
        tenantName: 'Acme Construction',
        companyId: 'c2',
        companyName: 'Acme Electric',
        reason: 'Payroll',
      },
    });
    expect(s.company).toMatchObject({ id: 'c2', name: 'Acme Electric' });
    expect(s.companies.map((c) => c.name)).toEqual(['Acme Electric', 'Acme Construction']);
    expect(s.invitations).toEqual([]);
  });

  it('works in the company the sign-in is scoped to, for a person of several companies', () => {
    const invitation = { membershipId: 'm1', companyId: 'c3', companyName: 'Birch' };
    const s = resolveSession({
      ...base,
      companyId: 'c2',
      companyName: 'Acme Electric',
      invitations: [invitation],
    });
    expect(s.company?.id).toBe('c2');
    expect(s.companies.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(s.invitations).toEqual([invitation]);
  });

  it('lists no companies and no invitations for an operator', () => {
    const s = resolveSession({
      ...base,
      roles: ['global_admin'],
      isGlobalAdmin: true,
      invitations: [{ membershipId: 'm1', companyId: 'c3', companyName: 'Birch' }],
    });
    expect(s.companies).toEqual([]);
    expect(s.invitations).toEqual([]);
  });
});

describe('branding', () => {
  it('defaults to the neutral theme with the product name', () => {
    expect(brandingFromCompany(null)).toEqual(DEFAULT_BRANDING);
    expect(DEFAULT_BRANDING).toMatchObject({
      primaryColor: '#000000',
      secondaryColor: '#666666',
      companyName: PRODUCT_NAME,
    });
  });

  it('reads a company and rejects bad colours', () => {
    const b = brandingFromCompany({
      id: 'c1',
      name: 'Acme',
      tenant_id: 't1',
      primary_color: 'red',
      secondary_color: '#F59E0B',
      logo_url: '/uploads/a.png',
    });
    expect(b).toEqual({
      primaryColor: '#000000',
      secondaryColor: '#F59E0B',
      logo: '/uploads/a.png',
      companyName: 'Acme',
      tenantId: 't1',
    });
  });

  it('resolves logo paths against the API host', () => {
    expect(resolveLogoUrl('uploads/x.png')).toBe('/uploads/x.png');
    expect(resolveLogoUrl('//cdn/x.png')).toBe('//cdn/x.png');
    expect(resolveLogoUrl('https://cdn/x.png')).toBe('https://cdn/x.png');
    expect(resolveLogoUrl('  ')).toBeNull();
    expect(resolveLogoUrl(null)).toBeNull();
  });
});

describe('parseStoredCompany', () => {
  it('reads the stored company and ignores junk', () => {
    expect(parseStoredCompany(JSON.stringify({ id: 'c1', name: 'A' }))).toMatchObject({
      id: 'c1',
      name: 'A',
      primary_color: null,
    });
    expect(parseStoredCompany('{oops')).toBeNull();
    expect(parseStoredCompany(JSON.stringify({ name: 'no id' }))).toBeNull();
    expect(parseStoredCompany(null)).toBeNull();
  });
});
