import type { CompanyRole } from '@sitehours/contract';
import { forbidden } from './errors';

export interface UserPrincipal {
  kind: 'user';
  userId: string;
  tenantId: string;
  companyId: string;
  email: string;
  roles: CompanyRole[];
  family?: string;
}

export interface SupportScope {
  sessionId: string;
  tenantId: string;
  companyId: string;
  /** The tenant's status: a support session only reads in a company that may not sign in. */
  tenantStatus: string;
}

export interface GlobalAdminPrincipal {
  kind: 'global_admin';
  adminId: string;
  email: string;
  family?: string;
  /** Set while the admin is inside a tenant in a support session. */
  support?: SupportScope;
}

export type Principal = UserPrincipal | GlobalAdminPrincipal;

export interface CompanyScope {
  tenantId: string;
  companyId: string;
}

/** The tenant and company a request acts in, from the verified token only. */
export function companyScopeOf(principal: Principal | undefined): CompanyScope {
  if (principal?.kind === 'user') {
    return { tenantId: principal.tenantId, companyId: principal.companyId };
  }
  if (principal?.support) {
    return { tenantId: principal.support.tenantId, companyId: principal.support.companyId };
  }
  throw forbidden('companyOnly');
}

/** A company admin, or a global admin acting as one inside a support session. */
export function actsAsCompanyAdmin(principal: Principal | undefined): boolean {
  if (principal?.kind === 'user') return principal.roles.includes('company_admin');
  return Boolean(principal?.support);
}

/** A `companyId` sent in a request must be the caller's own; any other is refused. */
export function assertOwnCompany(scope: CompanyScope, companyId: string | undefined | null): void {
  if (companyId && companyId !== scope.companyId) {
    throw forbidden('ownCompanyOnly');
  }
}

/** The caller's company scope, refusing a `companyId` the request names that is not it. */
export function ownCompanyScope(
  principal: Principal | undefined,
  companyId?: string | null,
): CompanyScope {
  const scope = companyScopeOf(principal);
  assertOwnCompany(scope, companyId);
  return scope;
}

/** Users of an active or trial tenant may sign in; suspended and cancelled tenants are closed. */
export function tenantAllowsSignIn(status: string): boolean {
  return status === 'active' || status === 'trial';
}
