import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { messageText, SUPPORT_MESSAGES } from '@sitehours/contract';
import type { Queryable } from '../../db/database';
import { withPlatform } from '../../db/scoped';
import { auditLogs, companies, globalAdmins, supportSessions, tenants } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { recordAudit } from '../../platform/audit';
import { badRequest, notFound } from '../../platform/errors';
import type { GlobalAdminPrincipal } from '../../platform/principal';

const RECENT_AUDIT_LOGS = 100;
const outerTenantId = sql.raw('"tenants"."id"');

export async function listSupportTenants(ctx: AppContext) {
  const rows = await withPlatform(ctx.db, (tx) =>
    tx
      .select({
        tenant: tenants,
        companyName: sql<
          string | null
        >`(select c.name from companies c where c.tenant_id = ${outerTenantId} order by c.created_at limit 1)`,
        companyCount: sql<number>`(select count(*)::int from companies c where c.tenant_id = ${outerTenantId})`,
        userCount: sql<number>`(select count(*)::int from users u where u.tenant_id = ${outerTenantId})`,
        lastActivity: sql<
          string | null
        >`(select max(u.last_login_at) from users u where u.tenant_id = ${outerTenantId})`,
      })
      .from(tenants)
      .orderBy(asc(tenants.name)),
  );
  return {
    success: true as const,
    message: messageText('companyCount', { count: rows.length }),
    tenants: rows.map((r) => ({
      tenant_id: r.tenant.id,
      name: r.tenant.name,
      company_name: r.companyName,
      company_count: r.companyCount,
      user_count: r.userCount,
      last_activity: r.lastActivity ? new Date(r.lastActivity).toISOString() : null,
      created_at: r.tenant.createdAt.toISOString(),
      status: r.tenant.status,
    })),
  };
}

async function endSession(
  q: Queryable,
  session: typeof supportSessions.$inferSelect,
  endedBy: { adminId: string; email: string },
  endReason: string,
) {
  const [ended] = await q
    .update(supportSessions)
    .set({ endedAt: new Date(), endedByAdminId: endedBy.adminId, endReason })
    .where(and(eq(supportSessions.id, session.id), isNull(supportSessions.endedAt)))
    .returning();
  if (!ended) return false;
  const [owner] = await q
    .select({ email: globalAdmins.email })
    .from(globalAdmins)
    .where(eq(globalAdmins.id, session.adminId));
  await recordAudit(q, {
    sessionId: session.id,
    adminId: session.adminId,
    adminEmail: owner?.email ?? endedBy.email,
    tenantId: session.tenantId,
    action: 'EXIT_TENANT',
    details: { reason: endReason, endedBy: endedBy.email },
  });
  return true;
}

/** Enters a tenant: records the session and ENTER_TENANT, and returns a token scoped to it. */
export async function startSupportSession(
  ctx: AppContext,
  admin: GlobalAdminPrincipal,
  input: { tenantId: string; companyId?: string; reason: string; ticketId: string | null },
) {
  const familyId = admin.family;
  if (!familyId) throw badRequest('supportSignInAgain');
  const { session, tenant, company } = await withPlatform(ctx.db, async (tx) => {
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, input.tenantId));
    if (!tenant) throw notFound('companyNotFound');
    const [company] = await tx
      .select()
      .from(companies)
      .where(
        and(
          eq(companies.tenantId, tenant.id),
          input.companyId ? eq(companies.id, input.companyId) : undefined,
        ),
      )
      .orderBy(asc(companies.createdAt))
      .limit(1);
    if (!company) throw badRequest('supportNoCompanyRecord');
    // One tenant at a time per sign-in: a session left open is ended first.
    const open = await tx
      .select()
      .from(supportSessions)
      .where(and(eq(supportSessions.familyId, familyId), isNull(supportSessions.endedAt)));
    for (const previous of open) await endSession(tx, previous, admin, 'Replaced by a new session');

    const [session] = await tx
      .insert(supportSessions)
      .values({
        adminId: admin.adminId,
        tenantId: tenant.id,
        companyId: company.id,
        familyId,
        reason: input.reason,
        ticketId: input.ticketId,
        expiresAt: new Date(Date.now() + ctx.config.SUPPORT_SESSION_MINUTES * 60_000),
      })
      .returning();
    await recordAudit(tx, {
      sessionId: session!.id,
      adminId: admin.adminId,
      adminEmail: admin.email,
      tenantId: tenant.id,
      action: 'ENTER_TENANT',
      details: { reason: input.reason, ticketId: input.ticketId },
    });
    return { session: session!, tenant, company };
  });
  const token = await ctx.tokens.sign({
    sub: admin.adminId,
    typ: 'global_admin',
    tid: tenant.id,
    cid: company.id,
    fam: familyId,
    sid: session.id,
  });
  return {
    success: true as const,
    token,
    tenant: { id: tenant.id, name: tenant.name },
    company: { id: company.id, name: company.name },
    sessionId: session.id,
    message: messageText('supportStarted', { name: company.name }),
  };
}

/**
 * Moves a running support session to another company of its tenant (recorded as entering it);
 * the session's scope is read with every request, so it counts at once. Undefined when the
 * company is not one of the tenant's.
 */
