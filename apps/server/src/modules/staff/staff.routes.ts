import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCountResponse,
  toggledStaffUser,
  createUserRequest,
  errorResponse,
  listUsersQuery,
  staffUser,
  toggleUserStatusRequest,
  updateUserRequest,
} from '@sitehours/contract';
import { COMPANY_ADMIN } from '../../platform/access';
import type { AppContext } from '../../platform/app-context';
import { actsAsCompanyAdmin, companyScopeOf } from '../../platform/principal';
import * as staff from './staff.service';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const idParams = z.object({ id: z.uuid('userIdNotUuid') });
const tags = ['staff'];

export const staffRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const admin = { access: COMPANY_ADMIN };

  app.get(
    '/api/users',
    {
      // Managers read the list for the timesheet's user selector; pay is shown to admins only.
      config: { access: { roles: ['company_admin', 'company_manager'] }, apiScope: 'staff:manage' },
      schema: {
        tags,
        summary: "The company's users (includeInactive=false for active only)",
        querystring: listUsersQuery,
        response: { 200: z.array(staffUser), ...errors },
      },
    },
    (req) =>
      staff.listUsers(
        ctx,
        companyScopeOf(req.principal),
        req.query.includeInactive !== 'false',
        actsAsCompanyAdmin(req.principal),
      ),
  );
  app.get(
    '/api/users/admin-count',
    {
      config: admin,
      schema: {
        tags,
        summary: 'How many active company admins there are',
        response: { 200: adminCountResponse },
      },
    },
    (req) => staff.activeAdminCount(ctx, companyScopeOf(req.principal)),
  );
  app.get(
    '/api/users/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One user',
        params: idParams,
        response: { 200: staffUser, ...errors },
      },
    },
    (req) => staff.getUser(ctx, companyScopeOf(req.principal), req.params.id),
  );
  app.post(
    '/api/users',
    {
      config: { ...admin, apiScope: 'staff:manage' },
      schema: {
        tags,
        summary: 'Add a user (without a password, they are invited by email)',
        body: createUserRequest,
        response: { 201: staffUser, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await staff.createUser(ctx, companyScopeOf(req.principal), req.body)),
  );
  app.put(
    '/api/users/:id',
    {
      config: { ...admin, apiScope: 'staff:manage' },
      schema: {
        tags,
        summary: 'Change a user (the password only when given)',
        params: idParams,
        body: updateUserRequest,
        response: { 200: staffUser, ...errors },
      },
    },
    (req) => staff.updateUser(ctx, companyScopeOf(req.principal), req.params.id, req.body),
  );
  app.put(
    '/api/users/:id/toggle-status',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Activate or deactivate a user (deactivation signs them out)',
        params: idParams,
        body: toggleUserStatusRequest,
        response: { 200: toggledStaffUser, ...errors },
      },
    },
    (req) =>
      staff.setUserStatus(ctx, companyScopeOf(req.principal), req.params.id, req.body?.is_active),
  );
};
