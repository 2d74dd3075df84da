import { messageText } from '@sitehours/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; database: string }> = async (
  app,
  { ctx, database },
) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({
            status: z.literal('unavailable'),
            database: z.string(),
            message: z.string(),
          }),
        },
      },
    },
    async (_req, reply) => {
      try {
        await ctx.db.execute(sql`select 1`);
        return { status: 'ok' as const, database };
      } catch {
        return reply.code(503).send({
          status: 'unavailable' as const,
          database,
          message: messageText('databaseUnreachable'),
        });
      }
    },
  );
};
