import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import {
  API_KEY_MESSAGES,
  MESSAGES,
  SUPPORT_MESSAGES,
  normalizeRoles,
  type ApiKeyScope,
  type CompanyRole,
  type Role,
} from '@sitehours/contract';
import { fixedStatement } from '../db/raw-query';
import { withPlatform } from '../db/scoped';
import { globalAdmins, supportSessions, tenants } from '../db/schema';
import { apiKeyPrincipal, isApiKeyCredential } from '../modules/api-keys/api-key-credential';
import { countApiKeyUse } from '../modules/api-keys/api-key-use';
import type { AppContext } from './app-context';
import { changeTags, featureCache } from './invalidation-bus';
import { recordAudit } from './audit';
import { AppError, forbidden, unauthorized } from './errors';
import {
  tenantAllowsSignIn,
  type ApiKeyPrincipal,
  type GlobalAdminPrincipal,
  type Principal,
  type SupportScope,
  type UserPrincipal,
} from './principal';

/**
 * Who may call a route, declared on every route as `config.access`:
 * - 'public': anyone;
 * - 'authenticated': any signed-in account;
 * - 'global_admin': platform operators only;
 * - { roles }: users of a company holding one of the roles;
 * - 'kiosk': a kiosk device, by its credential (`Authorization: Kiosk <token>`) only, which the
 *   kiosks module checks; a signed-in account's token is refused there, and the credential is
 *   no bearer token, so every other route refuses it.
 *
 * A company's API key (`Authorization: Bearer shk_…`) passes only a company route that also
 * declares `config.apiScope`, and only with that scope; every other route refuses it (403).
 */
export type RouteAccess =
  'public' | 'authenticated' | 'global_admin' | 'kiosk' | { roles: CompanyRole[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * Operator routes refuse a token scoped to a support session (it reaches one tenant only);
     * the few that serve the session itself say so here.
     */
    allowInSupport?: boolean;
    /** The API key scope that opens this company route to an integration's key. */
    apiScope?: ApiKeyScope;
  }
  interface FastifyRequest {
    principal?: Principal;
  }
}

/** A kiosk device's credential, sent as `Authorization: Kiosk <token>`. */
export function kioskCredential(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'kiosk' && token ? token : undefined;
}

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

const selectAccount = fixedStatement<AccountRow>(
  `select u.id, u.email, u.tenant_id, u.company_id, u.roles, u.is_active, t.status as tenant_status
     from users u join tenants t on t.id = u.tenant_id
    where u.id = $1`,
  { prepareAs: 'account_of_token' },
);

/** Loads the account behind a verified token and checks it may still act. */
async function loadPrincipal(
  ctx: AppContext,
  token: string,
): Promise<UserPrincipal | GlobalAdminPrincipal> {
  const verified = await ctx.tokens.verify(token);
  if (!verified.ok) {
    if (verified.expired) {
      throw new AppError(401, 'token_expired', 'accessTokenExpired', { extra: { expired: true } });
    }
    throw unauthorized('accessTokenInvalid');
  }
  const { claims } = verified;
  if (!claims.fam || !(await signInRunning(ctx, claims.fam))) {
    throw new AppError(401, 'session_ended', MESSAGES.sessionExpired);
  }
  if (claims.typ === 'global_admin') {
    const [admin] = await withPlatform(ctx.db, (tx) =>
      tx
        .select({ id: globalAdmins.id, email: globalAdmins.email, isActive: globalAdmins.isActive })
        .from(globalAdmins)
        .where(eq(globalAdmins.id, claims.sub)),
    );
    if (!admin?.isActive) throw unauthorized(MESSAGES.accountDeactivated);
    const principal: GlobalAdminPrincipal = {
      kind: 'global_admin',
      adminId: admin.id,
      email: admin.email,
      family: claims.fam,
    };
    if (claims.sid) principal.support = await activeSupportScope(ctx, principal, claims.sid);
    return principal;
  }
  const user = await accountOf(ctx, claims.sub);
  if (!user?.is_active) throw unauthorized(MESSAGES.accountDeactivated);
  if (!tenantAllowsSignIn(user.tenant_status)) throw unauthorized(MESSAGES.tenantSuspended);
  return {
    kind: 'user',
    userId: user.id,
    email: user.email,
    tenantId: user.tenant_id,
    companyId: user.company_id,
    roles: normalizeRoles(user.roles).filter((r): r is CompanyRole => r !== 'global_admin'),
    family: claims.fam,
  };
}

/** What the access check needs of the account behind a token. */
export interface AccountRow {
  id: string;
  email: string;
  tenant_id: string;
  company_id: string;
  roles: string[];
  is_active: boolean;
  tenant_status: string;
}

