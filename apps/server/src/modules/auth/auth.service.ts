import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import {
  type CheckPasswordStrengthRequest,
  type Language,
  MESSAGES,
  PRODUCT_NAME,
  type LoginRequest,
  type LoginResponse,
  type MessageCode,
  type PasswordAccount,
  type PasswordStrengthResult,
  type Profile,
  messageText,
} from '@sitehours/contract';
import type { Queryable } from '../../db/database';
import { withPlatform } from '../../db/scoped';
import { companies, globalAdmins, passwordTokens, refreshTokens, users } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { AppError, fieldError, unauthorized } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail/outbox';
import { recipientLanguage } from '../../platform/mail/mail-i18n';
import { passwordResetMail } from '../../platform/mail/templates';
import {
  checkPasswordStrength,
  hashPassword,
  passwordWorkSaturated,
  serverBusy,
  verifyAgainstDummy,
  verifyPassword,
} from '../../platform/passwords';
import {
  clearCounters,
  clientKey,
  countInWindow,
  readCounters,
  type CounterState,
} from '../../platform/rate-limit-store';
import { tenantAllowsSignIn, type PersonPrincipal } from '../../platform/principal';
import { recordSecurityEvent, type SecurityEventInput } from '../../platform/security-events';
import { createPasswordLink } from '../../platform/password-links';
import { hashOpaqueToken } from '../../platform/tokens';
import { toCompanySummary } from '../company-settings/company.mapper';
import {
  activeSessionOfFamily,
  endSessionsOfFamily,
  supportSessionProfile,
} from '../support/support.service';
import {
  accountCompanyId,
  accountEmail,
  accountId,
  accountPasswordContext,
  accountPasswordHash,
  accountTenantId,
  endOpenPasswordLinks,
  findAccountByEmail,
  findAccountById,
  isInvited,
  isOpen,
  profileMemberships,
  recordSuccessfulLogin,
  setAccountPassword,
  type Account,
} from './account.repository';
import { AfterResponseQueue } from './after-response';
import {
  consumeRefreshToken,
  issueSession,
  revokeAccountSessions,
  revokeFamily,
  rotateRefreshToken,
} from './session.service';

/** Failed sign-ins with one address from one client that lock that pair (spec: 5). */
export const MAX_FAILED_LOGINS = 5;
/**
 * Failed sign-ins with one address from all clients together that lock the address everywhere
 * (guessing spread over many clients); a reset link or a password change lifts it.
 */
export const MAX_FAILED_LOGINS_PER_ADDRESS = 20;
export const LOCK_MINUTES = 15;
const LOCK_WINDOW_MS = LOCK_MINUTES * 60_000;
const CLIENT_WINDOW_MS = 60_000;
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/**
 * Counters of failed sign-ins in the rate_limits table, shared by every server instance. They
 * are keyed by the address as typed (normalised), whether or not an account has it, so an
 * unknown address locks and answers exactly like a real one.
 */
export const signInCounterKeys = (email: string, ip: string | null) => {
  const client = clientKey(ip);
  return {
    /** This address from this client: the spec's lock at 5. */
    pair: `sign-in lock|${email}|${client}`,
    /** This address from anywhere. */
    address: `sign-in lock|${email}`,
    /** Any address from this client, per minute. */
    client: `sign-in failures|${client}`,
  };
};

/** Lifts every sign-in lock of an address (after a reset or a change of password). */
function liftLocks(tx: Parameters<typeof clearCounters>[0], email: string) {
  const keys = signInCounterKeys(email, null);
  return clearCounters(tx, [keys.address], [`${keys.address}|`]);
}

const queues = new WeakMap<AppContext, AfterResponseQueue>();
/** Work of the auth routes that runs after their answer (one queue per server). */
export function afterResponse(ctx: AppContext): AfterResponseQueue {
  let queue = queues.get(ctx);
  if (!queue) queues.set(ctx, (queue = new AfterResponseQueue(ctx.log)));
  return queue;
}

