import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { TENANT_MESSAGES } from '@sitehours/contract';
import type { Tx } from '../../db/database';
import { withPlatform } from '../../db/scoped';
import { companies, globalAdmins, tenants } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import type { GlobalAdminPrincipal } from '../../platform/principal';
import { addMember } from '../staff/membership';
import { openCompany, type CompanySettings } from './company-seed';

/** The operator's call, for the audit trail. */
export interface OperatorCall {
  admin: GlobalAdminPrincipal;
  method: string;
  path: string;
}

type CompanyRow = typeof companies.$inferSelect;

// Correlated sub-query naming the outer table in full (see tenant.service.ts).
const outerCompanyId = sql.raw('"companies"."id"');
const userCount = sql<number>`(select count(*)::int from users u where u.company_id = ${outerCompanyId})`;

const toTenantCompany = (c: CompanyRow, users: number) => ({
  id: c.id,
  name: c.name,
  time_zone: c.timeZone,
  date_format: c.dateFormat,
  currency: c.currency,
  user_count: users,
  created_at: c.createdAt.toISOString(),
});

/** The account, locked so that its companies' names are checked and written one call at a time. */
async function lockTenant(tx: Tx, tenantId: string) {
  const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).for('update');
  if (!tenant) throw notFound('companyNotFound');
  return tenant;
}

/** Company names are unique within an account, whatever their letter case. */
async function assertNameFree(tx: Tx, tenantId: string, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.tenantId, tenantId),
        sql`lower(${companies.name}) = lower(${name})`,
        exceptId ? ne(companies.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(TENANT_MESSAGES.companyNameTaken, 'name');
}

async function audit(
  tx: Tx,
  call: OperatorCall,
  tenantId: string,
  details: Record<string, unknown>,
) {
  await recordAudit(tx, {
    sessionId: null,
    adminId: call.admin.adminId,
    adminEmail: call.admin.email,
    tenantId,
    action: 'MODIFY_DATA',
    method: call.method,
    path: call.path,
    details,
  });
}

/** The companies of a client account, oldest first, each with its number of people. */
export async function listTenantCompanies(ctx: AppContext, tenantId: string) {
  return withPlatform(ctx.db, async (tx) => {
    const [tenant] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    if (!tenant) throw notFound('companyNotFound');
    const rows = await tx
      .select({ company: companies, userCount })
      .from(companies)
      .where(eq(companies.tenantId, tenantId))
      .orderBy(asc(companies.createdAt), asc(companies.name));
    return rows.map((r) => toTenantCompany(r.company, r.userCount));
  });
}

/**
 * Adds a company to a client account in one transaction: the company with its default 'Other'
 * types (as opening an account does), its first company admin, and the audit entry. The admin
 * gets a welcome link when the address is new, an invitation to accept when it already signs in.
 */
export async function addTenantCompany(
  ctx: AppContext,
  call: OperatorCall,
  tenantId: string,
  input: {
    name: string;
    settings: CompanySettings;
    adminEmail: string;
    adminFirstName: string;
    adminLastName: string;
  },
) {
  const result = await withPlatform(ctx.db, async (tx) => {
    const tenant = await lockTenant(tx, tenantId);
    if (tenant.status === 'suspended' || tenant.status === 'cancelled')
      throw conflict(TENANT_MESSAGES.accountNotActive);
    await assertNameFree(tx, tenantId, input.name);
    // An operator's address signs in as the operator: it cannot also run a company.
    const [operator] = await tx
      .select({ id: globalAdmins.id })
      .from(globalAdmins)
      .where(eq(globalAdmins.email, input.adminEmail));
    if (operator) throw conflict(TENANT_MESSAGES.emailTaken, 'adminEmail');
    const company = await openCompany(tx, tenantId, {
      name: input.name,
      settings: input.settings,
      contactEmail: input.adminEmail,
    });
    const { user, kind } = await addMember(
      ctx,
      tx,
      { tenantId, companyId: company.id },
      {
        email: input.adminEmail,
        firstName: input.adminFirstName,
        lastName: input.adminLastName,
        role: 'company_admin',
      },
    );
    await audit(tx, call, tenantId, {
      change: 'company_added',
      companyId: company.id,
      name: company.name,
      adminEmail: user.email,
    });
    return { company, user, kind };
  });
  ctx.mail.kick();
  return {
    company: toTenantCompany(result.company, 1),
    adminUser: {
      id: result.user.id,
      email: result.user.email,
      firstName: result.user.firstName,
      lastName: result.user.lastName,
    },
    adminMail: result.kind === 'invitation' ? ('invitation' as const) : ('welcome' as const),
  };
}

/** Renames a company of the account and changes its settings; another account's is not found. */
export async function updateTenantCompany(
  ctx: AppContext,
  call: OperatorCall,
  tenantId: string,
  companyId: string,
  input: { name: string; settings: CompanySettings },
) {
  return withPlatform(ctx.db, async (tx) => {
    await lockTenant(tx, tenantId);
    const [before] = await tx
      .select()
      .from(companies)
      .where(and(eq(companies.id, companyId), eq(companies.tenantId, tenantId)));
    if (!before) throw notFound('companyNotFound');
    await assertNameFree(tx, tenantId, input.name, companyId);
    const [company] = await tx
      .update(companies)
      .set({
        name: input.name,
        timeZone: input.settings.timezone,
        dateFormat: input.settings.dateFormat,
        currency: input.settings.currency,
        updatedAt: new Date(),
      })
      .where(eq(companies.id, companyId))
      .returning();
    const [{ users } = { users: 0 }] = await tx
      .select({ users: userCount })
      .from(companies)
      .where(eq(companies.id, companyId));
    await audit(tx, call, tenantId, {
      change: 'company_updated',
      companyId,
      before: {
        name: before.name,
        timezone: before.timeZone,
        dateFormat: before.dateFormat,
        currency: before.currency,
      },
      after: { name: input.name, ...input.settings },
    });
    return toTenantCompany(company!, users);
  });
}
