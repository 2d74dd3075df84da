import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiKey,
  apiKeyParams,
  apiKeyRequest,
  createdApiKey,
  errorResponse,
} from '@sitehours/contract';
import { COMPANY_ADMIN } from '../../platform/access';
import type { AppContext } from '../../platform/app-context';
import { companyScopeOf, managingActor } from '../../platform/principal';
import * as service from './api-keys.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['api keys'];

/**
 * A company's API keys, managed by its admins: never with a key, as no key route declares an
 * API scope.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = { access: COMPANY_ADMIN };

  app.get(
    '/api/api-keys',
    {
      config,
      schema: {
        tags,
        summary: "The company's API keys (never their secrets)",
        response: { 200: z.array(apiKey), ...errors },
      },
    },
    (req) => service.listApiKeys(ctx, companyScopeOf(req.principal)),
  );

  app.post(
    '/api/api-keys',
    {
      config,
      schema: {
        tags,
        summary: 'Create an API key; its credential is answered this once',
        body: apiKeyRequest,
        response: { 201: createdApiKey, ...errors },
      },
    },
    async (req, reply) => {
      const created = await service.createApiKey(
        ctx,
        companyScopeOf(req.principal),
        managingActor(req.principal),
        req.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/api-keys/:id/revoke',
    {
      config,
      schema: {
        tags,
        summary: 'Revoke an API key: the next request made with it is refused',
        params: apiKeyParams,
        response: { 200: apiKey, ...errors },
      },
    },
    (req) =>
      service.revokeApiKey(
        ctx,
        companyScopeOf(req.principal),
        managingActor(req.principal),
        req.params.id,
      ),
  );
};