export interface Origin {
  ipAddress: string | null;
  userAgent: string | null;
}

function eventFor(a: Account, type: SecurityEventInput['type'], details?: Record<string, unknown>) {
  return {
    type,
    email: accountEmail(a),
    tenantId: accountTenantId(a),
    companyId: accountCompanyId(a),
    userId: a.type === 'user' ? a.user.id : null,
    adminId: a.type === 'global_admin' ? a.admin.id : null,
    details,
  } satisfies SecurityEventInput;
}

/** Why an account that proved its password may still not sign in, if it may not. */
function refusalOf(a: Account): MessageCode | undefined {
  if (a.type === 'global_admin') return a.admin.isActive ? undefined : MESSAGES.accountDeactivated;
  if (!tenantAllowsSignIn(a.tenant.status)) return MESSAGES.tenantSuspended;
  if (!a.user.isActive) return MESSAGES.accountDeactivated;
  return undefined;
}

function tooManyRequests(ttlMs: number): AppError {
  // The same words as the rate limit's own 429 (app.ts), so the web app translates both alike.
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new AppError(429, 'rate_limited', 'tooManyRequests', { params: { seconds } });
}

const locked = () => new AppError(423, 'account_locked', MESSAGES.accountLocked);

/**
 * Clients over their limit of failed sign-ins, with the end of their window, as the database
 * answered: their further attempts are refused from memory until then, without a statement.
 * (The count itself stays in the database, shared by every instance; nothing ends it early.)
 */
const limitedClients = new WeakMap<AppContext, Map<string, number>>();
const MAX_REMEMBERED_CLIENTS = 10_000;

function rememberLimited(ctx: AppContext, client: string, ttlMs: number) {
  let clients = limitedClients.get(ctx);
  if (!clients) limitedClients.set(ctx, (clients = new Map<string, number>()));
  if (clients.size >= MAX_REMEMBERED_CLIENTS) {
    const now = Date.now();
    for (const [key, until] of clients) if (until <= now) clients.delete(key);
    // Still full: the oldest go first (a map keeps the order of insertion).
    for (const key of clients.keys()) {
      if (clients.size < MAX_REMEMBERED_CLIENTS) break;
      clients.delete(key);
    }
  }
  clients.set(client, Date.now() + ttlMs);
}

/**
 * The refusal a sign-in gets before anything else is done (before its body is even counted by
 * the route's rate limit): a client known to be over its limit, or no room for another
 * password check. Undefined when the attempt may go on.
 */
export function earlyLoginRefusal(ctx: AppContext, ip: string | null): AppError | undefined {
  const client = clientKey(ip);
  const until = limitedClients.get(ctx)?.get(client);
  if (until !== undefined) {
    if (until > Date.now()) return tooManyRequests(until - Date.now());
    limitedClients.get(ctx)!.delete(client);
  }
  if (passwordWorkSaturated()) return serverBusy();
  return undefined;
}

/**
 * Signs in. Known and unknown addresses take the same path: the same reads, one password
 * verification (against a dummy hash when there is no account), the same counters and the same
 * answers, so neither the status, the message nor the time tells whether an address exists.
 */
