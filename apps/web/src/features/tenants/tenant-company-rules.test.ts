import { describe, expect, it } from 'vitest';
import type { TenantCompany } from '@sitehours/contract/schemas';
import {
  EMPTY_TENANT_COMPANY_FORM,
  addTenantCompanyPayload,
  allUnderFields,
  tenantCompanyFieldErrors,
  tenantCompanyFormErrors,
  tenantCompanyFormValues,
  updateTenantCompanyPayload,
} from './tenant-company-rules';

const filled = {
  ...EMPTY_TENANT_COMPANY_FORM,
  name: '  Acme Roofing ',
  timezone: 'America/Denver',
  dateFormat: 'YYYY-MM-DD',
  currency: 'CAD',
  adminEmail: ' Rita@Roofing.test ',
  adminFirstName: ' Rita ',
  adminLastName: 'Moreno ',
};

describe('tenant company form', () => {
  it('sends trimmed names and the chosen settings', () => {
    expect(addTenantCompanyPayload(filled)).toEqual({
      name: 'Acme Roofing',
      adminEmail: 'Rita@Roofing.test',
      adminFirstName: 'Rita',
      adminLastName: 'Moreno',
      settings: { timezone: 'America/Denver', dateFormat: 'YYYY-MM-DD', currency: 'CAD' },
    });
    expect(updateTenantCompanyPayload(filled)).toEqual({
      name: 'Acme Roofing',
      settings: { timezone: 'America/Denver', dateFormat: 'YYYY-MM-DD', currency: 'CAD' },
    });
  });

  it('starts editing from the company as it is', () => {
    const company: TenantCompany = {
      id: 'c1',
      name: 'Acme North',
      time_zone: 'America/Chicago',
      date_format: 'DD/MM/YYYY',
      currency: 'EUR',
      user_count: 4,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    expect(tenantCompanyFormValues(company)).toMatchObject({
      name: 'Acme North',
      timezone: 'America/Chicago',
      dateFormat: 'DD/MM/YYYY',
      currency: 'EUR',
      adminEmail: '',
    });
  });

  it("checks with the contract's schemas, each issue under its field", () => {
    expect(tenantCompanyFormErrors('add', filled)).toEqual({});
    expect(tenantCompanyFormErrors('add', EMPTY_TENANT_COMPANY_FORM)).toEqual({
      name: 'tenantCompanyNameRequired',
      adminEmail: 'tenantAdminEmailRequired',
      adminFirstName: 'tenantAdminFirstNameRequired',
      adminLastName: 'tenantAdminLastNameRequired',
    });
    expect(
      tenantCompanyFormErrors('add', { ...filled, adminEmail: 'not-an-address', currency: 'XYZ' }),
    ).toEqual({ adminEmail: 'loginInvalidEmail', currency: 'chooseCurrency' });
    // Editing asks for no admin.
    expect(tenantCompanyFormErrors('edit', { ...filled, adminEmail: '' })).toEqual({});
    expect(tenantCompanyFormErrors('edit', { ...filled, name: ' ', dateFormat: 'D.M.Y' })).toEqual({
      name: 'tenantCompanyNameRequired',
      dateFormat: 'chooseDateFormat',
    });
  });

  it("places the server's field errors under their fields", () => {
    const errors = [
      { path: 'name', msg: 'tenantCompanyNameTaken' },
      { path: 'settings.timezone', msg: 'chooseTimeZone' },
      { path: 'name', msg: 'second' },
    ];
    expect(tenantCompanyFieldErrors(errors)).toEqual({
      name: 'tenantCompanyNameTaken',
      timezone: 'chooseTimeZone',
    });
    expect(allUnderFields(errors)).toBe(true);
    expect(allUnderFields([{ path: 'subdomain', msg: 'x' }])).toBe(false);
    expect(allUnderFields([])).toBe(false);
  });
});
