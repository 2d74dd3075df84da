import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  reviewListResponse,
  reviewQuery,
  reviewRequest,
  reviewResponse,
  submitWeekResponse,
  unsubmitWeekResponse,
  weekRequest,
} from '@sitehours/contract';
import { ANY_COMPANY_USER } from '../../platform/access';
import type { AppContext } from '../../platform/app-context';
import { companyScopeOf, type Principal } from '../../platform/principal';
import * as service from './approvals.service';

const errors = { 400: errorResponse, 403: errorResponse, 409: errorResponse };
const tags = ['approvals'];
const actorOf = (principal: Principal | undefined) =>
  service.stepActor(principal, companyScopeOf(principal));

/**
 * The approval steps before the admin's payroll approval (decision 0027): a worker submits their
 * week; a job's managers, a crew's leads and the admins review. Who may review is decided per
 * entry by the service.
 */
export const approvalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = { access: ANY_COMPANY_USER };
  app.post(
    '/api/approvals/submit',
    {
      config,
      schema: {
        tags,
        summary: "Submit the signed-in worker's week for review (repeating is harmless)",
        body: weekRequest,
        response: { 200: submitWeekResponse, ...errors },
      },
    },
    (req) => service.submitWeek(ctx, actorOf(req.principal), req.body.weekStart),
  );
  app.post(
    '/api/approvals/unsubmit',
    {
      config,
      schema: {
        tags,
        summary: "Take the signed-in worker's week back, before it is reviewed",
        body: weekRequest,
        response: { 200: unsubmitWeekResponse, ...errors },
      },
    },
    (req) => service.unsubmitWeek(ctx, actorOf(req.principal), req.body.weekStart),
  );
  app.get(
    '/api/approvals/review',
    {
      config,
      schema: {
        tags,
        summary: "The range's entries the caller reviews, by worker and day",
        querystring: reviewQuery,
        response: { 200: reviewListResponse, ...errors },
      },
    },
    (req) => service.reviewList(ctx, actorOf(req.principal), req.query),
  );
  app.post(
    '/api/approvals/review',
    {
      config,
      schema: {
        tags,
        summary: 'Review the given entries; those not the caller’s are named as refused',
        body: reviewRequest,
        response: { 200: reviewResponse, ...errors },
      },
    },
    (req) => service.reviewEntries(ctx, actorOf(req.principal), req.body.entryIds),
  );
};