export async function login(
  ctx: AppContext,
  input: LoginRequest,
  origin: Origin,
): Promise<LoginResponse> {
  const keys = signInCounterKeys(input.email, origin.ipAddress);
  // One read of the counters comes first: a client over its limit costs no more than that.
  const [client, pair, address] = (await readCounters(ctx.db, [
    { key: keys.client, windowMs: CLIENT_WINDOW_MS },
    { key: keys.pair, windowMs: LOCK_WINDOW_MS },
    { key: keys.address, windowMs: LOCK_WINDOW_MS },
  ])) as [CounterState, CounterState, CounterState];
  // A client that keeps failing with one address after another waits, and costs no hashing.
  if (client.count >= ctx.config.LOGIN_CLIENT_FAILURES_PER_MINUTE) {
    rememberLimited(ctx, clientKey(origin.ipAddress), client.ttlMs);
    throw tooManyRequests(client.ttlMs);
  }

  const account = await withPlatform(ctx.db, (tx) =>
    findAccountByEmail(tx, input.email, input.companyId),
  );
  const event = (type: SecurityEventInput['type'], details?: Record<string, unknown>) =>
    account
      ? eventFor(account, type, details)
      : { type, email: input.email, details: { ...details, unknownAccount: true } };

  if (pair.count >= MAX_FAILED_LOGINS || address.count >= MAX_FAILED_LOGINS_PER_ADDRESS) {
    await withPlatform(ctx.db, (tx) => recordSecurityEvent(tx, origin, event('login_blocked')));
    throw locked();
  }

  // Hashing is slow on purpose; it runs outside any transaction, a few at a time.
  const passwordOk = account
    ? await verifyPassword(accountPasswordHash(account), input.password)
    : await verifyAgainstDummy(input.password).then(() => false);
  if (!passwordOk) {
    const nowLocked = await withPlatform(ctx.db, async (tx) => {
      const pairCount = await countInWindow(tx, keys.pair, LOCK_WINDOW_MS, MAX_FAILED_LOGINS);
      const addressCount = await countInWindow(
        tx,
        keys.address,
        LOCK_WINDOW_MS,
        MAX_FAILED_LOGINS_PER_ADDRESS,
      );
      await countInWindow(tx, keys.client, CLIENT_WINDOW_MS);
      await recordSecurityEvent(
        tx,
        origin,
        event('login_failure', { reason: account ? 'bad_password' : 'unknown_account' }),
      );
      const scope =
        addressCount === MAX_FAILED_LOGINS_PER_ADDRESS
          ? 'address'
          : pairCount === MAX_FAILED_LOGINS
            ? 'client'
            : undefined;
      if (scope) await recordSecurityEvent(tx, origin, event('account_locked', { scope }));
      return {
        locked: pairCount >= MAX_FAILED_LOGINS || addressCount >= MAX_FAILED_LOGINS_PER_ADDRESS,
        remaining: MAX_FAILED_LOGINS - pairCount,
      };
    });
    if (nowLocked.locked) throw locked();
    throw unauthorized(MESSAGES.loginInvalidCredentials, {
      remainingAttempts: nowLocked.remaining,
    });
  }
  // The password was right, so there is an account.
  const signedIn = account!;

  const refusal = refusalOf(signedIn);
  if (refusal) {
    await withPlatform(ctx.db, (tx) =>
      recordSecurityEvent(tx, origin, eventFor(signedIn, 'login_failure', { reason: 'inactive' })),
    );
    throw new AppError(403, 'account_inactive', refusal);
  }

  const session = await withPlatform(ctx.db, async (tx) => {
    // The failures of this client with this address start again; those of others stand.
    await clearCounters(tx, [keys.pair]);
    await recordSuccessfulLogin(tx, signedIn);
    await recordSecurityEvent(tx, origin, eventFor(signedIn, 'login_success'));
    return issueSession(ctx, tx, signedIn);
  });
  return {
    token: session.token,
    refresh_token: session.refreshToken,
    refreshToken: session.refreshToken,
    type: signedIn.type,
  };
}

