import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  crew,
  crewDay,
  crewDayQuery,
  crewDayRequest,
  crewDayResult,
  errorResponse,
} from '@sitehours/contract';
import { ANY_COMPANY_USER } from '../../platform/access';
import type { AppContext } from '../../platform/app-context';
import { companyScopeOf, type Principal } from '../../platform/principal';
import * as service from './crew-day.service';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const tags = ['crew day'];

/** A crew lead records the crew's day (decision 0026). */
export const crewDayRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Any company user: who leads which crew is read from the crews themselves.
  const config = { access: ANY_COMPANY_USER };
  const actor = (req: { principal?: Principal }) =>
    service.crewDayActor(req.principal, companyScopeOf(req.principal));

  app.get(
    '/api/crew-day/crews',
    {
      config,
      schema: {
        tags,
        summary: 'The crews I may record the day of',
        response: { 200: z.array(crew), ...errors },
      },
    },
    (req) => service.myCrews(ctx, actor(req)),
  );
  app.get(
    '/api/crew-day',
    {
      config,
      schema: {
        tags,
        summary: "A crew's day: each member's entries of the date and their signature",
        querystring: crewDayQuery,
        response: { 200: crewDay, ...errors },
      },
    },
    (req) => service.crewDayOf(ctx, actor(req), req.query),
  );
  app.post(
    '/api/crew-day',
    {
      config,
      schema: {
        tags,
        summary: "Record a crew's day in one submit (all rows or none; each client id once)",
        body: crewDayRequest,
        response: { 201: crewDayResult, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await service.submitCrewDay(ctx, actor(req), req.body)),
  );
};
