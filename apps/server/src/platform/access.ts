import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, normalizeRoles, type CompanyRole, type Role } from '@sitehours/contract';
import { withPlatform } from '../db/scoped';
import { globalAdmins, tenants, users } from '../db/schema';
import type { AppContext } from './app-context';
import { AppError, forbidden, unauthorized } from './errors';
import type { Principal } from './principal';

/**
 * Who may call a route, declared on every route as `config.access`:
 * - 'public': anyone;
 * - 'authenticated': any signed-in account;
 * - 'global_admin': platform operators only;
 * - { roles }: users of a company holding one of the roles.
 */
export type RouteAccess = 'public' | 'authenticated' | 'global_admin' | { roles: CompanyRole[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal?: Principal;
  }
}

const ACTIVE_TENANT_STATUSES = new Set(['active', 'trial']);

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Loads the account behind a verified token and checks it may still act. */
async function loadPrincipal(ctx: AppContext, token: string): Promise<Principal> {
  const verified = await ctx.tokens.verify(token);
  if (!verified.ok) {
    if (verified.expired) {
      throw new AppError(401, 'token_expired', 'Access token expired', undefined, {
        expired: true,
      });
    }
    throw unauthorized('Invalid access token');
  }
  const { claims } = verified;
  if (claims.typ === 'global_admin') {
    const [admin] = await withPlatform(ctx.db, (tx) =>
      tx
        .select({ id: globalAdmins.id, email: globalAdmins.email, isActive: globalAdmins.isActive })
        .from(globalAdmins)
        .where(eq(globalAdmins.id, claims.sub)),
    );
    if (!admin?.isActive) throw unauthorized(MESSAGES.accountDeactivated);
    return { kind: 'global_admin', adminId: admin.id, email: admin.email, family: claims.fam };
  }
  const [user] = await withPlatform(ctx.db, (tx) =>
    tx
      .select({
        id: users.id,
        email: users.email,
        tenantId: users.tenantId,
        companyId: users.companyId,
        roles: users.roles,
        isActive: users.isActive,
        tenantStatus: tenants.status,
      })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(and(eq(users.id, claims.sub))),
  );
  if (!user?.isActive) throw unauthorized(MESSAGES.accountDeactivated);
  if (!ACTIVE_TENANT_STATUSES.has(user.tenantStatus)) throw unauthorized(MESSAGES.tenantSuspended);
  return {
    kind: 'user',
    userId: user.id,
    email: user.email,
    tenantId: user.tenantId,
    companyId: user.companyId,
    roles: normalizeRoles(user.roles).filter((r): r is CompanyRole => r !== 'global_admin'),
    family: claims.fam,
  };
}

function isAllowed(access: RouteAccess, principal: Principal): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  if (access === 'global_admin') return principal.kind === 'global_admin';
  if (principal.kind !== 'user') return false;
  return principal.roles.some((r: Role) => (access.roles as Role[]).includes(r));
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
  });
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearerToken(req);
    if (!token) throw unauthorized('Authentication required');
    const principal = await loadPrincipal(ctx, token);
    if (!isAllowed(access, principal)) throw forbidden();
    req.principal = principal;
  });
}

export { bearerToken };
