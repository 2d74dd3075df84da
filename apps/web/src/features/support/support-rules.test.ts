import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from '@sitehours/contract/messages';
import { ApiError } from '@/app/errors/api-error';
import {
  auditActionLabel,
  exitFailureText,
  failureText,
  filterSupportTenants,
  isOperatorOnlyRefusal,
  isOwnSession,
  sessionAdminName,
  sessionCompany,
  startFailureText,
  supportBannerName,
  tenantDisplayName,
  tenantListEmptyText,
  validateSupportStart,
} from './support-rules';

const tenants = [
  { tenant_id: 't-1', name: 'Acme Construction', company_name: 'Acme Construction' },
  { tenant_id: 't-2', name: 'Birch', company_name: 'Birch Field Services' },
  { tenant_id: 't-3', name: 'Cedar Tenant', company_name: null },
];

describe('validateSupportStart', () => {
  it('needs a tenant and a non-blank reason', () => {
    const message = SUPPORT_MESSAGES.selectTenantAndReason;
    expect(validateSupportStart({ tenantId: null, reason: 'Help', ticketId: '' })).toEqual({
      ok: false,
      message,
    });
    expect(validateSupportStart({ tenantId: 't-1', reason: '   \n ', ticketId: '' })).toEqual({
      ok: false,
      message,
    });
    expect(message).toBe(SUPPORT_MESSAGES.selectTenantAndReason);
  });

  it('trims the reason and the ticket, sending null for an empty ticket', () => {
    expect(
      validateSupportStart({ tenantId: 't-1', reason: ' Payroll help ', ticketId: '  ' }),
    ).toEqual({
      ok: true,
      request: { tenantId: 't-1', reason: 'Payroll help', ticketId: null },
    });
    expect(
      validateSupportStart({ tenantId: 't-1', reason: 'x', ticketId: ' TCK-9 ' }),
    ).toMatchObject({ ok: true, request: { ticketId: 'TCK-9' } });
  });

  it('names the chosen company of a client with several, and none otherwise', () => {
    expect(
      validateSupportStart({ tenantId: 't-1', companyId: 'c-2', reason: 'x', ticketId: '' }),
    ).toEqual({
      ok: true,
      request: { tenantId: 't-1', companyId: 'c-2', reason: 'x', ticketId: null },
    });
    expect(
      validateSupportStart({ tenantId: 't-1', companyId: null, reason: 'x', ticketId: '' }),
    ).toEqual({ ok: true, request: { tenantId: 't-1', reason: 'x', ticketId: null } });
  });
});

describe('picker list', () => {
  it('searches names case-insensitively', () => {
    expect(filterSupportTenants(tenants, 'birch').map((t) => t.tenant_id)).toEqual(['t-2']);
    expect(filterSupportTenants(tenants, 'FIELD').map((t) => t.tenant_id)).toEqual(['t-2']);
    expect(filterSupportTenants(tenants, '  ')).toHaveLength(3);
    expect(filterSupportTenants(tenants, 'zzz')).toEqual([]);
  });

  it('names a tenant by its company, else itself', () => {
    expect(tenantDisplayName(tenants[1]!)).toBe('Birch Field Services');
    expect(tenantDisplayName(tenants[2]!)).toBe('Cedar Tenant');
  });

  it('chooses the empty text', () => {
    expect(tenantListEmptyText(3, 'zzz')).toBe(SUPPORT_MESSAGES.noCompaniesMatch);
    expect(tenantListEmptyText(0, '')).toBe(SUPPORT_MESSAGES.noCompanies);
    expect(tenantListEmptyText(0, 'x')).toBe(SUPPORT_MESSAGES.noCompanies);
  });
});

describe('sessions screen', () => {
  const session = {
    admin_id: 'a1',
    admin_name: null,
    admin_email: 'ops@sitehours.test',
    tenant_id: 't-9',
    tenant_name: 'Tenant Nine',
    company_id: null,
    company_name: null,
  };

  it('labels admins, companies and actions', () => {
    expect(sessionAdminName(session)).toBe('ops@sitehours.test');
    expect(sessionAdminName({ ...session, admin_name: 'Olga Ops' })).toBe('Olga Ops');
    expect(sessionCompany(session)).toEqual({ name: 'Tenant Nine', idKind: 'tenant', id: 't-9' });
    expect(sessionCompany({ ...session, company_id: 'c-9', company_name: 'Nine Co' })).toEqual({
      name: 'Nine Co',
      idKind: 'company',
      id: 'c-9',
    });
    expect(auditActionLabel('SESSION_EXPIRED')).toBe('SESSION EXPIRED');
  });

  it('recognises the viewer’s own session', () => {
    expect(isOwnSession(session, 'a1')).toBe(true);
    expect(isOwnSession(session, 'a2')).toBe(false);
    expect(isOwnSession(session, '')).toBe(false);
  });
});

describe('error texts', () => {
  const refused = new ApiError('nope', { status: 500, statusText: 'Internal Server Error' });
  const offline = new ApiError('Failed to fetch', { status: 0 });

  it('adds the status text', () => {
    expect(failureText('Failed to load tenants', refused)).toBe(
      'Failed to load tenants: Internal Server Error',
    );
    expect(failureText('Failed to load tenants', offline)).toBe(
      'Failed to load tenants: Failed to fetch',
    );
  });

  it('prefers the server message when starting', () => {
    const bad = new ApiError('x', {
      status: 400,
      statusText: 'Bad Request',
      body: { message: SUPPORT_MESSAGES.selectTenantAndReason },
    });
    const prefix = 'Failed to start impersonation';
    expect(startFailureText(bad, prefix)).toBe(SUPPORT_MESSAGES.selectTenantAndReason);
    expect(
      startFailureText(new ApiError('x', { status: 502, statusText: 'Bad Gateway' }), prefix),
    ).toBe('Failed to start impersonation: Bad Gateway');
  });

  it('tells a refused exit from a failed one', () => {
    expect(exitFailureText(refused)).toBe(SUPPORT_MESSAGES.exitFailed);
    expect(exitFailureText(offline)).toBe(SUPPORT_MESSAGES.exitError);
    expect(exitFailureText(new TypeError('bad json'))).toBe(SUPPORT_MESSAGES.exitError);
  });

  it('recognises the operator-only refusal', () => {
    const body = { error: 'forbidden', message: SUPPORT_MESSAGES.operatorOnly };
    expect(isOperatorOnlyRefusal(new ApiError('x', { status: 403, body }))).toBe(true);
    expect(isOperatorOnlyRefusal(new ApiError('x', { status: 403 }))).toBe(false);
  });
});

describe('banner', () => {
  it('names the company, else the tenant', () => {
    expect(supportBannerName({ companyName: 'Acme', tenantName: 'acme-t' })).toBe('Acme');
    expect(supportBannerName({ companyName: null, tenantName: 'acme-t' })).toBe('acme-t');
  });
});
