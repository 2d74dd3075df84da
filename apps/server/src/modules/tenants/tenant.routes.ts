import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createTenantRequest,
  createTenantResponse,
  errorResponse,
  listTenantsQuery,
  messageResponse,
  suspendTenantRequest,
  tenantDetail,
  tenantList,
  tenantOverview,
} from '@sitehours/contract';
import type { AppContext } from '../../platform/app-context';
import * as tenants from './tenant.service';

const idParams = z.object({ id: z.uuid('Company id must be a UUID') });
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export const tenantRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = { access: 'global_admin' as const };
  const tags = ['tenants'];

  app.get(
    '/api/tenants',
    {
      config,
      schema: {
        tags,
        summary: 'Client companies, a page at a time',
        querystring: listTenantsQuery,
        response: { 200: tenantList, ...errors },
      },
    },
    (req) => tenants.listTenants(ctx, req.query),
  );

  app.get(
    '/api/tenants/overview',
    {
      config,
      schema: {
        tags,
        summary: 'Every client company with its head counts',
        response: { 200: z.array(tenantOverview) },
      },
    },
    () => tenants.tenantOverview(ctx),
  );

  app.post(
    '/api/tenants',
    {
      config,
      schema: {
        tags,
        summary: 'Open a client company with its first admin',
        body: createTenantRequest,
        response: { 201: createTenantResponse, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await tenants.createTenant(ctx, req.body)),
  );

  app.get(
    '/api/tenants/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One client company',
        params: idParams,
        response: { 200: tenantDetail, ...errors },
      },
    },
    (req) => tenants.getTenant(ctx, req.params.id),
  );

  app.post(
    '/api/tenants/:id/suspend',
    {
      config,
      schema: {
        tags,
        summary: 'Suspend a company: its users are deactivated and signed out',
        params: idParams,
        body: suspendTenantRequest,
        response: { 200: messageResponse, ...errors },
      },
    },
    (req) => tenants.suspendTenant(ctx, req.params.id, req.body?.reason),
  );

  app.post(
    '/api/tenants/:id/reactivate',
    {
      config,
      schema: {
        tags,
        summary: 'Reactivate a company and the users its suspension deactivated',
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    (req) => tenants.reactivateTenant(ctx, req.params.id),
  );

  app.post(
    '/api/tenants/:id/resend-welcome',
    {
      config,
      schema: {
        tags,
        summary: "Send a new welcome link to the company's first admin",
        params: idParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    (req) => tenants.resendWelcome(ctx, req.params.id),
  );
};
