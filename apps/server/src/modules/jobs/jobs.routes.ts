import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  job,
  jobRequest,
  jobWorkTypesRequest,
  linkCountResponse,
  workType,
} from '@sitehours/contract';
import { ANY_COMPANY_USER, COMPANY_ADMIN } from '../../platform/access';
import type { AppContext } from '../../platform/app-context';
import { ownCompanyScope, type Principal } from '../../platform/principal';
import * as jobsService from './job.service';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const idParams = (label: string) => z.object({ id: z.uuid(`${label} id must be a UUID`) });

/** Jobs and the work types bookable on each (company spec §7). */
export const jobRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const admin = { access: COMPANY_ADMIN };
  const anyone = { access: ANY_COMPANY_USER };
  const scope = (req: { principal?: Principal }, companyId?: string | null) =>
    ownCompanyScope(req.principal, companyId);

  // Jobs
  app.get(
    '/api/jobs/all',
    {
      config: admin,
      schema: {
        tags: ['jobs'],
        summary: 'All jobs, active and inactive',
        response: { 200: z.array(job), ...errors },
      },
    },
    (req) => jobsService.listJobs(ctx, scope(req), true),
  );
  app.get(
    '/api/jobs',
    {
      config: anyone,
      schema: {
        tags: ['jobs'],
        summary: 'Active jobs',
        response: { 200: z.array(job), ...errors },
      },
    },
    (req) => jobsService.listJobs(ctx, scope(req), false),
  );
  app.post(
    '/api/jobs',
    {
      config: admin,
      schema: {
        tags: ['jobs'],
        summary: 'Add a job (optionally with its work types)',
        body: jobRequest,
        response: { 201: job, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await jobsService.createJob(ctx, scope(req, req.body.companyId), req.body)),
  );
  app.put(
    '/api/jobs/:id',
    {
      config: admin,
      schema: {
        tags: ['jobs'],
        summary: 'Change a job, or activate / deactivate it with isActive',
        params: idParams('Job'),
        body: jobRequest,
        response: { 200: job, ...errors },
      },
    },
    (req) => jobsService.updateJob(ctx, scope(req, req.body.companyId), req.params.id, req.body),
  );
  app.get(
    '/api/job-work-types/job/:id/work-types',
    {
      config: anyone,
      schema: {
        tags: ['jobs'],
        summary: 'The active work types bookable on a job',
        params: idParams('Job'),
        response: { 200: z.array(workType), ...errors },
      },
    },
    (req) => jobsService.jobWorkTypesOf(ctx, scope(req), req.params.id),
  );
  app.post(
    '/api/job-work-types/job/:id/work-types',
    {
      config: admin,
      schema: {
        tags: ['jobs'],
        summary: "Set a job's work types",
        params: idParams('Job'),
        body: jobWorkTypesRequest,
        response: { 200: linkCountResponse, ...errors },
      },
    },
    (req) => jobsService.setJobWorkTypes(ctx, scope(req), req.params.id, req.body.workTypeIds),
  );
};
