import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  MESSAGES,
  type GlobalAdmin,
  type PasswordAccount,
} from '@sitehours/contract';
import { withPlatform } from '../../db/scoped';
import { globalAdmins } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { badRequest, conflict, fieldError, notFound } from '../../platform/errors';
import { checkPasswordStrength, hashPassword } from '../../platform/passwords';
import type { GlobalAdminPrincipal } from '../../platform/principal';
import { findAccountByEmail } from '../auth/account.repository';
import { revokeAllSessions } from '../auth/session.service';

type AdminRow = typeof globalAdmins.$inferSelect;

function toGlobalAdmin(a: AdminRow): GlobalAdmin {
  return {
    adminId: a.id,
    id: a.id,
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    isActive: a.isActive,
    createdAt: a.createdAt.toISOString(),
    lastLoginAt: a.lastLoginAt?.toISOString() ?? null,
  };
}

const emailTaken = () => conflict(ADMIN_MESSAGES.emailTaken, 'email');

/** Hashes a password that passes the strength rule for the admin it is for (name and email). */
async function strongHash(password: string, account: PasswordAccount): Promise<string> {
  if (!checkPasswordStrength(password, account).isValid)
    throw fieldError('password', MESSAGES.weakPassword);
  return hashPassword(password);
}

export async function listGlobalAdmins(ctx: AppContext): Promise<GlobalAdmin[]> {
  const rows = await withPlatform(ctx.db, (tx) =>
    tx.select().from(globalAdmins).orderBy(asc(globalAdmins.createdAt), asc(globalAdmins.email)),
  );
  return rows.map(toGlobalAdmin);
}

export async function createGlobalAdminAccount(
  ctx: AppContext,
  input: { email: string; password: string; firstName: string; lastName: string },
): Promise<GlobalAdmin> {
  const passwordHash = await strongHash(input.password, input);
  const row = await withPlatform(ctx.db, async (tx) => {
    if (await findAccountByEmail(tx, input.email)) throw emailTaken();
    const [created] = await tx
      .insert(globalAdmins)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
      })
      .returning();
    return created!;
  });
  return toGlobalAdmin(row);
}

export async function updateGlobalAdminAccount(
  ctx: AppContext,
  id: string,
  input: { email: string; password?: string | null; firstName: string; lastName: string },
): Promise<GlobalAdmin> {
  const newPassword = input.password?.trim() ? input.password : undefined;
  const passwordHash = newPassword ? await strongHash(newPassword, input) : undefined;
  const row = await withPlatform(ctx.db, async (tx) => {
    const [current] = await tx.select().from(globalAdmins).where(eq(globalAdmins.id, id));
    if (!current) throw notFound('adminNotFound');
    if (input.email !== current.email && (await findAccountByEmail(tx, input.email)))
      throw emailTaken();
    const [updated] = await tx
      .update(globalAdmins)
      .set({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        updatedAt: new Date(),
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(eq(globalAdmins.id, id))
      .returning();
    if (passwordHash) await revokeAllSessions(tx, 'global_admin', id);
    return updated!;
  });
  return toGlobalAdmin(row);
}

/**
 * Activates or deactivates an operator. Nobody deactivates themselves, and the last active one
 * stays: the active rows are locked so two admins cannot deactivate each other at once.
 */
export async function setGlobalAdminStatus(
  ctx: AppContext,
  principal: GlobalAdminPrincipal,
  id: string,
  isActive: boolean,
): Promise<GlobalAdmin> {
  const row = await withPlatform(ctx.db, async (tx) => {
    const [current] = await tx.select().from(globalAdmins).where(eq(globalAdmins.id, id));
    if (!current) throw notFound('adminNotFound');
    if (!isActive) {
      if (id === principal.adminId) throw badRequest(ADMIN_MESSAGES.cannotDeactivateSelf);
      const others = await tx
        .select({ id: globalAdmins.id })
        .from(globalAdmins)
        .where(and(eq(globalAdmins.isActive, true), ne(globalAdmins.id, id)))
        .for('update');
      if (others.length === 0) throw badRequest(ADMIN_MESSAGES.cannotDeactivateLast);
    }
    const [updated] = await tx
      .update(globalAdmins)
      .set({
        isActive,
        updatedAt: sql`now()`,
        ...(isActive ? { failedLoginCount: 0, lockedUntil: null } : {}),
      })
      .where(eq(globalAdmins.id, id))
      .returning();
    if (!isActive) await revokeAllSessions(tx, 'global_admin', id);
    return updated!;
  });
  return toGlobalAdmin(row);
}
