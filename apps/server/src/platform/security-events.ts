import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { securityEvents, type SecurityEventType } from '../db/schema';

export interface SecurityEventInput {
  type: SecurityEventType;
  email?: string | null;
  tenantId?: string | null;
  companyId?: string | null;
  userId?: string | null;
  adminId?: string | null;
  details?: Record<string, unknown>;
}

/** Who made the request, as the security dashboard shows it. */
export function requestOrigin(req: FastifyRequest) {
  return { ipAddress: req.ip, userAgent: (req.headers['user-agent'] ?? '').slice(0, 500) || null };
}

export async function recordSecurityEvent(
  q: Queryable,
  origin: { ipAddress: string | null; userAgent: string | null },
  event: SecurityEventInput,
): Promise<void> {
  await q.insert(securityEvents).values({
    eventType: event.type,
    email: event.email ?? null,
    tenantId: event.tenantId ?? null,
    companyId: event.companyId ?? null,
    userId: event.userId ?? null,
    adminId: event.adminId ?? null,
    details: event.details ?? null,
    ipAddress: origin.ipAddress,
    userAgent: origin.userAgent,
  });
}
