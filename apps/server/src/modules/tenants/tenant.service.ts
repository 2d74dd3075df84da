import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  TENANT_MESSAGES,
  WELCOME_LINK_HOURS,
  type TenantStatus,
  messageText,
} from '@sitehours/contract';
import type { Queryable } from '../../db/database';
import { withPlatform } from '../../db/scoped';
import { companies, globalAdmins, people, refreshTokens, tenants, users } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { conflict, notFound } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail/outbox';
import { recipientLanguage } from '../../platform/mail/mail-i18n';
import { welcomeMail } from '../../platform/mail/templates';
import { createPasswordLink } from '../../platform/password-links';
import { addMember } from '../staff/membership';
import { openCompany, type CompanySettings } from './company-seed';
import { readPlatform } from '../../platform/replica-reads';

type TenantRow = typeof tenants.$inferSelect;

const toDetail = (t: TenantRow) => ({
  tenant_id: t.id,
  name: t.name,
  subdomain: t.subdomain,
  status: t.status,
  created_at: t.createdAt.toISOString(),
});

// Correlated sub-queries name the outer table in full: drizzle leaves columns unqualified in a
// single-table select, where "id" would bind to the inner table.
const outerTenantId = sql.raw('"tenants"."id"');
const userCount = sql<number>`(select count(*)::int from users u where u.tenant_id = ${outerTenantId})`;
const companyCount = sql<number>`(select count(*)::int from companies c where c.tenant_id = ${outerTenantId})`;

export async function listTenants(
  ctx: AppContext,
  query: { limit: number; offset: number; status?: TenantStatus },
) {
  const where = query.status ? eq(tenants.status, query.status) : undefined;
  return withPlatform(ctx.db, async (tx) => {
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(tenants)
      .where(where);
    const rows = await tx
      .select({ tenant: tenants, userCount, companyCount })
      .from(tenants)
      .where(where)
      .orderBy(desc(tenants.createdAt), asc(tenants.name))
      .limit(query.limit)
      .offset(query.offset);
    return {
      total,
      tenants: rows.map(({ tenant, userCount, companyCount }) => ({
        ...toDetail(tenant),
        id: tenant.id,
        user_count: userCount,
        company_count: companyCount,
      })),
    };
  });
}

export async function getTenant(ctx: AppContext, id: string) {
  const [row] = await withPlatform(ctx.db, (tx) =>
    tx.select().from(tenants).where(eq(tenants.id, id)),
  );
  if (!row) throw notFound('companyNotFound');
  return toDetail(row);
}

export async function sendWelcome(
  ctx: AppContext,
  q: Queryable,
  admin: {
    id: string;
    email: string;
    firstName: string;
    tenantId: string;
    language: string | null;
  },
  companyName: string,
  companyLanguage: string | null,
) {
  const setPasswordUrl = await createPasswordLink(q, ctx.config, {
    purpose: 'welcome',
    subjectType: 'user',
    subjectId: admin.id,
    tenantId: admin.tenantId,
    email: admin.email,
    validForMs: WELCOME_LINK_HOURS * 3_600_000,
  });
  await enqueueMail(q, {
    ...welcomeMail({
      to: admin.email,
      firstName: admin.firstName,
      companyName,
      setPasswordUrl,
      validHours: WELCOME_LINK_HOURS,
      language: recipientLanguage(admin.language, companyLanguage),
    }),
    tenantId: admin.tenantId,
  });
}

const subdomainTaken = () => conflict(TENANT_MESSAGES.subdomainTaken, 'subdomain');
const adminEmailTaken = () => conflict(TENANT_MESSAGES.emailTaken, 'adminEmail');

/**
 * Opens a client company in one transaction: the tenant, its first company (with the default
 * 'Other' types, `openCompany`), its admin (who chooses a password through the welcome link) and
 * the welcome mail.
 */
