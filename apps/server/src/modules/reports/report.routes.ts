import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REPORT_MESSAGES,
  approveBatchRequest,
  approveBatchResponse,
  payrollExportQuery,
  wcPayrollResponse,
  employeeSummaryResponse,
  entryIdsResponse,
  errorResponse,
  jobReportQuery,
  jobReportRow,
  reportRangeQuery,
  weeklyReportResponse,
} from '@sitehours/contract';
import { ANY_COMPANY_USER } from '../../platform/access';
import { fileAnswer } from '../../platform/openapi-operations';
import type { AppContext } from '../../platform/app-context';
import { forbidden } from '../../platform/errors';
import {
  actsAsCompanyAdmin,
  assertOwnCompany,
  companyScopeOf,
  signedInPerson,
  type Principal,
} from '../../platform/principal';
import * as reports from './report.service';
import { wcPayroll } from '../payroll/payroll.service';
import { exportPayroll } from '../exports/export-ledger.service';
import { exportActorOf, sendExport } from '../exports/export-reply';
import { fromReplica } from '../../platform/replica-reads';

const errors = { 400: errorResponse, 403: errorResponse };
const tags = ['reports'];

/** Reports are for company admins (and global admins in a support session), with the spec's refusal. */
function reportScope(principal: Principal | undefined) {
  if (!actsAsCompanyAdmin(principal)) throw forbidden(REPORT_MESSAGES.forbidden);
  return companyScopeOf(principal);
}

export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Every company user reaches the handler, which answers non-admins with the report's own 403 text.
  const access = { access: ANY_COMPANY_USER };
  // The report reads are open to an integration's key of the reports:read scope.
  const reportRead = { ...access, apiScope: 'reports:read' as const };

  app.get(
    '/api/time-entries/weekly-report',
    {
      config: reportRead,
      schema: {
        tags,
        summary: 'Weekly Entries: hours per employee and job / work type / WC code, per day',
        querystring: reportRangeQuery,
        response: { 200: weeklyReportResponse, ...errors },
      },
    },
    (req, reply) =>
      fromReplica(req, reply, () =>
        reports.weeklyReport(ctx, reportScope(req.principal), req.query),
      ),
  );
  app.get(
    '/api/time-entries/employee-weekly-report',
    {
      config: reportRead,
      schema: {
        tags,
        summary: 'Weekly Summary: hours per employee per day, with company totals',
        querystring: reportRangeQuery,
        response: { 200: employeeSummaryResponse, ...errors },
      },
    },
    (req, reply) =>
      fromReplica(req, reply, () =>
        reports.employeeSummary(ctx, reportScope(req.principal), req.query),
      ),
  );
  app.get(
    '/api/time-entries/job-worktype-report',
    {
      config: reportRead,
      schema: {
        tags,
        summary: 'Job Breakdown: hours per job and work type (detailed: per day and worker)',
        querystring: jobReportQuery,
        response: { 200: z.array(jobReportRow), ...errors },
      },
    },
    (req, reply) =>
      fromReplica(req, reply, () =>
        reports.jobBreakdown(ctx, reportScope(req.principal), {
          ...req.query,
          detailed: req.query.detailed === 'true',
        }),
      ),
  );
  app.get(
    '/api/time-entries/ids',
    {
      config: reportRead,
      schema: {
        tags,
        summary: 'Ids of the pending entries of a range (for Approve All)',
        querystring: reportRangeQuery,
        response: { 200: entryIdsResponse, ...errors },
      },
    },
    (req) => reports.pendingEntryIds(ctx, reportScope(req.principal), req.query),
  );
  app.post(
    '/api/time-entries/approve-batch',
    {
      config: access,
      schema: {
        tags,
        summary: 'Approve the given entries (repeating is harmless)',
        body: approveBatchRequest,
        response: { 200: approveBatchResponse, ...errors },
      },
    },
    (req) => {
      const scope = reportScope(req.principal);
      assertOwnCompany(scope, req.body.companyId);
      const p = signedInPerson(req.principal);
      const approver =
        p.kind === 'user'
          ? { id: p.userId, label: p.email }
          : { id: p.adminId, label: `${p.email} (support)` };
      return reports.approveBatch(ctx, scope, approver, req.body.entryIds);
    },
  );

  app.get(
    '/api/time-entries/wc-payroll-report',
    {
      config: reportRead,
      schema: {
        tags,
        summary: "Workers' compensation payroll: hours, wages and estimated premium per class code",
        querystring: reportRangeQuery,
        response: { 200: wcPayrollResponse, ...errors },
      },
    },
    (req, reply) =>
      fromReplica(req, reply, () => wcPayroll(ctx, reportScope(req.principal), req.query)),
  );

  app.get(
    '/api/time-entries/payroll-export',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Payroll file for the range: generic CSV, QuickBooks Desktop timer IIF or Gusto CSV, kept in the export ledger (headers X-Export-Id, X-Export-Sha256)',
        querystring: payrollExportQuery,
        response: {
          200: fileAnswer('The payroll file: CSV, or a QuickBooks IIF text', {
            'text/csv': 'text',
            'text/plain': 'text',
          }),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const scope = reportScope(req.principal);
      const range = { startDate: req.query.startDate, endDate: req.query.endDate };
      const file = await exportPayroll(
        ctx,
        scope,
        exportActorOf(req.principal),
        req.query.format,
        range,
      );
      return sendExport(reply, file);
    },
  );
};
