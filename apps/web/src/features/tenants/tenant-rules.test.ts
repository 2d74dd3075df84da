import { describe, expect, it } from 'vitest';
import { TENANT_MESSAGES } from '@sitehours/contract/messages';
import {
  EMPTY_COMPANY_FORM,
  canSuspend,
  companyFieldErrors,
  companyFormErrors,
  createTenantPayload,
  pageWindow,
} from './tenant-rules';
import { tenantStatusColor, tenantStatusLabel } from '@/components/tenant-status';

describe('tenant status', () => {
  it('shows an unknown value as other', () => {
    expect(tenantStatusLabel('trial')).toBe('trial');
    expect(tenantStatusLabel('frozen')).toBe('other');
    expect(tenantStatusColor('active')).toBe('green');
    expect(tenantStatusColor('suspended')).toBe('red');
  });

  it('offers Suspend for active tenants only', () => {
    expect(canSuspend('active')).toBe(true);
    for (const s of ['suspended', 'trial', 'cancelled', 'other']) expect(canSuspend(s)).toBe(false);
  });
});

describe('pageWindow', () => {
  it('counts from offset + 1 and disables Next at the total', () => {
    expect(pageWindow(0, 10, 23)).toEqual({
      from: 1,
      to: 10,
      total: 23,
      hasPrevious: false,
      hasNext: true,
    });
    expect(pageWindow(2, 3, 23)).toMatchObject({
      from: 21,
      to: 23,
      hasPrevious: true,
      hasNext: false,
    });
    expect(pageWindow(0, 10, 10).hasNext).toBe(false);
    expect(pageWindow(0, 0, 0)).toMatchObject({ from: 0, to: 0, hasNext: false });
  });
});

describe('add company form', () => {
  it('builds the payload with the default date format and a lower-case subdomain', () => {
    const payload = createTenantPayload({
      ...EMPTY_COMPANY_FORM,
      name: ' Oak ',
      subdomain: 'Oak-1',
      adminEmail: 'a@oak.test ',
      adminFirstName: 'Ann',
      adminLastName: 'Oak',
    });
    expect(payload).toEqual({
      name: 'Oak',
      subdomain: 'oak-1',
      adminEmail: 'a@oak.test',
      adminFirstName: 'Ann',
      adminLastName: 'Oak',
      settings: { timezone: 'America/New_York', dateFormat: 'MM/DD/YYYY', currency: 'USD' },
    });
  });

  it('checks the fields with the contract request schema, each issue under its field', () => {
    expect(companyFormErrors(EMPTY_COMPANY_FORM)).toEqual({
      name: 'tenantCompanyNameRequired',
      subdomain: 'tenantSubdomainRequired',
      adminEmail: 'tenantAdminEmailRequired',
      adminFirstName: 'tenantAdminFirstNameRequired',
      adminLastName: 'tenantAdminLastNameRequired',
    });
    const filled = {
      ...EMPTY_COMPANY_FORM,
      name: 'Oak',
      subdomain: 'Oak-1',
      adminEmail: 'a@oak.test',
      adminFirstName: 'Ann',
      adminLastName: 'Oak',
    };
    expect(companyFormErrors(filled)).toEqual({});
    expect(companyFormErrors({ ...filled, subdomain: '-oak', adminEmail: 'a@oak' })).toEqual({
      subdomain: TENANT_MESSAGES.subdomainFormat,
      adminEmail: 'loginInvalidEmail',
    });
    expect(companyFormErrors({ ...filled, currency: 'XYZ' })).toEqual({
      currency: 'chooseCurrency',
    });
  });

  it('puts server errors under the matching field', () => {
    expect(
      companyFieldErrors([
        { path: 'subdomain', msg: 'taken' },
        { path: 'settings.currency', msg: 'bad' },
        { path: 'unknown', msg: 'x' },
      ]),
    ).toEqual({ subdomain: 'taken', currency: 'bad' });
  });
});