/**
 * The copies fallen back on should a change never be heard of: the changes to accounts, companies
 * and sign-ins are notified by the database inside their own transactions (migration 0016), so
 * every instance that is listening hears of them with the commit.
 */
const ACCESS_MAX_AGE_MS = 60_000;
/** About one per client active within an access token's lifetime. */
const accountCache = featureCache<AccountRow>(20_000, ACCESS_MAX_AGE_MS);
/** About one per device signed in within an access token's lifetime. */
export const signInCache = featureCache<boolean>(50_000, ACCESS_MAX_AGE_MS);

/**
 * The account behind a user's token. Every signed-in request asks this, so it is served from the
 * in-memory copy, which the database's triggers drop when the account's access columns or its
 * tenant's status change (on this instance as soon as the change commits, on the others when the
 * notification arrives). On a miss: one prepared statement, outside any transaction, with the
 * connection's own rights (it reads one account by the id a verified token names).
 */
async function accountOf(ctx: AppContext, userId: string): Promise<AccountRow | undefined> {
  const accounts = accountCache(ctx.bus);
  const known = accounts.get(userId);
  if (known) return known;
  const ticket = accounts.ticket();
  const [user] = await selectAccount(ctx.db, [userId]);
  if (user) {
    accounts.keep(
      userId,
      [changeTags.account(user.id), changeTags.tenant(user.tenant_id)],
      user,
      ticket,
    );
  }
  return user;
}

const selectSignIn = fixedStatement<{ running: boolean }>(
  `select exists (select 1 from refresh_tokens where family_id = $1 and revoked_at is null) as running`,
  { prepareAs: 'sign_in_of_token' },
);

/**
 * Whether the sign-in a token belongs to (its refresh-token family) is still running: logout,
 * a password change or reset, refresh-token reuse, deactivation and suspension end it, and its
 * access tokens with it. Served from the in-memory copy like the account, which migration 0014's
 * trigger drops on every instance when the sign-in ends; an ended sign-in never runs again, so
 * that answer is kept too. On a miss: one prepared statement by the family id of a verified token.
 */
async function signInRunning(ctx: AppContext, familyId: string): Promise<boolean> {
  const signIns = signInCache(ctx.bus);
  const known = signIns.get(familyId);
  if (known !== undefined) return known;
  const ticket = signIns.ticket();
  const [row] = await selectSignIn(ctx.db, [familyId]);
  const running = row?.running === true;
  signIns.keep(familyId, [changeTags.signIn(familyId)], running, ticket);
  return running;
}

/**
 * The scope of a support session that is still running. A stopped or expired session ends the
 * token's power at once (401 with `expired`, so the client refreshes into a plain operator token).
 */
async function activeSupportScope(
  ctx: AppContext,
  admin: GlobalAdminPrincipal,
  sessionId: string,
): Promise<SupportScope> {
  const ended = () =>
    new AppError(401, 'support_session_ended', SUPPORT_MESSAGES.ended, {
      extra: { expired: true },
    });
  // The expiry is recorded (and committed) before the call is refused.
  const scope = await withPlatform(ctx.db, async (tx) => {
    const [found] = await tx
      .select({ session: supportSessions, tenantStatus: tenants.status })
      .from(supportSessions)
      .innerJoin(tenants, eq(tenants.id, supportSessions.tenantId))
      .where(and(eq(supportSessions.id, sessionId), eq(supportSessions.adminId, admin.adminId)));
    const session = found?.session;
    if (!found || !session?.companyId || session.endedAt) return undefined;
    if (session.expiresAt.getTime() > Date.now()) {
      return {
        sessionId: session.id,
        tenantId: session.tenantId,
        companyId: session.companyId,
        tenantStatus: found.tenantStatus,
      };
    }
    const [expired] = await tx
      .update(supportSessions)
      .set({ endedAt: new Date(), endReason: 'expired' })
      .where(and(eq(supportSessions.id, session.id), isNull(supportSessions.endedAt)))
      .returning();
    if (expired) {
      await recordAudit(tx, {
        sessionId: session.id,
        adminId: admin.adminId,
        adminEmail: admin.email,
        tenantId: session.tenantId,
        action: 'SESSION_EXPIRED',
      });
    }
    return undefined;
  });
  if (!scope) throw ended();
  return scope;
}

function isAllowed(
  access: RouteAccess,
  principal: UserPrincipal | GlobalAdminPrincipal,
  allowInSupport: boolean,
): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  if (access === 'kiosk') return false;
  if (principal.kind === 'global_admin') {
    if (access === 'global_admin') return !principal.support || allowInSupport;
    // Inside a support session a global admin acts as a company admin of that tenant only.
    return Boolean(principal.support) && access.roles.includes('company_admin');
  }
  if (access === 'global_admin') return false;
  return principal.roles.some((r: Role) => (access.roles as Role[]).includes(r));
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every call made with a support token goes into the audit trail before it runs, refused ones
 * too: a call the access rules refuse is recorded with the refusal (`details.refused`), so the
 * trail shows what the operator tried as well as what they did.
 */
