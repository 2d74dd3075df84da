import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  locationConsentRequest,
  punch,
  punchClock,
  punchRequest,
} from '@sitehours/contract';
import { ANY_COMPANY_USER } from '../../platform/access';
import type { AppContext } from '../../platform/app-context';
import { companyScopeOf, signedInPerson, type Principal } from '../../platform/principal';
import * as punchService from './punch.service';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const tags = ['punch clock'];

/** The punch clock of the signed-in worker (decision 0025). */
export const punchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = { access: ANY_COMPANY_USER };
  const actor = (req: { principal?: Principal }): punchService.PunchActor => ({
    scope: companyScopeOf(req.principal),
    userId: req.principal?.kind === 'user' ? req.principal.userId : null,
    label: signedInPerson(req.principal).email,
  });

  app.get(
    '/api/punch-clock',
    {
      config,
      schema: {
        tags,
        summary: "Where the signed-in worker stands, and the workday's punches",
        response: { 200: punchClock, ...errors },
      },
    },
    (req) => punchService.punchClockOf(ctx, actor(req)),
  );

  app.post(
    '/api/punches',
    {
      config,
      schema: {
        tags,
        summary:
          'Clock in, switch, start or end a meal, clock out (a repeated clientId is recorded once)',
        body: punchRequest,
        response: { 200: punch, 201: punch, ...errors },
      },
    },
    async (req, reply) => {
      const result = await punchService.recordPunch(ctx, actor(req), req.body);
      return reply.code(result.created ? 201 : 200).send(result.punch);
    },
  );

  app.put(
    '/api/punch-clock/location-consent',
    {
      config,
      schema: {
        tags,
        summary: 'Agree or refuse to have the position recorded at each punch',
        body: locationConsentRequest,
        response: {
          200: z.object({ locationConsent: z.enum(['granted', 'refused']) }),
          ...errors,
        },
      },
    },
    (req) => punchService.setLocationConsent(ctx, actor(req), req.body.granted),
  );
};
