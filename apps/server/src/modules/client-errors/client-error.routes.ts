import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientErrorReport, errorResponse } from '@sitehours/contract';
import type { AppContext } from '../../platform/app-context';

/** Largest report body read: the contract's field limits, with room for JSON escapes. */
const REPORT_BODY_LIMIT = 64 * 1024;

/**
 * Crash reports from the web app's error screen land in the server log. Anyone may send one, so
 * a report holds known fields only, each bounded; what is logged has no line breaks or other
 * control characters (the contract cleans it), stacks are logged as a list of lines, and one
 * address may send 30 a minute.
 */
export const clientErrorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/api/client-errors',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      bodyLimit: REPORT_BODY_LIMIT,
      schema: {
        tags: ['platform'],
        summary: 'Report a crash of the web app',
        body: clientErrorReport,
        response: { 204: z.null(), 400: errorResponse, 413: errorResponse, 429: errorResponse },
      },
    },
    async (req, reply) => {
      const report = req.body;
      ctx.log.error({ clientError: report, ip: req.ip }, 'web app crash reported');
      if (ctx.config.ERROR_REPORTING_URL) {
        // Forwarded without waiting: the report must never slow the crash screen.
        fetch(ctx.config.ERROR_REPORTING_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ...report,
            stack: report.stack?.join('\n'),
            componentStack: report.componentStack?.join('\n'),
          }),
          signal: AbortSignal.timeout(5000),
        }).catch((err: unknown) => ctx.log.warn({ err }, 'error report forwarding failed'));
      }
      return reply.code(204).send(null);
    },
  );
};
