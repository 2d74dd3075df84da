import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  SECURITY_FAILED_LOGINS,
  SECURITY_TOP_COMPANIES,
  SECURITY_TOP_USERS,
  SECURITY_WINDOW_DAYS,
} from '@sitehours/contract';
import { withPlatform } from '../../db/scoped';
import { companies, globalAdmins, securityEvents, users } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';

const RECENT_EVENTS = 100;
const since = () => new Date(Date.now() - SECURITY_WINDOW_DAYS * 86_400_000);
const inWindow = () => gte(securityEvents.createdAt, since());
const isFailure = sql`${securityEvents.eventType} = 'login_failure'`;
/** Events that point at someone trying passwords. */
const CONCERNING = [
  'login_failure',
  'account_locked',
  'login_blocked',
  'refresh_token_reuse',
] as const;

const fullName = sql<string | null>`coalesce(
  nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''),
  nullif(trim(${globalAdmins.firstName} || ' ' || ${globalAdmins.lastName}), ''))`;

export async function securityOverview(ctx: AppContext) {
  return withPlatform(ctx.db, async (tx) => {
    const [summary] = await tx
      .select({
        failedLogins: sql<number>`count(*) filter (where ${isFailure})::int`,
        accountLocks: sql<number>`count(*) filter (where ${securityEvents.eventType} = 'account_locked')::int`,
        uniqueIps: sql<number>`count(distinct ${securityEvents.ipAddress})::int`,
        totalEvents: sql<number>`count(*)::int`,
      })
      .from(securityEvents)
      .where(inWindow());
    const events = await tx
      .select({
        eventId: securityEvents.id,
        eventType: securityEvents.eventType,
        createdAt: securityEvents.createdAt,
        email: securityEvents.email,
        companyName: companies.name,
        ipAddress: securityEvents.ipAddress,
        userAgent: securityEvents.userAgent,
      })
      .from(securityEvents)
      .leftJoin(companies, eq(companies.id, securityEvents.companyId))
      .where(inWindow())
      .orderBy(desc(securityEvents.createdAt))
      .limit(RECENT_EVENTS);
    return {
      summary: summary ?? { failedLogins: 0, accountLocks: 0, uniqueIps: 0, totalEvents: 0 },
      events: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    };
  });
}

/** The companies with the most failed sign-ins and locks; companies with none are left out. */
export async function topCompanies(ctx: AppContext) {
  const rows = await withPlatform(ctx.db, (tx) =>
    tx
      .select({
        companyId: securityEvents.companyId,
        companyName: companies.name,
        eventCount: sql<number>`count(*)::int`,
        failedLogins: sql<number>`count(*) filter (where ${isFailure})::int`,
        concerns: sql<number>`count(*) filter (where ${inArray(securityEvents.eventType, [...CONCERNING])})::int`,
      })
      .from(securityEvents)
      .innerJoin(companies, eq(companies.id, securityEvents.companyId))
      .where(and(inWindow(), isNotNull(securityEvents.companyId)))
      .groupBy(securityEvents.companyId, companies.name)
      .having(
        sql`count(*) filter (where ${inArray(securityEvents.eventType, [...CONCERNING])}) > 0`,
      )
      .orderBy(desc(sql`4`), desc(sql`5`), desc(sql`3`))
      .limit(SECURITY_TOP_COMPANIES),
  );
  return {
    companies: rows.map((r) => ({
      companyId: r.companyId!,
      companyName: r.companyName,
      eventCount: r.eventCount,
      failedLogins: r.failedLogins,
    })),
  };
}

/** The accounts with the most failed sign-ins in the window. */
export async function suspiciousUsers(ctx: AppContext) {
  const subject = sql<string>`coalesce(${securityEvents.userId}, ${securityEvents.adminId})`;
  const rows = await withPlatform(ctx.db, (tx) =>
    tx
      .select({
        userId: subject,
        fullName: sql<string | null>`max(${fullName})`,
        email: sql<string>`max(${securityEvents.email})`,
        companyName: sql<string | null>`max(${companies.name})`,
        failedLoginCount: sql<number>`count(*) filter (where ${isFailure})::int`,
        lastActivity: sql<string>`max(${securityEvents.createdAt})`,
      })
      .from(securityEvents)
      .leftJoin(users, eq(users.id, securityEvents.userId))
      .leftJoin(globalAdmins, eq(globalAdmins.id, securityEvents.adminId))
      .leftJoin(companies, eq(companies.id, securityEvents.companyId))
      .where(and(inWindow(), sql`${subject} is not null`))
      .groupBy(subject)
      .having(
        sql`count(*) filter (where ${inArray(securityEvents.eventType, [...CONCERNING])}) > 0`,
      )
      .orderBy(desc(sql`5`), desc(sql`6`))
      .limit(SECURITY_TOP_USERS),
  );
  return {
    users: rows.map((r) => ({
      ...r,
      fullName: r.fullName ?? r.email,
      lastActivity: r.lastActivity ? new Date(r.lastActivity).toISOString() : null,
    })),
  };
}

export async function recentFailedLogins(ctx: AppContext) {
  const rows = await withPlatform(ctx.db, (tx) =>
    tx
      .select({
        eventId: securityEvents.id,
        createdAt: securityEvents.createdAt,
        userName: fullName,
        userEmail: securityEvents.email,
        companyName: companies.name,
        ipAddress: securityEvents.ipAddress,
        userAgent: securityEvents.userAgent,
      })
      .from(securityEvents)
      .leftJoin(users, eq(users.id, securityEvents.userId))
      .leftJoin(globalAdmins, eq(globalAdmins.id, securityEvents.adminId))
      .leftJoin(companies, eq(companies.id, securityEvents.companyId))
      .where(and(inWindow(), isFailure))
      .orderBy(desc(securityEvents.createdAt))
      .limit(SECURITY_FAILED_LOGINS),
  );
  return { attempts: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}
