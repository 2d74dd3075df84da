import { z } from 'zod';
import { SUPPORT_MESSAGES } from '../messages/support';

export const impersonateRequest = z.object({
  tenantId: z.uuid(SUPPORT_MESSAGES.selectTenantAndReason),
  /** Which of the tenant's companies to enter; its first company when left out. */
  companyId: z.uuid({ error: 'companyIdInvalid' }).optional(),
  reason: z
    .string({ error: SUPPORT_MESSAGES.selectTenantAndReason })
    .trim()
    .min(1, SUPPORT_MESSAGES.selectTenantAndReason)
    .max(1000, 'supportReasonTooLong'),
  ticketId: z
    .string()
    .trim()
    .max(100, 'ticketIdTooLong')
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ImpersonateRequest = z.input<typeof impersonateRequest>;

export const impersonateResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  tenant: z.object({ id: z.string(), name: z.string() }),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  sessionId: z.string(),
  message: z.string(),
});
export type ImpersonateResponse = z.infer<typeof impersonateResponse>;

export const exitImpersonationRequest = z.object({
  sessionId: z.uuid('sessionIdInvalid').optional(),
  reason: z.string().trim().max(1000).optional(),
});

export const exitImpersonationResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  message: z.string(),
});
export type ExitImpersonationResponse = z.infer<typeof exitImpersonationResponse>;

export const supportTenant = z.object({
  tenant_id: z.string(),
  name: z.string(),
  company_name: z.string().nullable(),
  company_count: z.number(),
  user_count: z.number(),
  last_activity: z.string().nullable(),
  created_at: z.string(),
  status: z.string(),
});
export type SupportTenant = z.infer<typeof supportTenant>;

export const supportTenantsResponse = z.object({
  success: z.literal(true),
  tenants: z.array(supportTenant),
  message: z.string(),
});
export type SupportTenantsResponse = z.infer<typeof supportTenantsResponse>;

export const activeSupportSession = z.object({
  session_id: z.string(),
  admin_id: z.string(),
  admin_name: z.string().nullable(),
  admin_email: z.string(),
  tenant_id: z.string(),
  tenant_name: z.string(),
  company_id: z.string().nullable(),
  company_name: z.string().nullable(),
  reason: z.string(),
  ticket_id: z.string().nullable(),
  started_at: z.string(),
  expires_at: z.string(),
});
export type ActiveSupportSession = z.infer<typeof activeSupportSession>;

export const auditLogEntry = z.object({
  log_id: z.string(),
  created_at: z.string(),
  admin_email: z.string(),
  tenant_name: z.string().nullable(),
  tenant_id: z.string(),
  action: z.string(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  session_id: z.string().nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const activeSupportSessionsResponse = z.object({ data: z.array(activeSupportSession) });
export const supportAuditLogResponse = z.object({ data: z.array(auditLogEntry) });
