import type { ApiKeyScope, CompanyRole } from '@sitehours/contract';
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

/**
 * An outside system calling with a company's API key: it acts in that company on the routes that
 * declare one of its scopes (`config.apiScope`), as no person, and is named by its key.
 */
export interface ApiKeyPrincipal {
  kind: 'api_key';
  keyId: string;
  /** "API key <name>": how histories, ledgers and lists name what it did. */
  label: string;
  tenantId: string;
  companyId: string;
  scopes: ApiKeyScope[];
}

export type Principal = UserPrincipal | GlobalAdminPrincipal | ApiKeyPrincipal;

export interface CompanyScope {
  tenantId: string;
  companyId: string;
}

/** The tenant and company a request acts in, from the verified token only. */
export function companyScopeOf(principal: Principal | undefined): CompanyScope {
  if (principal?.kind === 'user' || principal?.kind === 'api_key') {
    return { tenantId: principal.tenantId, companyId: principal.companyId };
  }
  if (principal?.support) {
    return { tenantId: principal.support.tenantId, companyId: principal.support.companyId };
  }
  throw forbidden('companyOnly');
}

/**
 * A company admin, or a global admin acting as one inside a support session. An API key passes
 * only the routes of its scopes, which the company's admin gave it: there it reads as an admin.
 */
export function actsAsCompanyAdmin(principal: Principal | undefined): boolean {
  if (principal?.kind === 'user') return principal.roles.includes('company_admin');
  if (principal?.kind === 'api_key') return true;
  return Boolean(principal?.support);
}

/** A person or an operator signed in: who the routes that no API key reaches work for. */
export type PersonPrincipal = UserPrincipal | GlobalAdminPrincipal;

/** The person or operator behind a request; an API key is refused (it is no one). */
export function signedInPerson(principal: Principal | undefined): PersonPrincipal {
  if (!principal || principal.kind === 'api_key') throw forbidden('apiKeyRouteRefused');
  return principal;
}

/** Who manages a company's settings (keys, webhooks), as its lists name them. */
export interface ManagingActor {
  userId: string | null;
  label: string;
}

/** The admin, or the operator in a support session, behind a request. */
export function managingActor(principal: Principal | undefined): ManagingActor {
  const person = signedInPerson(principal);
  if (person.kind === 'user') return { userId: person.userId, label: person.email };
  return { userId: null, label: `${person.email} (support)` };
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
