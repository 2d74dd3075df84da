import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  PIN_TRIES_MAX,
  STAFF_MESSAGES,
  type CompanyRole,
  type MessageCode,
  type StaffUser,
  type UserInput,
  messageText,
} from '@sitehours/contract';
import type { Queryable } from '../../db/database';
import { enterPlatform, withPlatform, withTenant } from '../../db/scoped';
import { globalAdmins, people, users } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors';
import { checkPasswordStrength, hashPassword } from '../../platform/passwords';
import type { CompanyScope } from '../../platform/principal';
import { revokeAllSessions } from '../auth/session.service';
import { addMember, personOnlyHere } from './membership';

type UserRow = typeof users.$inferSelect;

export function toStaffUser(u: UserRow, showPay: boolean): StaffUser {
  const rate = showPay ? Number(u.hourlyRate) : null;
  return {
    userId: u.id,
    user_id: u.id,
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    name: `${u.firstName} ${u.lastName}`.trim(),
    email: u.email,
    phone: u.phone,
    hourlyRate: rate,
    hourly_rate: rate,
    roles: u.roles,
    role: u.roles[0] ?? 'standard_user',
    isActive: u.isActive,
    is_active: u.isActive,
    includeInReports: u.includeInReports,
    collectiveBargaining: u.collectiveBargaining,
    mealWaiver: u.mealWaiver,
    crewLead: u.crewLead,
    pinSet: u.pinHash !== null,
    pinLocked: u.pinFailures >= PIN_TRIES_MAX,
    companyId: u.companyId,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    // Whether the person can sign in here: they chose a password, or accepted the invitation.
    hasPassword: u.acceptedAt !== null,
  };
}

const isAdmin = (u: Pick<UserRow, 'roles'>) => u.roles.includes('company_admin');

const emailTaken = () => conflict(STAFF_MESSAGES.emailTaken, 'email');

async function findUser(q: Queryable, scope: CompanyScope, id: string) {
  const [row] = await q
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, scope.companyId)));
  return row;
}

/** Other active admins of the company; rows are locked so two changes cannot both pass. */
async function otherActiveAdmins(q: Queryable, scope: CompanyScope, exceptId: string) {
  return q
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, scope.companyId),
        eq(users.isActive, true),
        ne(users.id, exceptId),
        sql`'company_admin' = any(${users.roles})`,
      ),
    )
    .for('update');
}

/**
 * An address may be added to a company once; an operator's address never (sign-in would find
 * the operator). Whether it belongs to a person of another company is not asked: they are
 * invited, with the same answer as for a new address.
 */
async function assertEmailFree(
  ctx: AppContext,
  scope: CompanyScope,
  email: string,
  exceptUserId?: string,
) {
  const taken = await withPlatform(ctx.db, async (tx) => {
    const [admin] = await tx
      .select({ id: globalAdmins.id })
      .from(globalAdmins)
      .where(eq(globalAdmins.email, email));
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), eq(users.companyId, scope.companyId)));
    return Boolean(admin) || (member !== undefined && member.id !== exceptUserId);
  });
  if (taken) throw emailTaken();
}

/** The password must pass the strength rule for the account it is for (its name and email). */
function assertStrong(password: string, message: MessageCode, account: UserInput) {
  if (!checkPasswordStrength(password, account).isValid) {
    throw fieldError('password', message);
  }
}

