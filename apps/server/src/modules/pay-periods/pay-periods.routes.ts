import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  closePayPeriodRequest,
  errorResponse,
  payPeriod,
  payPeriodList,
  payPeriodsQuery,
  reopenPayPeriodRequest,
} from '@sitehours/contract';
import { COMPANY_ADMIN } from '../../platform/access';
import type { AppContext } from '../../platform/app-context';
import { companyScopeOf } from '../../platform/principal';
import { entryActor } from '../time-entries/entry-actor';
import * as service from './pay-periods.service';

const errors = { 400: errorResponse, 403: errorResponse, 409: errorResponse };
const tags = ['pay periods'];

/** Pay periods: listed for admins and managers, closed and reopened by admins (decision 0027). */
export const payPeriodRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/pay-periods',
    {
      config: { access: { roles: ['company_admin', 'company_manager'] } },
      schema: {
        tags,
        summary: "The company's pay periods in a range, newest first, with their totals",
        querystring: payPeriodsQuery,
        response: { 200: payPeriodList, ...errors },
      },
    },
    (req) => service.listPayPeriods(ctx, companyScopeOf(req.principal), req.query),
  );
  app.post(
    '/api/pay-periods/close',
    {
      config: { access: COMPANY_ADMIN },
      schema: {
        tags,
        summary: 'Close a pay period: its entries become final for every role',
        body: closePayPeriodRequest,
        response: { 200: payPeriod, ...errors },
      },
    },
    (req) =>
      service.closePayPeriod(
        ctx,
        entryActor(req.principal, companyScopeOf(req.principal)),
        req.body.startDate,
      ),
  );
  app.post(
    '/api/pay-periods/reopen',
    {
      config: { access: COMPANY_ADMIN },
      schema: {
        tags,
        summary: 'Reopen a closed pay period, with a reason',
        body: reopenPayPeriodRequest,
        response: { 200: payPeriod, ...errors },
      },
    },
    (req) =>
      service.reopenPayPeriod(
        ctx,
        entryActor(req.principal, companyScopeOf(req.principal)),
        req.body,
      ),
  );
};
