import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crew, crewRequest, errorResponse } from '@sitehours/contract';
import { COMPANY_ADMIN } from '../../platform/access';
import type { AppContext } from '../../platform/app-context';
import { companyScopeOf } from '../../platform/principal';
import * as service from './crews.service';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const tags = ['crews'];
const idParams = z.object({ id: z.uuid('Crew id must be a UUID') });

/** Crews, kept by the company's admins. */
export const crewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = { access: COMPANY_ADMIN };
  app.get(
    '/api/crews',
    {
      config,
      schema: { tags, summary: "The company's crews", response: { 200: z.array(crew), ...errors } },
    },
    (req) => service.listCrews(ctx, companyScopeOf(req.principal)),
  );
  app.post(
    '/api/crews',
    {
      config,
      schema: {
        tags,
        summary: 'Create a crew',
        body: crewRequest,
        response: { 201: crew, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await service.createCrew(ctx, companyScopeOf(req.principal), req.body)),
  );
  app.put(
    '/api/crews/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a crew: name, default job, members and leads, active',
        params: idParams,
        body: crewRequest,
        response: { 200: crew, ...errors },
      },
    },
    (req) => service.updateCrew(ctx, companyScopeOf(req.principal), req.params.id, req.body),
  );
  app.delete(
    '/api/crews/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a crew (the entries of its days stay)',
        params: idParams,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    (req) => service.deleteCrew(ctx, companyScopeOf(req.principal), req.params.id),
  );
};
