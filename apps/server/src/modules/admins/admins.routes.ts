import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createGlobalAdminRequest,
  errorResponse,
  globalAdmin,
  globalAdminStatusRequest,
  updateGlobalAdminRequest,
} from '@sitehours/contract';
import type { AppContext } from '../../platform/app-context';
import type { GlobalAdminPrincipal } from '../../platform/principal';
import * as admins from './admin.service';

const idParams = z.object({ id: z.uuid('adminIdInvalid') });
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = { access: 'global_admin' as const };
  const tags = ['global admins'];

  app.get(
    '/api/admin/global-admins',
    {
      config,
      schema: { tags, summary: 'List platform operators', response: { 200: z.array(globalAdmin) } },
    },
    () => admins.listGlobalAdmins(ctx),
  );

  app.post(
    '/api/admin/global-admins',
    {
      config,
      schema: {
        tags,
        summary: 'Add a platform operator',
        body: createGlobalAdminRequest,
        response: { 201: globalAdmin, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await admins.createGlobalAdminAccount(ctx, req.body)),
  );

  app.put(
    '/api/admin/global-admins/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edit a platform operator (a blank password leaves it unchanged)',
        params: idParams,
        body: updateGlobalAdminRequest,
        response: { 200: globalAdmin, ...errors },
      },
    },
    (req) => admins.updateGlobalAdminAccount(ctx, req.params.id, req.body),
  );

  app.put(
    '/api/admin/global-admins/:id/status',
    {
      config,
      schema: {
        tags,
        summary: 'Activate or deactivate a platform operator',
        params: idParams,
        body: globalAdminStatusRequest,
        response: { 200: globalAdmin, ...errors },
      },
    },
    (req) =>
      admins.setGlobalAdminStatus(
        ctx,
        req.principal as GlobalAdminPrincipal,
        req.params.id,
        req.body.isActive,
      ),
  );
};
