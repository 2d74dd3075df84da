import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certifiedPayroll,
  certifiedPayrollFileQuery,
  certifiedPayrollList,
  certifiedPayrollListQuery,
  certifiedPayrollWeekQuery,
  deductionsImportRequest,
  deductionsRequest,
  deductionsResult,
  errorResponse,
  publicWorksJob,
  publicWorksJobList,
  publicWorksRequest,
  publicWorksSettings,
  signCertifiedPayrollRequest,
  wageClassification,
  wageClassificationRequest,
  workerClassificationRequest,
  workerIdentity,
  workerIdentityQuery,
  workerIdentityRequest,
} from '@sitehours/contract';
import { ANY_COMPANY_USER, COMPANY_ADMIN } from '../../platform/access';
import { fileAnswer } from '../../platform/openapi-operations';
import type { AppContext } from '../../platform/app-context';
import { companyScopeOf } from '../../platform/principal';
import { entryActor } from '../time-entries/entry-actor';
import { certifiedPayrollFile } from './certified-payroll-files';
import * as payroll from './certified-payroll.service';
import * as publicWorks from './public-works.service';
import * as identity from './worker-identity.service';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const tags = ['certified payroll'];
const id = (label: string) => z.uuid(`${label} id must be a UUID`);
const config = { access: COMPANY_ADMIN };

/**
 * Public-works jobs, their wage determinations, workers' identifying details and the weekly
 * certified payroll (decision 0028). Company admins only, but for the classifications a worker
 * chooses from on the timesheet.
 */
