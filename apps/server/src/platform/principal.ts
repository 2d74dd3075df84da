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

export interface GlobalAdminPrincipal {
  kind: 'global_admin';
  adminId: string;
  email: string;
  family?: string;
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
  throw forbidden('This action is only available inside a company.');
}
