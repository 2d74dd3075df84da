import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeSupportSessionsResponse,
  supportAuditLogResponse,
  successMessageResponse,
  errorResponse,
  exitImpersonationRequest,
  exitImpersonationResponse,
  impersonateRequest,
  impersonateResponse,
  supportTenantsResponse,
} from '@sitehours/contract';
import type { AppContext } from '../../platform/app-context';
import type { GlobalAdminPrincipal } from '../../platform/principal';
import * as support from './support.service';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };

export const supportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = { access: 'global_admin' as const };
  const tags = ['support sessions'];
  const admin = (req: { principal?: unknown }) => req.principal as GlobalAdminPrincipal;

  app.get(
    '/api/admin/support/tenants',
    {
      config,
      schema: {
        tags,
        summary: 'Companies an operator can enter',
        response: { 200: supportTenantsResponse },
      },
    },
    () => support.listSupportTenants(ctx),
  );

  app.post(
    '/api/admin/support/impersonate-tenant',
    {
      config,
      schema: {
        tags,
        summary: 'Enter a company for support: the answer carries a token scoped to it',
        body: impersonateRequest,
        response: { 200: impersonateResponse, ...errors },
      },
    },
    (req) => support.startSupportSession(ctx, admin(req), req.body),
  );

  app.post(
    '/api/admin/support/exit-impersonation',
    {
      config: { ...config, allowInSupport: true },
      schema: {
        tags,
        summary: 'Leave the company: the answer carries a plain operator token',
        body: exitImpersonationRequest,
        response: { 200: exitImpersonationResponse, ...errors },
      },
    },
    (req) => support.exitSupportSession(ctx, admin(req), req.body),
  );

  app.get(
    '/api/admin/support/sessions/active',
    {
      config,
      schema: {
        tags,
        summary: 'Support sessions running now',
        response: { 200: activeSupportSessionsResponse },
      },
    },
    () => support.listActiveSessions(ctx),
  );

  app.get(
    '/api/admin/support/sessions/logs',
    {
      config,
      schema: {
        tags,
        summary: 'The latest audit entries of support sessions',
        response: { 200: supportAuditLogResponse },
      },
    },
    () => support.listAuditLogs(ctx),
  );

  app.delete(
    '/api/admin/support/sessions/:sessionId',
    {
      config,
      schema: {
        tags,
        summary: "Stop a support session, one's own or another admin's",
        params: z.object({ sessionId: z.uuid('sessionId must be a UUID') }),
        response: { 200: successMessageResponse, ...errors },
      },
    },
    (req) => support.stopSupportSession(ctx, admin(req), req.params.sessionId),
  );
};
