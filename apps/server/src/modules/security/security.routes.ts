import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  failedLoginsResponse,
  securityCompaniesResponse,
  securityEventsResponse,
  securityUsersResponse,
} from '@sitehours/contract';
import type { AppContext } from '../../platform/app-context';
import * as security from './security.service';

export const securityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = { access: 'global_admin' as const };
  const tags = ['security dashboard'];
  app.get(
    '/api/admin/security/events',
    {
      config,
      schema: {
        tags,
        summary: 'Summary and recent security events, last 7 days',
        response: { 200: securityEventsResponse },
      },
    },
    () => security.securityOverview(ctx),
  );
  app.get(
    '/api/admin/security/companies',
    {
      config,
      schema: {
        tags,
        summary: 'Top 5 companies by failed sign-ins, last 7 days',
        response: { 200: securityCompaniesResponse },
      },
    },
    () => security.topCompanies(ctx),
  );
  app.get(
    '/api/admin/security/users',
    {
      config,
      schema: {
        tags,
        summary: 'Top 5 accounts by failed sign-ins, last 7 days',
        response: { 200: securityUsersResponse },
      },
    },
    () => security.suspiciousUsers(ctx),
  );
  app.get(
    '/api/admin/security/failed-logins',
    {
      config,
      schema: {
        tags,
        summary: 'The 15 most recent failed sign-ins',
        response: { 200: failedLoginsResponse },
      },
    },
    () => security.recentFailedLogins(ctx),
  );
};
