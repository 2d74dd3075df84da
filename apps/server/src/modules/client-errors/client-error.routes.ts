import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientErrorReport } from '@sitehours/contract';
import type { AppContext } from '../../platform/app-context';

/** Crash reports from the web app's error screen land in the server log. */
export const clientErrorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/api/client-errors',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['platform'],
        summary: 'Report a crash of the web app',
        body: clientErrorReport,
      },
    },
    async (req, reply) => {
      ctx.log.error({ clientError: req.body, ip: req.ip }, 'web app crash reported');
      if (ctx.config.ERROR_REPORTING_URL) {
        // Forwarded without waiting: the report must never slow the crash screen.
        fetch(ctx.config.ERROR_REPORTING_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(req.body),
          signal: AbortSignal.timeout(5000),
        }).catch((err: unknown) => ctx.log.warn({ err }, 'error report forwarding failed'));
      }
      return reply.code(204).send();
    },
  );
};
