import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  linkCountResponse,
  assignToJobsRequest,
  companyIdField,
  errorResponse,
  listWorkTypesQuery,
  wcCode,
  wcCodeMatchQuery,
  wcCodeRequest,
  wcCodesMultipleRequest,
  workType,
  workTypeRequest,
  workTypeWithCodes,
} from '@sitehours/contract';
import { ANY_COMPANY_USER, COMPANY_ADMIN } from '../../platform/access';
import type { AppContext } from '../../platform/app-context';
import { ownCompanyScope, type Principal } from '../../platform/principal';
import * as codes from './wc-code.service';
import * as types from './work-type.service';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const idParams = (label: string) => z.object({ id: z.uuid(`${label} id must be a UUID`) });
const companyQuery = z.object({ companyId: companyIdField });

/** Work types and their WC codes (company spec §7). */
export const workTypeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const admin = { access: COMPANY_ADMIN };
  const anyone = { access: ANY_COMPANY_USER };
  const scope = (req: { principal?: Principal }, companyId?: string | null) =>
    ownCompanyScope(req.principal, companyId);

  // Work types
  app.get(
    '/api/work-types',
    {
      config: anyone,
      schema: {
        tags: ['work types'],
        summary: 'Work types (includeInactive for the management screen)',
        querystring: listWorkTypesQuery,
        response: { 200: z.array(workType), ...errors },
      },
    },
    (req) =>
      types.listWorkTypes(
        ctx,
        scope(req, req.query.companyId),
        req.query.includeInactive === 'true',
      ),
  );
  app.post(
    '/api/work-types',
    {
      config: admin,
      schema: {
        tags: ['work types'],
        summary: 'Add a work type',
        body: workTypeRequest,
        response: { 201: workType, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await types.createWorkType(ctx, scope(req, req.body.companyId), req.body)),
  );
  app.put(
    '/api/work-types/:id',
    {
      config: admin,
      schema: {
        tags: ['work types'],
        summary: 'Rename, activate or deactivate a work type',
        params: idParams('Work type'),
        body: workTypeRequest,
        response: { 200: workType, ...errors },
      },
    },
    (req) => types.updateWorkType(ctx, scope(req, req.body.companyId), req.params.id, req.body),
  );
  app.post(
    '/api/work-types/:id/assign-to-jobs',
    {
      config: admin,
      schema: {
        tags: ['work types'],
        summary: 'Link a work type to every active job',
        params: idParams('Work type'),
        body: assignToJobsRequest,
        response: { 200: linkCountResponse, ...errors },
      },
    },
    (req) => types.assignToAllActiveJobs(ctx, scope(req), req.params.id),
  );
  app.get(
    '/api/work-type-wc-codes',
    {
      config: admin,
      schema: {
        tags: ['work types'],
        summary: 'Every work type with its WC codes',
        response: { 200: z.array(workTypeWithCodes), ...errors },
      },
    },
    (req) => types.workTypesWithCodes(ctx, scope(req)),
  );

  // WC codes
  app.get(
    '/api/wc-codes',
    {
      config: admin,
      schema: {
        tags: ['wc codes'],
        summary: "The company's WC codes",
        querystring: companyQuery,
        response: { 200: z.array(wcCode), ...errors },
      },
    },
    (req) => codes.listWcCodes(ctx, scope(req, req.query.companyId)),
  );
  app.get(
    '/api/wc-codes/match',
    {
      config: anyone,
      schema: {
        tags: ['wc codes'],
        summary: 'The active code of a work type for an hourly rate',
        querystring: wcCodeMatchQuery,
        response: { 200: wcCode, ...errors },
      },
    },
    (req) =>
      codes.matchWcCodeFor(
        ctx,
        scope(req, req.query.companyId),
        req.query.workTypeId,
        req.query.hourlyRate,
        req.query.date,
      ),
  );
  app.post(
    '/api/wc-codes',
    {
      config: admin,
      schema: {
        tags: ['wc codes'],
        summary: 'Add a WC code to a work type',
        body: wcCodeRequest,
        response: { 201: wcCode, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await codes.createWcCode(ctx, scope(req), req.body)),
  );
  app.post(
    '/api/wc-codes/multiple',
    {
      config: admin,
      schema: {
        tags: ['wc codes'],
        summary: "Set a work type's codes: one (No Threshold) or a below/above pair",
        body: wcCodesMultipleRequest,
        response: { 201: z.array(wcCode), ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await codes.replaceWcCodes(ctx, scope(req), req.body)),
  );
  app.put(
    '/api/wc-codes/:id',
    {
      config: admin,
      schema: {
        tags: ['wc codes'],
        summary: 'Change a WC code',
        params: idParams('WC code'),
        body: wcCodeRequest,
        response: { 200: wcCode, ...errors },
      },
    },
    (req) => codes.updateWcCode(ctx, scope(req), req.params.id, req.body),
  );
  app.put(
    '/api/wc-codes/:id/toggle-status',
    {
      config: admin,
      schema: {
        tags: ['wc codes'],
        summary: 'Activate or deactivate a WC code',
        params: idParams('WC code'),
        response: { 200: wcCode, ...errors },
      },
    },
    (req) => codes.toggleWcCode(ctx, scope(req), req.params.id),
  );
};
