import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { companies, globalAdmins, passwordTokens, tenants, users } from '../../db/schema';

export type Account =
  | { type: 'global_admin'; admin: typeof globalAdmins.$inferSelect }
  | {
      type: 'user';
      user: typeof users.$inferSelect;
      tenant: typeof tenants.$inferSelect;
      company: typeof companies.$inferSelect;
    };

/**
 * Finds the account for an address, operators first (platform context). Both tables are asked
 * every time, so the time taken does not tell which kind of account, if any, the address has.
 */
export async function findAccountByEmail(
  q: Queryable,
  email: string,
): Promise<Account | undefined> {
  const [admin] = await q.select().from(globalAdmins).where(eq(globalAdmins.email, email));
  const [row] = await q
    .select({ user: users, tenant: tenants, company: companies })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email));
  if (admin) return { type: 'global_admin', admin };
  return row ? { type: 'user', ...row } : undefined;
}

export async function findAccountById(
  q: Queryable,
  type: Account['type'],
  id: string,
): Promise<Account | undefined> {
  if (type === 'global_admin') {
    const [admin] = await q.select().from(globalAdmins).where(eq(globalAdmins.id, id));
    return admin ? { type, admin } : undefined;
  }
  const [row] = await q
    .select({ user: users, tenant: tenants, company: companies })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id));
  return row ? { type, ...row } : undefined;
}

export const accountId = (a: Account) => (a.type === 'global_admin' ? a.admin.id : a.user.id);
export const accountEmail = (a: Account) =>
  a.type === 'global_admin' ? a.admin.email : a.user.email;
const accountRow = (a: Account) => (a.type === 'global_admin' ? a.admin : a.user);
/** What the account's password must not contain: its email and name. */
export const accountPasswordContext = (a: Account) => {
  const row = accountRow(a);
  return { email: row.email, firstName: row.firstName, lastName: row.lastName };
};
export const accountPasswordHash = (a: Account) => accountRow(a).passwordHash;
export const accountTenantId = (a: Account) => (a.type === 'user' ? a.user.tenantId : null);
export const accountCompanyId = (a: Account) => (a.type === 'user' ? a.user.companyId : null);

function table(a: Account) {
  return a.type === 'global_admin' ? globalAdmins : users;
}

export async function recordSuccessfulLogin(q: Queryable, a: Account): Promise<void> {
  const t = table(a);
  await q
    .update(t)
    .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: new Date() })
    .where(eq(t.id, accountId(a)));
}

export async function setAccountPassword(
  q: Queryable,
  a: Account,
  passwordHash: string,
): Promise<void> {
  const t = table(a);
  await q
    .update(t)
    .set({ passwordHash, failedLoginCount: 0, lockedUntil: null, updatedAt: new Date() })
    .where(eq(t.id, accountId(a)));
}

/** Ends every reset and welcome link of the account that is still open (marks it used). */
export async function endOpenPasswordLinks(q: Queryable, a: Account): Promise<number> {
  const ended = await q
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordTokens.subjectType, a.type),
        eq(passwordTokens.subjectId, accountId(a)),
        isNull(passwordTokens.usedAt),
      ),
    )
    .returning({ id: passwordTokens.id });
  return ended.length;
}
