import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REPORT_MESSAGES,
  complianceExceptionsResponse,
  errorResponse,
  reportRangeQuery,
  timeCardsQuery,
} from '@sitehours/contract';
import { ANY_COMPANY_USER } from '../../platform/access';
import { fileAnswer } from '../../platform/openapi-operations';
import type { AppContext } from '../../platform/app-context';
import { forbidden } from '../../platform/errors';
import { actsAsCompanyAdmin, companyScopeOf, type Principal } from '../../platform/principal';
import { complianceExceptions } from './compliance.service';
import { timeCards } from './time-cards.service';
import { fromReplica } from '../../platform/replica-reads';

const errors = { 400: errorResponse, 403: errorResponse };

/** Like the reports: company admins, and operators in a support session. */
function adminScope(principal: Principal | undefined) {
  if (!actsAsCompanyAdmin(principal)) throw forbidden(REPORT_MESSAGES.forbidden);
  return companyScopeOf(principal);
}

/** Meal and rest compliance of punched time (decision 0024). */
export const complianceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/compliance/exceptions',
    {
      config: { access: ANY_COMPANY_USER },
      schema: {
        tags: ['compliance'],
        summary: 'Exceptions of punched workdays between two days, and the premiums they owe',
        querystring: reportRangeQuery,
        response: { 200: complianceExceptionsResponse, ...errors },
      },
    },
    (req, reply) =>
      fromReplica(req, reply, () =>
        complianceExceptions(ctx, adminScope(req.principal), req.query),
      ),
  );
  app.get(
    '/api/compliance/time-cards',
    {
      config: { access: ANY_COMPANY_USER },
      schema: {
        tags: ['compliance'],
        summary: 'California time cards of up to 31 days, per worker and day, as CSV or PDF',
        querystring: timeCardsQuery,
        response: {
          200: fileAnswer('The time cards', { 'text/csv': 'text', 'application/pdf': 'bytes' }),
          404: errorResponse,
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const file = await fromReplica(req, reply, () =>
        timeCards(ctx, adminScope(req.principal), req.query),
      );
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