export async function createTenant(
  ctx: AppContext,
  input: {
    name: string;
    subdomain: string;
    adminEmail: string;
    adminFirstName: string;
    adminLastName: string;
    settings: CompanySettings;
  },
) {
  const result = await withPlatform(ctx.db, async (tx) => {
    const [existing] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.subdomain, input.subdomain));
    if (existing) throw subdomainTaken();
    const [operator] = await tx
      .select({ id: globalAdmins.id })
      .from(globalAdmins)
      .where(eq(globalAdmins.email, input.adminEmail));
    if (operator) throw adminEmailTaken();
    const [known] = await tx
      .select({ id: people.id })
      .from(people)
      .where(eq(people.email, input.adminEmail));

    const [tenant] = await tx
      .insert(tenants)
      .values({ name: input.name, subdomain: input.subdomain })
      .returning();
    const company = await openCompany(tx, tenant!.id, {
      name: input.name,
      settings: input.settings,
      contactEmail: input.adminEmail,
    });
    // Someone who already signs in to SiteHours (for another client) is invited to run it.
    if (known) {
      const { user } = await addMember(
        ctx,
        tx,
        { tenantId: tenant!.id, companyId: company.id },
        {
          email: input.adminEmail,
          firstName: input.adminFirstName,
          lastName: input.adminLastName,
          role: 'company_admin',
        },
      );
      return { tenant: tenant!, admin: user };
    }
    // A new person whose first membership is this one.
    const [person] = await tx.insert(people).values({ email: input.adminEmail }).returning();
    const [admin] = await tx
      .insert(users)
      .values({
        tenantId: tenant!.id,
        companyId: company.id,
        personId: person!.id,
        email: input.adminEmail,
        firstName: input.adminFirstName,
        lastName: input.adminLastName,
        roles: ['company_admin'],
      })
      .returning();
    await sendWelcome(ctx, tx, admin!, company.name, company.defaultLanguage);
    return { tenant: tenant!, admin: admin! };
  }).catch((err: unknown) => {
    // Two operators creating the same company at once: the unique index decides.
    const constraint = (err as { cause?: { constraint?: string } }).cause?.constraint;
    if (constraint?.includes('subdomain')) throw subdomainTaken();
    if (constraint?.includes('email')) throw adminEmailTaken();
    throw err;
  });
  ctx.mail.kick();
  return {
    tenant: toDetail(result.tenant),
    adminUser: {
      id: result.admin.id,
      email: result.admin.email,
      firstName: result.admin.firstName,
      lastName: result.admin.lastName,
    },
  };
}

/** Suspends a company: all its active users are deactivated and signed out. */
export async function suspendTenant(ctx: AppContext, id: string, reason: string | undefined) {
  await withPlatform(ctx.db, async (tx) => {
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, id)).for('update');
    if (!tenant) throw notFound('companyNotFound');
    if (tenant.status === 'suspended') throw conflict(TENANT_MESSAGES.alreadySuspended);
    await tx
      .update(users)
      .set({ isActive: false, deactivatedBySuspension: true, updatedAt: new Date() })
      .where(and(eq(users.tenantId, id), eq(users.isActive, true)));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.tenantId, id), sql`${refreshTokens.revokedAt} is null`));
    await tx
      .update(tenants)
      .set({
        status: 'suspended',
        suspendedAt: new Date(),
        suspendedReason: reason ?? null,
        updatedAt: new Date(),
      })
      .where(eq(tenants.id, id));
  });
  return { message: messageText(TENANT_MESSAGES.suspended) };
}

/** Reactivates a company and exactly the users its suspension deactivated. */
export async function reactivateTenant(ctx: AppContext, id: string) {
  await withPlatform(ctx.db, async (tx) => {
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, id)).for('update');
    if (!tenant) throw notFound('companyNotFound');
    if (tenant.status === 'active') throw conflict(TENANT_MESSAGES.notSuspended);
    await tx
      .update(users)
      .set({ isActive: true, deactivatedBySuspension: false, updatedAt: new Date() })
      .where(and(eq(users.tenantId, id), eq(users.deactivatedBySuspension, true)));
    await tx
      .update(tenants)
      .set({ status: 'active', suspendedAt: null, suspendedReason: null, updatedAt: new Date() })
      .where(eq(tenants.id, id));
  });
  return { message: messageText(TENANT_MESSAGES.reactivated) };
}

/** Sends a fresh welcome link to the company's first admin. */
export async function resendWelcome(ctx: AppContext, id: string) {
  await withPlatform(ctx.db, async (tx) => {
    const [row] = await tx
      .select({
        user: users,
        companyName: companies.name,
        companyLanguage: companies.defaultLanguage,
      })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.tenantId, id), sql`'company_admin' = any(${users.roles})`))
      .orderBy(asc(users.createdAt))
      .limit(1);
    if (!row) throw notFound('tenantNoAdminToWelcome');
    await sendWelcome(ctx, tx, row.user, row.companyName, row.companyLanguage);
  });
  ctx.mail.kick();
  return { message: messageText(TENANT_MESSAGES.welcomeSent) };
}

/** Every tenant with its head counts, for the global Company Reports tab. */
export async function tenantOverview(ctx: AppContext) {
  return readPlatform(ctx, async (tx) => {
    const rows = await tx
      .select({
        tenant: tenants,
        adminCount: sql<number>`(select count(*)::int from users u where u.tenant_id = ${outerTenantId} and 'company_admin' = any(u.roles))`,
        totalUsers: userCount,
        companyCount,
        workTypeCount: sql<number>`(select count(*)::int from work_types w where w.tenant_id = ${outerTenantId})`,
      })
      .from(tenants)
      .orderBy(asc(tenants.name));
    return rows.map((r) => ({
      tenant_id: r.tenant.id,
      name: r.tenant.name,
      subdomain: r.tenant.subdomain,
      status: r.tenant.status,
      admin_count: r.adminCount,
      staff_count: r.totalUsers - r.adminCount,
      total_users: r.totalUsers,
      work_type_count: r.workTypeCount,
      company_count: r.companyCount,
    }));
  });
}