export const certifiedPayrollRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/public-works-jobs',
    {
      config,
      schema: {
        tags,
        summary: "The company's public-works jobs",
        response: { 200: publicWorksJobList, ...errors },
      },
    },
    (req) => publicWorks.listPublicWorksJobs(ctx, companyScopeOf(req.principal)),
  );

  app.get(
    '/api/jobs/:id/public-works',
    {
      config,
      schema: {
        tags,
        summary:
          "A job's public-works settings, classifications and workers' default classifications",
        params: z.object({ id: id('Job') }),
        response: { 200: publicWorksJob, ...errors },
      },
    },
    (req) => publicWorks.getPublicWorksJob(ctx, companyScopeOf(req.principal), req.params.id),
  );

  app.put(
    '/api/jobs/:id/public-works',
    {
      config,
      schema: {
        tags,
        summary: 'Mark a job prevailing-wage (public works), or change its settings',
        params: z.object({ id: id('Job') }),
        body: publicWorksRequest,
        response: { 200: publicWorksSettings, ...errors },
      },
    },
    (req) =>
      publicWorks.savePublicWorks(ctx, companyScopeOf(req.principal), req.params.id, req.body),
  );

  app.delete(
    '/api/jobs/:id/public-works',
    {
      config,
      schema: {
        tags,
        summary: 'Turn a public-works job back to hours only (refused once a payroll is signed)',
        params: z.object({ id: id('Job') }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await publicWorks.removePublicWorks(ctx, companyScopeOf(req.principal), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/jobs/:id/classifications',
    {
      config: { access: ANY_COMPANY_USER },
      schema: {
        tags,
        summary: "A job's active classifications (none for a job that is not public works)",
        params: z.object({ id: id('Job') }),
        response: { 200: z.array(wageClassification), ...errors },
      },
    },
    (req) => publicWorks.jobClassifications(ctx, companyScopeOf(req.principal), req.params.id),
  );

  app.post(
    '/api/jobs/:id/classifications',
    {
      config,
      schema: {
        tags,
        summary: "Add a classification of a public-works job's wage determination, with its rates",
        params: z.object({ id: id('Job') }),
        body: wageClassificationRequest,
        response: { 201: wageClassification, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await publicWorks.saveClassification(
            ctx,
            companyScopeOf(req.principal),
            { jobId: req.params.id },
            req.body,
          ),
        ),
  );

  app.put(
    '/api/classifications/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a classification and its rates',
        params: z.object({ id: id('Classification') }),
        body: wageClassificationRequest,
        response: { 200: wageClassification, ...errors },
      },
    },
    (req) =>
      publicWorks.saveClassification(
        ctx,
        companyScopeOf(req.principal),
        { id: req.params.id },
        req.body,
      ),
  );

  app.put(
    '/api/jobs/:id/worker-classifications/:userId',
    {
      config,
      schema: {
        tags,
        summary: "Set or clear a worker's default classification on a public-works job",
        params: z.object({ id: id('Job'), userId: id('User') }),
        body: workerClassificationRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await publicWorks.setWorkerClassification(
        ctx,
        companyScopeOf(req.principal),
        req.params.id,
        req.params.userId,
        req.body.classificationId,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/staff/:id/identity',
    {
      config,
      schema: {
        tags,
        summary: "A worker's identifying details (company admins only; the full number on reveal)",
        params: z.object({ id: id('User') }),
        querystring: workerIdentityQuery,
        response: { 200: workerIdentity, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const scope = companyScopeOf(req.principal);
      return identity.getWorkerIdentity(
        ctx,
        scope,
        entryActor(req.principal, scope).actorLabel,
        req.params.id,
        req.query.reveal,
      );
    },
  );

  app.put(
    '/api/staff/:id/identity',
    {
      config,
      schema: {
        tags,
        summary: "Set a worker's identifying number and address",
        params: z.object({ id: id('User') }),
        body: workerIdentityRequest,
        response: { 200: workerIdentity, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const scope = companyScopeOf(req.principal);
      return identity.saveWorkerIdentity(
        ctx,
        scope,
        {
          id: entryActor(req.principal, scope).userId,
          label: entryActor(req.principal, scope).actorLabel,
        },
        req.params.id,
        req.body,
      );
    },
  );

  app.get(
    '/api/certified-payrolls',
    {
      config,
      schema: {
        tags,
        summary: "A public-works job's weeks and their certified payrolls, newest first",
        querystring: certifiedPayrollListQuery,
        response: { 200: certifiedPayrollList, ...errors },
      },
    },
    (req) => payroll.listCertifiedPayrolls(ctx, companyScopeOf(req.principal), req.query.jobId),
  );

  app.get(
    '/api/certified-payrolls/week',
    {
      config,
      schema: {
        tags,
        summary:
          "A week's certified payroll: as signed, or computed from approved time with its warnings",
        querystring: certifiedPayrollWeekQuery,
        response: { 200: certifiedPayroll, ...errors },
      },
    },
    (req) =>
      payroll.certifiedPayrollWeekOf(
        ctx,
        companyScopeOf(req.principal),
        req.query.jobId,
        req.query.weekStart,
      ),
  );

  app.put(
    '/api/certified-payrolls/deductions',
    {
      config,
      schema: {
        tags,
        summary: "Workers' deductions for a week (FICA, withholding, other), typed",
        body: deductionsRequest,
        response: { 200: deductionsResult, ...errors },
      },
    },
    (req) =>
      payroll.saveDeductions(
        ctx,
        entryActor(req.principal, companyScopeOf(req.principal)),
        req.body,
      ),
  );

  app.post(
    '/api/certified-payrolls/deductions/import',
    {
      config,
      schema: {
        tags,
        summary: "Workers' deductions for a week from the payroll system's CSV",
        body: deductionsImportRequest,
        response: { 200: deductionsResult, ...errors },
      },
    },
    (req) =>
      payroll.importDeductions(
        ctx,
        entryActor(req.principal, companyScopeOf(req.principal)),
        req.body,
      ),
  );

  app.post(
    '/api/certified-payrolls/sign',
    {
      config,
      schema: {
        tags,
        summary:
          "Sign a week's statement of compliance: the payroll is numbered, frozen and recorded",
        body: signCertifiedPayrollRequest,
        response: { 201: certifiedPayroll, ...errors },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await payroll.signCertifiedPayroll(
            ctx,
            entryActor(req.principal, companyScopeOf(req.principal)),
            req.body,
          ),
        ),
  );

  app.get(
    '/api/certified-payrolls/:id/file',
    {
      config,
      schema: {
        tags,
        summary:
          'A signed certified payroll as a WH-347-layout PDF, a CSV or an LCPtracker import file',
        params: z.object({ id: id('Certified payroll') }),
        querystring: certifiedPayrollFileQuery,
        response: {
          200: fileAnswer('The payroll (the LCPtracker file is a CSV)', {
            'application/pdf': 'bytes',
            'text/csv': 'text',
          }),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const doc = await payroll.signedCertifiedPayroll(
        ctx,
        companyScopeOf(req.principal),
        req.params.id,
      );
      const file = await certifiedPayrollFile(doc, req.query.format);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