async function auditSupportCall(
  ctx: AppContext,
  req: FastifyRequest,
  admin: GlobalAdminPrincipal,
  refused?: AppError,
) {
  const support = admin.support!;
  const route = req.routeOptions.url ?? '';
  const action =
    route.startsWith('/api/auth/') || route.startsWith('/api/admin/support/')
      ? 'API_CALL'
      : READS.has(req.method)
        ? 'VIEW_DATA'
        : 'MODIFY_DATA';
  await withPlatform(ctx.db, (tx) =>
    recordAudit(tx, {
      sessionId: support.sessionId,
      adminId: admin.adminId,
      adminEmail: admin.email,
      tenantId: support.tenantId,
      action,
      method: req.method,
      path: req.url,
      details: refused
        ? { route, refused: { status: refused.statusCode, code: refused.error } }
        : { route },
    }),
  );
}

/**
 * Why a call may not go ahead for this principal, if it may not. A support session in a company
 * that may not sign in (suspended, cancelled) reads only: its people cannot see or answer for a
 * change made there, so writing waits for the operator console's Reactivate (decision 0005).
 */
function refusalOf(
  access: RouteAccess,
  principal: Principal,
  req: FastifyRequest,
): AppError | undefined {
  if (principal.kind === 'api_key') return apiKeyRefusal(access, principal, req);
  const allowInSupport = req.routeOptions.config.allowInSupport ?? false;
  if (!isAllowed(access, principal, allowInSupport)) {
    return forbidden(
      principal.kind === 'global_admin' && principal.support && access === 'global_admin'
        ? SUPPORT_MESSAGES.operatorOnly
        : undefined,
    );
  }
  const support = principal.kind === 'global_admin' ? principal.support : undefined;
  if (
    support &&
    !tenantAllowsSignIn(support.tenantStatus) &&
    !READS.has(req.method) &&
    !allowInSupport &&
    !(req.routeOptions.url ?? '').startsWith('/api/auth/')
  ) {
    return new AppError(403, 'tenant_suspended', SUPPORT_MESSAGES.suspendedReadOnly);
  }
  return undefined;
}

/** Why an API key may not call a route: it is no company route of one of the key's scopes. */
function apiKeyRefusal(
  access: RouteAccess,
  key: ApiKeyPrincipal,
  req: FastifyRequest,
): AppError | undefined {
  const scope = req.routeOptions.config.apiScope;
  if (!scope || typeof access !== 'object') return forbidden(API_KEY_MESSAGES.routeRefused);
  if (!key.scopes.includes(scope)) {
    return new AppError(403, 'forbidden', API_KEY_MESSAGES.scopeMissing, { params: { scope } });
  }
  return undefined;
}

/** Authenticates and authorises every request from its route's declared access. */
export function installAccessControl(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('principal', undefined);
  app.addHook('onRoute', (route) => {
    if (
      route.url.startsWith('/api') &&
      !route.config?.access &&
      !route.url.startsWith('/api/docs')
    ) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    }
    if (route.config?.apiScope && typeof route.config.access !== 'object') {
      throw new Error(
        `Route ${String(route.method)} ${route.url}: an API scope needs company roles`,
      );
    }
  });
  app.addHook('onRequest', async (req, reply) => {
    const access = req.routeOptions.config.access;
    if (!access || access === 'public') return;
    if (access === 'kiosk') {
      // The kiosks module checks the device's credential; an account's token is no kiosk.
      if (kioskCredential(req)) return;
      if (bearerToken(req)) throw forbidden();
      throw unauthorized('authenticationRequired');
    }
    const token = bearerToken(req);
    if (!token) throw unauthorized('authenticationRequired');
    let principal: Principal;
    if (isApiKeyCredential(token)) {
      principal = await apiKeyPrincipal(ctx, token);
      await countApiKeyUse(ctx, req, reply, principal);
    } else {
      principal = await loadPrincipal(ctx, token);
    }
    const refused = refusalOf(access, principal, req);
    if (principal.kind === 'global_admin' && principal.support) {
      await auditSupportCall(ctx, req, principal, refused);
    }
    if (refused) throw refused;
    req.principal = principal;
  });
}

export { bearerToken };

/** Any user of a company (and a global admin inside a support session). */
export const ANY_COMPANY_USER: RouteAccess = {
  roles: ['company_admin', 'company_manager', 'standard_user'],
};
/** Company admins (and a global admin inside a support session). */
export const COMPANY_ADMIN: RouteAccess = { roles: ['company_admin'] };
