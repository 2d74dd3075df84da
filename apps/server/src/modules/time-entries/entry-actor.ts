import type { CompanyScope, Principal } from '../../platform/principal';

/** Who is acting, inside which company, and with which powers over entries. */
export interface EntryActor {
  scope: CompanyScope;
  /** The acting user's own id; a global admin in a support session has none. */
  userId: string | null;
  isAdmin: boolean;
  /** Managers and admins read everyone's entries and record time for others. */
  actsForOthers: boolean;
  /** Who is acting, as the entry history names them. */
  actorId: string | null;
  actorLabel: string;
}

export function entryActor(principal: Principal | undefined, scope: CompanyScope): EntryActor {
  if (principal?.kind === 'user') {
    const isAdmin = principal.roles.includes('company_admin');
    return {
      scope,
      userId: principal.userId,
      isAdmin,
      actsForOthers: isAdmin || principal.roles.includes('company_manager'),
      actorId: principal.userId,
      actorLabel: principal.email,
    };
  }
  if (principal?.kind === 'api_key') {
    // An integration records time for any of the company's workers, as none of them; approved
    // entries and closed periods stay with the company's people.
    return {
      scope,
      userId: null,
      isAdmin: false,
      actsForOthers: true,
      actorId: principal.keyId,
      actorLabel: principal.label,
    };
  }
  return {
    scope,
    userId: null,
    isAdmin: true,
    actsForOthers: true,
    actorId: principal?.kind === 'global_admin' ? principal.adminId : null,
    actorLabel: principal?.kind === 'global_admin' ? `${principal.email} (support)` : 'unknown',
  };
}
