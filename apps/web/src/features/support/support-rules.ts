import { SUPPORT_MESSAGES } from '@sitehours/contract/messages';
import type {
  ActiveSupportSession,
  ImpersonateRequest,
  SupportSessionInfo,
  SupportTenant,
} from '@sitehours/contract/schemas';
import { ApiError, type ShownMessage } from '@/app/errors/api-error';

/** Pure rules of the support screens (platform spec §2, §5 "Support session start", §8). */

export interface SupportStartForm {
  tenantId: string | null;
  /** The company of a client with several; none: its first. */
  companyId?: string | null;
  reason: string;
  ticketId: string;
}

export type SupportStartValidation =
  { ok: true; request: ImpersonateRequest } | { ok: false; message: string };

/** A tenant must be chosen and the reason non-blank; the ticket is trimmed, null when empty. */
export function validateSupportStart(form: SupportStartForm): SupportStartValidation {
  const reason = form.reason.trim();
  if (!form.tenantId || reason === '') {
    return { ok: false, message: SUPPORT_MESSAGES.selectTenantAndReason };
  }
  const ticketId = form.ticketId.trim();
  return {
    ok: true,
    request: {
      tenantId: form.tenantId,
      ...(form.companyId ? { companyId: form.companyId } : {}),
      reason,
      ticketId: ticketId || null,
    },
  };
}

/** The name a tenant is listed under: its (first) company's name, else the tenant's. */
export function tenantDisplayName(tenant: Pick<SupportTenant, 'name' | 'company_name'>): string {
  return tenant.company_name?.trim() || tenant.name;
}

/** Case-insensitive search over tenant and company names (and the tenant id). */
export function filterSupportTenants<
  T extends Pick<SupportTenant, 'tenant_id' | 'name' | 'company_name'>,
>(tenants: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...tenants];
  return tenants.filter((t) =>
    [t.name, t.company_name ?? '', t.tenant_id].some((v) => v.toLowerCase().includes(needle)),
  );
}

/** Empty text of the picker's list: nothing matches the search, or nothing at all. */
export function tenantListEmptyText(total: number, query: string): string {
  return total > 0 && query.trim() !== ''
    ? SUPPORT_MESSAGES.noCompaniesMatch
    : SUPPORT_MESSAGES.noCompanies;
}

/** 'ENTER_TENANT' reads 'ENTER TENANT'. */
export function auditActionLabel(action: string): string {
  return action.replace(/_/g, ' ');
}

/** Badge colour of an audit action. */
export function auditActionColor(action: string): string {
  switch (action) {
    case 'ENTER_TENANT':
      return 'green';
    case 'EXIT_TENANT':
      return 'blue';
    case 'SESSION_EXPIRED':
      return 'orange';
    case 'MODIFY_DATA':
      return 'red';
    default:
      return 'gray';
  }
}

/** '{prefix}: {status text}', falling back to the error's own text when there is none. */
export function failureText(prefix: string, error: unknown): string {
  if (error instanceof ApiError) {
    const detail = error.statusText || error.message;
    return detail ? `${prefix}: ${detail}` : prefix;
  }
  return error instanceof Error && error.message ? `${prefix}: ${error.message}` : prefix;
}

/**
 * Starting a session: the server's message when it sent one, else `prefix` ('Failed to start
 * impersonation', in the interface language) with the status text.
 */
export function startFailureText(error: unknown, prefix: string): ShownMessage {
  if (error instanceof ApiError && !error.isNetworkError && error.serverMessage) {
    return error.serverMessage;
  }
  return failureText(prefix, error);
}

/** Leaving: a refusal from the server, or a failure to reach it (or read its answer). */
export function exitFailureText(error: unknown): string {
  return error instanceof ApiError && !error.isNetworkError
    ? SUPPORT_MESSAGES.exitFailed
    : SUPPORT_MESSAGES.exitError;
}

/** The server refuses operator calls made with a support token (ADR 0005). */
export function isOperatorOnlyRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    error.serverMessage === SUPPORT_MESSAGES.operatorOnly
  );
}

export function isOwnSession(session: Pick<ActiveSupportSession, 'admin_id'>, userId: string) {
  return userId !== '' && session.admin_id === userId;
}

export function sessionAdminName(
  session: Pick<ActiveSupportSession, 'admin_name' | 'admin_email'>,
) {
  return session.admin_name?.trim() || session.admin_email;
}

/** Company column: the company (or tenant) name, with the Company ID (or Tenant ID). */
export function sessionCompany(
  session: Pick<ActiveSupportSession, 'company_id' | 'company_name' | 'tenant_id' | 'tenant_name'>,
): { name: string; idKind: 'company' | 'tenant'; id: string } {
  const name = session.company_name?.trim() || session.tenant_name;
  return session.company_id
    ? { name, idKind: 'company', id: session.company_id }
    : { name, idKind: 'tenant', id: session.tenant_id };
}

/** Name the banner shows: the company, else the tenant, else `fallback` (translated by the caller). */
export function supportBannerName(
  session: Pick<SupportSessionInfo, 'companyName' | 'tenantName'>,
  fallback: string = SUPPORT_MESSAGES.defaultCompanyName,
): string {
  return session.companyName?.trim() || session.tenantName || fallback;
}
