import { and, eq, isNull } from 'drizzle-orm';
import type { RefreshResponse } from '@sitehours/contract';
import { withPlatform } from '../../db/scoped';
import { users } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { AppError, forbidden, unauthorized } from '../../platform/errors';
import type { GlobalAdminPrincipal, Principal } from '../../platform/principal';
import { recordSecurityEvent } from '../../platform/security-events';
import type { Origin } from './auth.service';
import {
  findAccountById,
  findPersonById,
  membershipInvited,
  membershipOpen,
} from './account.repository';
import { moveSupportSession } from '../support/support.service';
import { issueSession, replaceRefreshToken, revokeFamily } from './session.service';

/** The person behind a person's token (operators have no companies to switch between). */
async function personOf(ctx: AppContext, principal: Principal) {
  if (principal.kind !== 'user') throw forbidden('companyOnly');
  const account = await withPlatform(ctx.db, (tx) => findAccountById(tx, 'user', principal.userId));
  if (!account || account.type !== 'user') throw unauthorized('accountNotFound');
  return account.person;
}

/**
 * Moves a signed-in person to another of their companies: a new sign-in scoped to that company,
 * and the one the request came with ends, so a token reaches one company at a time.
 */
export async function switchCompany(
  ctx: AppContext,
  principal: Principal,
  companyId: string,
  origin: Origin,
): Promise<RefreshResponse> {
  if (principal.kind === 'global_admin' && principal.support)
    return switchSupportCompany(ctx, principal, companyId);
  const person = await personOf(ctx, principal);
  const session = await withPlatform(ctx.db, async (tx) => {
    const found = await findPersonById(tx, person.id);
    const target = found?.memberships.find((m) => m.company.id === companyId && membershipOpen(m));
    if (!target) return undefined;
    if (principal.kind === 'user' && principal.family) await revokeFamily(tx, principal.family);
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, target.user.id));
    await recordSecurityEvent(tx, origin, {
      type: 'login_success',
      email: person.email,
      tenantId: target.tenant.id,
      companyId: target.company.id,
      userId: target.user.id,
      details: { switchedCompany: true },
    });
    return issueSession(ctx, tx, { type: 'user', person, ...target });
  });
  if (!session) throw new AppError(403, 'company_not_available', 'companyNotAvailable');
  return {
    token: session.token,
    refresh_token: session.refreshToken,
    refreshToken: session.refreshToken,
  };
}

/**
 * An operator in a support session moves to another company of the same tenant: the session
 * (and its audit trail) goes on, with an access token naming the new company and a refresh token
 * that replaces the sign-in's current one.
 */
async function switchSupportCompany(
  ctx: AppContext,
  principal: GlobalAdminPrincipal,
  companyId: string,
): Promise<RefreshResponse> {
  const familyId = principal.family!;
  const session = await withPlatform(ctx.db, async (tx) => {
    const moved = await moveSupportSession(tx, principal, principal.support!.sessionId, companyId);
    if (!moved) return undefined;
    const account = await findAccountById(tx, 'global_admin', principal.adminId);
    if (!account) return undefined;
    return replaceRefreshToken(ctx, tx, account, familyId, {
      id: moved.id,
      tenantId: moved.tenantId,
      companyId: moved.companyId,
    });
  });
  if (!session) throw new AppError(403, 'company_not_available', 'companyNotAvailable');
  return {
    token: session.token,
    refresh_token: session.refreshToken,
    refreshToken: session.refreshToken,
  };
}

/** The person's answer to a company that added them: they take up the membership, or decline it. */
export async function answerInvitation(
  ctx: AppContext,
  principal: Principal,
  membershipId: string,
  accept: boolean,
): Promise<void> {
  const person = await personOf(ctx, principal);
  const answered = await withPlatform(ctx.db, async (tx) => {
    const found = await findPersonById(tx, person.id);
    const invitation = found?.memberships.find(
      (m) => m.user.id === membershipId && membershipInvited(m),
    );
    if (!invitation) return false;
    const now = new Date();
    await tx
      .update(users)
      .set(
        accept
          ? { acceptedAt: now, updatedAt: now }
          : { declinedAt: now, isActive: false, updatedAt: now },
      )
      .where(and(eq(users.id, membershipId), isNull(users.acceptedAt)));
    return true;
  });
  if (!answered) throw new AppError(404, 'invitation_not_open', 'invitationNotOpen');
}
