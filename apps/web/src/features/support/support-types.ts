/**
 * Shapes of the support calls (platform spec §3; schemas in packages/contract/src/schemas/support.ts,
 * which exports the schemas but not their inferred types).
 */

/** Support-tenant list item. */
export interface SupportTenant {
  tenant_id: string;
  name: string;
  company_name: string | null;
  company_count: number;
  user_count: number;
  last_activity: string | null;
  created_at: string;
  status: string;
}

export interface SupportTenantsResponse {
  success: boolean;
  tenants: SupportTenant[];
  message?: string;
}

export interface ImpersonateRequest {
  tenantId: string;
  reason: string;
  ticketId: string | null;
}

export interface ImpersonateResponse {
  success: boolean;
  token: string;
  tenant: { id: string; name: string };
  company: { id: string; name: string } | null;
  sessionId: string;
  message: string;
}

export interface ExitImpersonationResponse {
  success: boolean;
  token: string;
  message: string;
}

/** Active support session. */
export interface ActiveSupportSession {
  session_id: string;
  admin_id: string;
  admin_name: string | null;
  admin_email: string;
  tenant_id: string;
  tenant_name: string;
  company_id: string | null;
  company_name: string | null;
  reason: string;
  ticket_id: string | null;
  started_at: string;
  expires_at?: string;
}

/** Audit log entry. */
export interface AuditLogEntry {
  log_id: string;
  created_at: string;
  admin_email: string;
  tenant_name: string | null;
  tenant_id: string;
  action: string;
  method?: string | null;
  path?: string | null;
  session_id?: string | null;
}