export async function refresh(ctx: AppContext, presented: string, origin: Origin) {
  const result = await withPlatform(ctx.db, async (tx) => {
    const outcome = await consumeRefreshToken(tx, presented);
    if (outcome.kind === 'invalid') return { error: 'invalid' as const };
    const account = await findAccountById(tx, outcome.row.subjectType, outcome.row.subjectId);
    if (outcome.kind === 'reused') {
      await revokeFamily(tx, outcome.row.familyId);
      if (account) {
        await recordSecurityEvent(tx, origin, eventFor(account, 'refresh_token_reuse'));
      }
      return { error: 'reused' as const };
    }
    if (!account || refusalOf(account)) {
      await revokeFamily(tx, outcome.row.familyId);
      return { error: 'inactive' as const };
    }
    // An operator inside a support session stays inside it across refreshes.
    const support =
      account.type === 'global_admin'
        ? await activeSessionOfFamily(tx, outcome.row.familyId)
        : undefined;
    return {
      session: await rotateRefreshToken(ctx, tx, account, outcome.row.familyId, support),
    };
  });
  if ('error' in result)
    throw new AppError(401, 'invalid_refresh_token', MESSAGES.tokenRefreshFailed);
  return {
    token: result.session.token,
    refresh_token: result.session.refreshToken,
    refreshToken: result.session.refreshToken,
  };
}

/** Ends the sign-in the refresh token (or, failing that, the access token) belongs to. */
export async function logout(
  ctx: AppContext,
  input: { refreshToken?: string; familyId?: string },
): Promise<void> {
  await withPlatform(ctx.db, async (tx) => {
    let familyId = input.familyId;
    if (input.refreshToken) {
      const [row] = await tx
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOpaqueToken(input.refreshToken)));
      familyId = row?.familyId ?? familyId;
    }
    if (familyId) {
      await revokeFamily(tx, familyId);
      await endSessionsOfFamily(tx, familyId);
    }
  });
}

export async function getProfile(ctx: AppContext, principal: PersonPrincipal): Promise<Profile> {
  if (principal.kind === 'user') return personProfile(ctx, principal.userId);
  const account = await withPlatform(ctx.db, (tx) =>
    findAccountById(tx, 'global_admin', principal.adminId),
  );
  if (!account) throw unauthorized('accountNotFound');
  if (account.type === 'global_admin') {
    const { admin } = account;
    const support =
      principal.kind === 'global_admin' && principal.support
        ? await supportSessionProfile(ctx, principal.support.sessionId)
        : undefined;
    if (support) {
      const company = support.company;
      // The operator may move between the tenant's companies: every one is listed, this one first.
      const siblings = await withPlatform(ctx.db, (tx) =>
        tx
          .select()
          .from(companies)
          .where(eq(companies.tenantId, support.session.tenantId))
          .orderBy(companies.name),
      );
      return {
        id: admin.id,
        user_id: admin.id,
        firstName: admin.firstName,
        lastName: admin.lastName,
        email: admin.email,
        roles: ['global_admin'],
        isGlobalAdmin: true,
        companies: [
          ...(company ? [toCompanySummary(company)] : []),
          ...siblings.filter((c) => c.id !== company?.id).map(toCompanySummary),
        ],
        companyId: company?.id ?? null,
        companyName: company?.name ?? null,
        tenantId: support.session.tenantId,
        hourlyRate: null,
        language: admin.language ?? null,
        companyLanguage: company?.defaultLanguage ?? null,
        invitations: [],
        supportSession: {
          sessionId: support.session.id,
          tenantId: support.session.tenantId,
          tenantName: support.tenantName,
          companyId: company?.id ?? null,
          companyName: company?.name ?? null,
          reason: support.session.reason,
        },
      };
    }
    return {
      id: admin.id,
      user_id: admin.id,
      firstName: admin.firstName,
      lastName: admin.lastName,
      email: admin.email,
      roles: ['global_admin'],
      isGlobalAdmin: true,
      companies: [],
      companyId: null,
      companyName: null,
      tenantId: null,
      hourlyRate: null,
      supportSession: null,
      language: admin.language ?? null,
      companyLanguage: null,
      invitations: [],
    };
  }
  throw unauthorized('accountNotFound');
}

