import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companySummary, errorResponse } from '@sitehours/contract';
import type { AppContext } from '../../platform/app-context';
import { getCompanyBranding } from './company.service';

export const companyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/companies/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['companies'],
        summary: "The caller's company, for branding",
        params: z.object({ id: z.uuid('Company id must be a UUID') }),
        response: { 200: companySummary, 404: errorResponse },
      },
    },
    (req) => getCompanyBranding(ctx, req.principal, req.params.id),
  );
};