export async function listUsers(
  ctx: AppContext,
  scope: CompanyScope,
  includeInactive: boolean,
  showPay: boolean,
) {
  const rows = await withTenant(ctx.db, scope, (tx) =>
    tx
      .select()
      .from(users)
      .where(
        and(
          eq(users.companyId, scope.companyId),
          includeInactive ? undefined : eq(users.isActive, true),
        ),
      )
      .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`)),
  );
  return rows.map((u) => toStaffUser(u, showPay));
}

export async function getUser(ctx: AppContext, scope: CompanyScope, id: string) {
  const row = await withTenant(ctx.db, scope, (tx) => findUser(tx, scope, id));
  if (!row) throw notFound(STAFF_MESSAGES.notFound);
  return toStaffUser(row, true);
}

export async function activeAdminCount(ctx: AppContext, scope: CompanyScope) {
  const [row] = await withTenant(ctx.db, scope, (tx) =>
    tx
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(
        and(
          eq(users.companyId, scope.companyId),
          eq(users.isActive, true),
          sql`'company_admin' = any(${users.roles})`,
        ),
      ),
  );
  return { count: row?.count ?? 0 };
}

/**
 * Adds a user. Without a password they get an invitation to choose one (a welcome link valid
 * 72 hours) rather than a default password anyone could guess from their address.
 */
export async function createUser(
  ctx: AppContext,
  scope: CompanyScope,
  input: UserInput,
  /** `deferMail`: the caller wakes the mail sender once for many users (an import's chunk). */
  options: { deferMail?: boolean } = {},
) {
  if (input.password) assertStrong(input.password, STAFF_MESSAGES.strongPasswordNew, input);
  await assertEmailFree(ctx, scope, input.email);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const { user, kind } = await withPlatform(ctx.db, (tx) =>
    addMember(ctx, tx, scope, { ...input, passwordHash }),
  ).catch(mapUniqueEmail);
  if (kind !== 'none' && !options.deferMail) ctx.mail.kick();
  return toStaffUser(user, true);
}

/** Two admins adding one address at once: the second finds it taken. */
function mapUniqueEmail(err: unknown): never {
  const constraint = (err as { cause?: { constraint?: string } }).cause?.constraint;
  if (constraint === 'users_person_company_unique' || constraint === 'people_email_unique')
    throw emailTaken();
  throw err;
}

/**
 * Edits a member. Their address and password are the person's: the company may change them only
 * while the person works for no other company.
 */
export async function updateUser(
  ctx: AppContext,
  scope: CompanyScope,
  id: string,
  input: UserInput,
) {
  if (input.password) assertStrong(input.password, STAFF_MESSAGES.strongPasswordEdit, input);
  await assertEmailFree(ctx, scope, input.email, id);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const row = await withTenant(ctx.db, scope, async (tx) => {
    const current = await findUser(tx, scope, id);
    if (!current) throw notFound(STAFF_MESSAGES.notFound);
    await assertKeepsAnAdmin(tx, scope, current, { role: input.role, isActive: input.isActive });
    const [updated] = await tx
      .update(users)
      .set({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        hourlyRate: input.hourlyRate.toFixed(2),
        roles: [input.role],
        isActive: input.isActive,
        includeInReports: input.includeInReports,
        ...(input.collectiveBargaining === undefined
          ? {}
          : { collectiveBargaining: input.collectiveBargaining }),
        ...(input.mealWaiver === undefined ? {} : { mealWaiver: input.mealWaiver }),
        ...(input.crewLead === undefined ? {} : { crewLead: input.crewLead }),
        updatedAt: new Date(),
        ...(passwordHash ? { failedLoginCount: 0, lockedUntil: null } : {}),
        ...(input.isActive ? { deactivatedBySuspension: false } : {}),
      })
      .where(and(eq(users.id, id), eq(users.companyId, scope.companyId)))
      .returning();
    const personChanges = input.email !== current.email || passwordHash !== undefined;
    if (personChanges) {
      // The person's row is the platform's: changed in the same commit, through its context.
      await enterPlatform(tx);
      if (!(await personOnlyHere(tx, id))) {
        throw fieldError(
          input.email !== current.email ? 'email' : 'password',
          input.email !== current.email
            ? STAFF_MESSAGES.sharedPersonEmail
            : STAFF_MESSAGES.sharedPersonPassword,
        );
      }
      await tx
        .update(people)
        .set({
          email: input.email,
          updatedAt: new Date(),
          ...(passwordHash ? { passwordHash } : {}),
        })
        .where(eq(people.id, current.personId));
      if (passwordHash)
        await tx
          .update(users)
          .set({ acceptedAt: new Date() })
          .where(and(eq(users.id, id), isNull(users.acceptedAt)));
    }
    if (passwordHash || (current.isActive && !input.isActive))
      await revokeAllSessions(tx, 'user', id);
    return updated!;
  }).catch(mapUniqueEmail);
  return toStaffUser(row, true);
}

/** The company's only active admin cannot be deactivated or lose the admin role. */
async function assertKeepsAnAdmin(
  q: Queryable,
  scope: CompanyScope,
  current: UserRow,
  next: { role?: CompanyRole; isActive: boolean },
) {
  const losesAdmin =
    isAdmin(current) &&
    current.isActive &&
    (!next.isActive || (next.role !== undefined && next.role !== 'company_admin'));
  if (!losesAdmin) return;
  if ((await otherActiveAdmins(q, scope, current.id)).length > 0) return;
  throw new AppError(
    400,
    'sole_admin',
    next.isActive ? STAFF_MESSAGES.soleAdminRole : STAFF_MESSAGES.soleAdmin,
  );
}

export async function setUserStatus(
  ctx: AppContext,
  scope: CompanyScope,
  id: string,
  isActive: boolean | undefined,
) {
  const row = await withTenant(ctx.db, scope, async (tx) => {
    const current = await findUser(tx, scope, id);
    if (!current) throw notFound(STAFF_MESSAGES.notFound);
    const next = isActive ?? !current.isActive;
    await assertKeepsAnAdmin(tx, scope, current, { isActive: next });
    const [updated] = await tx
      .update(users)
      .set({
        isActive: next,
        updatedAt: new Date(),
        ...(next ? { deactivatedBySuspension: false } : {}),
      })
      .where(and(eq(users.id, id), eq(users.companyId, scope.companyId)))
      .returning();
    if (!next) await revokeAllSessions(tx, 'user', id);
    return updated!;
  });
  return {
    ...toStaffUser(row, true),
    message: messageText(row.isActive ? STAFF_MESSAGES.activated : STAFF_MESSAGES.deactivated),
  };
}