/** A person's profile: the membership the token names, and every company they may work in. */
async function personProfile(ctx: AppContext, membershipId: string): Promise<Profile> {
  const memberships = await withPlatform(ctx.db, (tx) => profileMemberships(tx, membershipId));
  const own = memberships.find((m) => m.id === membershipId);
  if (!own) throw unauthorized('accountNotFound');
  const { company } = own;
  return {
    id: own.id,
    user_id: own.id,
    firstName: own.firstName,
    lastName: own.lastName,
    email: own.email,
    roles: own.roles,
    isGlobalAdmin: false,
    // The token's company first: the spec makes the first company of the list the current one.
    companies: [
      toCompanySummary(company),
      ...memberships
        .filter((m) => isOpen(m.state) && m.company.id !== company.id)
        .map((m) => toCompanySummary(m.company)),
    ],
    companyId: company.id,
    companyName: company.name,
    tenantId: own.tenantId,
    hourlyRate: own.hourlyRate,
    crewLead: own.crewLead,
    leadsCrew: own.leadsCrew,
    onCrew: own.onCrew,
    ...(own.reviewsTime ? { reviewsTime: true } : {}),
    supportSession: null,
    language: own.language ?? null,
    companyLanguage: company.defaultLanguage ?? null,
    invitations: memberships
      .filter((m) => isInvited(m.state))
      .map((m) => ({ membershipId: m.id, companyId: m.company.id, companyName: m.company.name })),
  };
}

/**
 * Creates a reset link for the address and mails it, if the address has an account that may
 * sign in; returns the link.
 */
async function issueResetLink(ctx: AppContext, email: string, origin: Origin) {
  const issued = await withPlatform(ctx.db, async (tx) => {
    const account = await findAccountByEmail(tx, email);
    if (!account || refusalOf(account)) return undefined;
    const resetUrl = await createPasswordLink(tx, ctx.config, {
      purpose: 'reset',
      subjectType: account.type,
      subjectId: accountId(account),
      tenantId: accountTenantId(account),
      email,
      validForMs: RESET_TOKEN_TTL_MS,
    });
    await enqueueMail(tx, {
      ...passwordResetMail({
        to: email,
        firstName: account.type === 'user' ? account.user.firstName : account.admin.firstName,
        companyName: account.type === 'user' ? account.company.name : PRODUCT_NAME,
        resetUrl,
        language:
          account.type === 'user'
            ? recipientLanguage(account.user.language, account.company.defaultLanguage)
            : recipientLanguage(account.admin.language),
      }),
      tenantId: accountTenantId(account),
    });
    await recordSecurityEvent(tx, origin, eventFor(account, 'password_reset_requested'));
    return resetUrl;
  });
  if (issued) ctx.mail.kick();
  return issued;
}

/**
 * Answers at once, the same for every address: looking the address up, creating the link and
 * queueing the mail run after the answer. Outside production the answer waits for that work
 * and carries the link (`resetUrl`) for testing; that wait is the only difference.
 */
export async function forgotPassword(ctx: AppContext, email: string, origin: Origin) {
  const response: { message: string; resetUrl?: string } = {
    message: messageText(MESSAGES.forgotPasswordSent),
  };
  const issued = afterResponse(ctx).push('password reset link', () =>
    issueResetLink(ctx, email, origin),
  );
  if (!ctx.config.isProduction) {
    const resetUrl = await issued;
    if (resetUrl) response.resetUrl = resetUrl;
  }
  return response;
}

function assertStrong(password: string, path: string, account?: PasswordAccount): void {
  if (!checkPasswordStrength(password, account).isValid)
    throw fieldError(path, MESSAGES.weakPassword);
}

/** The open (unused, unexpired) reset or welcome link of a token, if any. */
async function findOpenPasswordLink(tx: Queryable, token: string) {
  const [link] = await tx
    .select()
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.tokenHash, hashOpaqueToken(token)),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, new Date()),
        inArray(passwordTokens.purpose, ['reset', 'welcome']),
      ),
    );
  return link;
}

/**
 * The strength check behind the meter, judged for the account the password is for: the one a
 * valid reset link names (its email and name), else the email and name the form sent.
 */
