import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  wcAuditQuery,
  wcAuditResponse,
  wcBandApplyResponse,
  wcBandChange,
  wcBandChangeRequest,
  wcBandChangesQuery,
  wcBandPreviewResponse,
} from '@sitehours/contract';
import { COMPANY_ADMIN } from '../../platform/access';
import { fileAnswer } from '../../platform/openapi-operations';
import type { AppContext } from '../../platform/app-context';
import { companyScopeOf, type Principal } from '../../platform/principal';
import type { AdjustmentActor } from '../pay-periods/adjustments';
import { wcAuditCsv, wcAuditFileName, wcAuditPdf } from './wc-audit-files';
import { wcAudit } from './wc-audit.service';
import { applyBandChange, listBandChanges, previewBandChange } from './wc-band-changes.service';
import { fromReplica } from '../../platform/replica-reads';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['wc audit'];

function actorOf(principal: Principal | undefined): AdjustmentActor {
  if (principal?.kind === 'user')
    return { userId: principal.userId, actorId: principal.userId, actorLabel: principal.email };
  return {
    userId: null,
    actorId: null,
    actorLabel: principal?.kind === 'global_admin' ? `${principal.email} (support)` : 'unknown',
  };
}

/** The WC audit packet and WC thresholds that take effect from a date (decision 0027). */
export const wcAuditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = { access: COMPANY_ADMIN };

  app.get(
    '/api/wc-audit',
    {
      config,
      schema: {
        tags,
        summary:
          'WC audit packet of a policy period: payroll per worker and class code, as JSON, CSV or PDF',
        querystring: wcAuditQuery,
        response: {
          200: fileAnswer('The packet as JSON, or its CSV or PDF file', {
            'application/json': wcAuditResponse,
            'text/csv': 'text',
            'application/pdf': 'bytes',
          }),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const range = { startDate: req.query.startDate, endDate: req.query.endDate };
      const format = req.query.format;
      const { audit, timeCards } = await fromReplica(req, reply, () =>
        wcAudit(ctx, companyScopeOf(req.principal), range, { withTimeCards: format === 'pdf' }),
      );
      if (format === 'json') return audit;
      const file =
        format === 'pdf'
          ? { body: await wcAuditPdf(audit, timeCards!), type: 'application/pdf' }
          : { body: wcAuditCsv(audit), type: 'text/csv; charset=utf-8' };
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${wcAuditFileName(format, range)}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.post(
    '/api/wc-band-changes/preview',
    {
      config,
      schema: {
        tags,
        summary: 'What new WC code bands from a date would move: entries, hours and premium',
        body: wcBandChangeRequest,
        response: { 200: wcBandPreviewResponse, ...errors, 409: errorResponse },
      },
    },
    (req) => previewBandChange(ctx, companyScopeOf(req.principal), req.body),
  );

  app.post(
    '/api/wc-band-changes',
    {
      config,
      schema: {
        tags,
        summary: 'Apply new WC code bands from a date: re-code open entries, adjust closed ones',
        body: wcBandChangeRequest,
        response: { 201: wcBandApplyResponse, ...errors, 409: errorResponse },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await applyBandChange(
            ctx,
            companyScopeOf(req.principal),
            actorOf(req.principal),
            req.body,
          ),
        ),
  );

  app.get(
    '/api/wc-band-changes',
    {
      config,
      schema: {
        tags,
        summary: "A work type's WC band changes, latest first",
        querystring: wcBandChangesQuery,
        response: { 200: z.array(wcBandChange), ...errors },
      },
    },
    (req) => listBandChanges(ctx, companyScopeOf(req.principal), req.query.workTypeId),
  );
};