export async function moveSupportSession(
  q: Queryable,
  admin: GlobalAdminPrincipal,
  sessionId: string,
  companyId: string,
) {
  const [session] = await q
    .select()
    .from(supportSessions)
    .where(and(eq(supportSessions.id, sessionId), isNull(supportSessions.endedAt)));
  const [company] = session
    ? await q
        .select()
        .from(companies)
        .where(and(eq(companies.id, companyId), eq(companies.tenantId, session.tenantId)))
    : [];
  if (!session || !company) return undefined;
  const [moved] = await q
    .update(supportSessions)
    .set({ companyId: company.id })
    .where(eq(supportSessions.id, session.id))
    .returning();
  await recordAudit(q, {
    sessionId: session.id,
    adminId: admin.adminId,
    adminEmail: admin.email,
    tenantId: session.tenantId,
    action: 'ENTER_TENANT',
    details: { company: company.name, companyId: company.id, from: session.companyId },
  });
  return moved!;
}

/** Leaves the tenant: EXIT_TENANT, and a plain operator token of the same sign-in. */
export async function exitSupportSession(
  ctx: AppContext,
  admin: GlobalAdminPrincipal,
  input: { sessionId?: string; reason?: string },
) {
  const sessionId = input.sessionId ?? admin.support?.sessionId;
  if (sessionId) {
    await withPlatform(ctx.db, async (tx) => {
      const [session] = await tx
        .select()
        .from(supportSessions)
        .where(and(eq(supportSessions.id, sessionId), eq(supportSessions.adminId, admin.adminId)));
      if (!session) throw notFound('supportSessionNotFound');
      await endSession(
        tx,
        session,
        admin,
        input.reason || messageText(SUPPORT_MESSAGES.exitReason),
      );
    });
  }
  const token = await ctx.tokens.sign({
    sub: admin.adminId,
    typ: 'global_admin',
    fam: admin.family,
  });
  return { success: true as const, token, message: messageText(SUPPORT_MESSAGES.exited) };
}

/** Ends any admin's session at once; its token stops working on its next call. */
export async function stopSupportSession(
  ctx: AppContext,
  admin: GlobalAdminPrincipal,
  sessionId: string,
) {
  await withPlatform(ctx.db, async (tx) => {
    const [session] = await tx
      .select()
      .from(supportSessions)
      .where(eq(supportSessions.id, sessionId));
    if (!session) throw notFound('supportSessionNotFound');
    await endSession(
      tx,
      session,
      admin,
      session.adminId === admin.adminId ? 'Stopped by the admin' : `Stopped by ${admin.email}`,
    );
  });
  return { success: true as const, message: messageText(SUPPORT_MESSAGES.stopped) };
}

export async function listActiveSessions(ctx: AppContext) {
  const rows = await withPlatform(ctx.db, (tx) =>
    tx
      .select({
        session: supportSessions,
        admin: globalAdmins,
        tenantName: tenants.name,
        companyName: companies.name,
      })
      .from(supportSessions)
      .innerJoin(globalAdmins, eq(globalAdmins.id, supportSessions.adminId))
      .innerJoin(tenants, eq(tenants.id, supportSessions.tenantId))
      .leftJoin(companies, eq(companies.id, supportSessions.companyId))
      .where(and(isNull(supportSessions.endedAt), gt(supportSessions.expiresAt, new Date())))
      .orderBy(desc(supportSessions.startedAt)),
  );
  return {
    data: rows.map(({ session, admin, tenantName, companyName }) => ({
      session_id: session.id,
      admin_id: admin.id,
      admin_name: `${admin.firstName} ${admin.lastName}`.trim() || null,
      admin_email: admin.email,
      tenant_id: session.tenantId,
      tenant_name: tenantName,
      company_id: session.companyId,
      company_name: companyName,
      reason: session.reason,
      ticket_id: session.ticketId,
      started_at: session.startedAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
    })),
  };
}

export async function listAuditLogs(ctx: AppContext) {
  const rows = await withPlatform(ctx.db, (tx) =>
    tx
      .select({ log: auditLogs, tenantName: tenants.name })
      .from(auditLogs)
      .leftJoin(tenants, eq(tenants.id, auditLogs.tenantId))
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(RECENT_AUDIT_LOGS),
  );
  return {
    data: rows.map(({ log, tenantName }) => ({
      log_id: log.id,
      created_at: log.createdAt.toISOString(),
      admin_email: log.adminEmail,
      tenant_name: tenantName,
      tenant_id: log.tenantId,
      action: log.action,
      method: log.method,
      path: log.path,
      session_id: log.sessionId,
    })),
  };
}

/** The support session a refresh-token family is in, if one is running (refresh keeps it). */
export async function activeSessionOfFamily(q: Queryable, familyId: string) {
  const [session] = await q
    .select()
    .from(supportSessions)
    .where(
      and(
        eq(supportSessions.familyId, familyId),
        isNull(supportSessions.endedAt),
        gt(supportSessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(supportSessions.startedAt))
    .limit(1);
  return session;
}

/** What the profile says about the session the admin is in. */
export async function supportSessionProfile(ctx: AppContext, sessionId: string) {
  const [row] = await withPlatform(ctx.db, (tx) =>
    tx
      .select({ session: supportSessions, tenantName: tenants.name, company: companies })
      .from(supportSessions)
      .innerJoin(tenants, eq(tenants.id, supportSessions.tenantId))
      .leftJoin(companies, eq(companies.id, supportSessions.companyId))
      .where(eq(supportSessions.id, sessionId)),
  );
  return row;
}

/** Signing out ends the support session of that sign-in too. */
export async function endSessionsOfFamily(q: Queryable, familyId: string) {
  const open = await q
    .select()
    .from(supportSessions)
    .where(and(eq(supportSessions.familyId, familyId), isNull(supportSessions.endedAt)));
  for (const session of open) {
    const [owner] = await q
      .select({ email: globalAdmins.email })
      .from(globalAdmins)
      .where(eq(globalAdmins.id, session.adminId));
    await endSession(
      q,
      session,
      { adminId: session.adminId, email: owner?.email ?? '' },
      'Signed out',
    );
  }
}