export async function passwordStrengthFor(
  ctx: AppContext,
  input: CheckPasswordStrengthRequest,
): Promise<PasswordStrengthResult> {
  const { password, resetToken, email, firstName, lastName } = input;
  let account: PasswordAccount = { email, firstName, lastName };
  if (resetToken && email) {
    const found = await withPlatform(ctx.db, async (tx) => {
      const link = await findOpenPasswordLink(tx, resetToken);
      return link ? findAccountById(tx, link.subjectType, link.subjectId) : undefined;
    });
    if (found && accountEmail(found) === email.trim().toLowerCase())
      account = accountPasswordContext(found);
  }
  return checkPasswordStrength(password, account);
}

/** Sets a new password through a single-use reset or welcome link. */
export async function resetPassword(
  ctx: AppContext,
  input: { token: string; email: string; password: string },
  origin: Origin,
): Promise<{ message: string }> {
  assertStrong(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const done = await withPlatform(ctx.db, async (tx) => {
    const link = await findOpenPasswordLink(tx, input.token);
    if (!link) return false;
    const account = await findAccountById(tx, link.subjectType, link.subjectId);
    if (!account || accountEmail(account) !== input.email) return false;
    // Judged again now that the account is known: not its name or email (nothing written yet).
    assertStrong(input.password, 'password', accountPasswordContext(account));
    // Claimed with a condition, so two concurrent uses of one link cannot both succeed.
    const [claimed] = await tx
      .update(passwordTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordTokens.id, link.id), isNull(passwordTokens.usedAt)))
      .returning({ id: passwordTokens.id });
    if (!claimed) return false;
    await setAccountPassword(tx, account, passwordHash);
    // Every other reset or welcome link still open ends with this one.
    await endOpenPasswordLinks(tx, account);
    await liftLocks(tx, accountEmail(account));
    await revokeAccountSessions(tx, account);
    await recordSecurityEvent(tx, origin, eventFor(account, 'password_reset'));
    return true;
  });
  if (!done) throw new AppError(400, 'invalid_reset_token', MESSAGES.resetTokenInvalid);
  return { message: messageText(MESSAGES.passwordResetDone) };
}

/** The person's own choice of language: their profile, so that every device and mail follows it. */
export async function setLanguage(
  ctx: AppContext,
  principal: PersonPrincipal,
  language: Language,
): Promise<void> {
  await withPlatform(ctx.db, (tx) =>
    principal.kind === 'user'
      ? tx
          .update(users)
          .set({ language })
          .where(
            eq(
              users.personId,
              tx.select({ id: users.personId }).from(users).where(eq(users.id, principal.userId)),
            ),
          )
      : tx.update(globalAdmins).set({ language }).where(eq(globalAdmins.id, principal.adminId)),
  );
}

export async function changePassword(
  ctx: AppContext,
  principal: PersonPrincipal,
  input: { currentPassword: string; newPassword: string },
  origin: Origin,
): Promise<{ message: string }> {
  const subjectId = principal.kind === 'user' ? principal.userId : principal.adminId;
  const account = await withPlatform(ctx.db, (tx) =>
    findAccountById(tx, principal.kind, subjectId),
  );
  if (!account) throw unauthorized('accountNotFound');
  if (!(await verifyPassword(accountPasswordHash(account), input.currentPassword))) {
    throw fieldError('currentPassword', MESSAGES.currentPasswordWrong);
  }
  assertStrong(input.newPassword, 'newPassword', accountPasswordContext(account));
  const passwordHash = await hashPassword(input.newPassword);
  await withPlatform(ctx.db, async (tx) => {
    await setAccountPassword(tx, account, passwordHash);
    // A reset link sent before the change would undo it: every open one ends.
    await endOpenPasswordLinks(tx, account);
    await liftLocks(tx, accountEmail(account));
    // Other devices sign in again; the one making the change stays signed in.
    await revokeAccountSessions(tx, account, principal.family);
    await recordSecurityEvent(tx, origin, eventFor(account, 'password_changed'));
  });
  return { message: messageText(MESSAGES.passwordChanged) };
}
