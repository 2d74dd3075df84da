import type { Queryable } from '../db/database';
import { auditLogs, type AuditAction } from '../db/schema';

export interface AuditEntry {
  sessionId: string | null;
  adminId: string;
  adminEmail: string;
  tenantId: string;
  action: AuditAction;
  method?: string;
  path?: string;
  details?: Record<string, unknown>;
}

/** Appends to the support audit trail (the application role can insert, never change). */
export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<void> {
  await q.insert(auditLogs).values({
    sessionId: entry.sessionId,
    adminId: entry.adminId,
    adminEmail: entry.adminEmail,
    tenantId: entry.tenantId,
    action: entry.action,
    method: entry.method ?? null,
    path: entry.path?.slice(0, 500) ?? null,
    details: entry.details ?? null,
  });
}
