import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createTenantCompanyRequest,
  createTenantCompanyResponse,
  createTenantRequest,
  createTenantResponse,
  errorResponse,
  listTenantsQuery,
  messageResponse,
  suspendTenantRequest,
  tenantDetail,
  tenantList,
  tenantCompany,
  tenantCompanyList,
  tenantOverview,
  updateTenantCompanyRequest,
} from '@sitehours/contract';
import type { AppContext } from '../../platform/app-context';
import type { GlobalAdminPrincipal } from '../../platform/principal';
import * as tenantCompanies from './tenant-companies.service';
import * as tenants from './tenant.service';
import { fromReplica } from '../../platform/replica-reads';

const idParams = z.object({ id: z.uuid('Company id must be a UUID') });
const companyParams = idParams.extend({ companyId: z.uuid('companyIdNotUuid') });
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export const tenantRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = { access: 'global_admin' as const };
  const tags = ['tenants'];
  /** Who made the call, and which, for the audit trail. */
  const operatorCall = (req: { principal?: unknown; method: string; url: string }) => ({
    admin: req.principal as GlobalAdminPrincipal,
    method: req.method,
    path: req.url,
  });

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
    (req, reply) => fromReplica(req, reply, () => tenants.tenantOverview(ctx)),
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

  app.get(
    '/api/tenants/:id/companies',
    {
      config,
      schema: {
        tags,
        summary: "The client account's companies, each with its number of people",
        params: idParams,
        response: { 200: tenantCompanyList, ...errors },
      },
    },
    (req) => tenantCompanies.listTenantCompanies(ctx, req.params.id),
  );

  app.post(
    '/api/tenants/:id/companies',
    {
      config,
      schema: {
        tags,
        summary: 'Add a company to the client account, with its first admin',
        params: idParams,
        body: createTenantCompanyRequest,
        response: { 201: createTenantCompanyResponse, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await tenantCompanies.addTenantCompany(ctx, operatorCall(req), req.params.id, req.body),
        ),
  );

  app.put(
    '/api/tenants/:id/companies/:companyId',
    {
      config,
      schema: {
        tags,
        summary: 'Rename a company of the client account and change its settings',
        params: companyParams,
        body: updateTenantCompanyRequest,
        response: { 200: tenantCompany, ...errors },
      },
    },
    (req) =>
      tenantCompanies.updateTenantCompany(
        ctx,
        operatorCall(req),
        req.params.id,
        req.params.companyId,
        req.body,
      ),
  );
};
