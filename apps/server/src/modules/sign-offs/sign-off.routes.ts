import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CREW_MESSAGES,
  STAFF_MESSAGES,
  companyAlert,
  daySignature,
  dayQuestions,
  dayQuestionsRequest,
  dayInZone,
  errorResponse,
  messageText,
  pinRequest,
  signOffListQuery,
  signOffRequest,
  signOffRow,
  dayQuestion,
} from '@sitehours/contract';
import { eq } from 'drizzle-orm';
import { withTenant } from '../../db/scoped';
import { companies } from '../../db/schema';
import { ANY_COMPANY_USER, COMPANY_ADMIN } from '../../platform/access';
import type { AppContext } from '../../platform/app-context';
import { notFound } from '../../platform/errors';
import { companyScopeOf, type Principal } from '../../platform/principal';
import { clearPin, setPin } from './pins';
import * as service from './sign-off.service';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const tags = ['sign-offs'];
const userParams = z.object({ id: z.uuid('userIdNotUuid') });
const alertParams = z.object({ id: z.uuid('Alert id must be a UUID') });

/** Day sign-off, personal PINs, end-of-day questions and the alerts they raise (decision 0026). */
export const signOffRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const actorOf = (req: { principal?: Principal }) =>
    service.signActor(req.principal, companyScopeOf(req.principal));

  app.post(
    '/api/sign-offs',
    {
      config: { access: ANY_COMPANY_USER },
      schema: {
        tags,
        summary:
          "A worker signs or disputes their day: their own, or on the lead's device with their PIN",
        body: signOffRequest,
        response: { 200: z.object({ signature: daySignature, alerted: z.boolean() }), ...errors },
      },
    },
    (req) => service.recordSignOff(ctx, actorOf(req), req.body),
  );

  app.get(
    '/api/sign-offs/mine',
    {
      config: { access: ANY_COMPANY_USER },
      schema: {
        tags,
        summary: 'The days the signed-in worker has to sign (or disputed), in the last month',
        response: {
          200: z.object({ questions: z.array(dayQuestion), days: z.array(signOffRow) }),
          ...errors,
        },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const [company] = await withTenant(ctx.db, actor.scope, (tx) =>
        tx
          .select({ timeZone: companies.timeZone })
          .from(companies)
          .where(eq(companies.id, actor.scope.companyId)),
      );
      return service.mySignOffs(ctx, actor, dayInZone(new Date(), company?.timeZone ?? 'UTC'));
    },
  );

  app.get(
    '/api/sign-offs',
    {
      config: { access: { roles: ['company_admin', 'company_manager'] } },
      schema: {
        tags,
        summary: 'Review: the days that need or have a signature, with answers and disputes',
        querystring: signOffListQuery,
        response: { 200: z.array(signOffRow), ...errors },
      },
    },
    (req) => service.listSignOffs(ctx, actorOf(req), req.query),
  );

  app.put(
    '/api/me/pin',
    {
      config: { access: ANY_COMPANY_USER },
      schema: {
        tags,
        summary: 'Set my personal PIN (it also unlocks a locked one)',
        body: pinRequest,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      if (!actor.userId) throw notFound();
      await setPin(ctx.db, actor.scope, actor.userId, req.body.pin);
      return { message: messageText(CREW_MESSAGES.pinSaved) };
    },
  );

  app.delete(
    '/api/users/:id/pin',
    {
      config: { access: COMPANY_ADMIN },
      schema: {
        tags,
        summary: "Clear a worker's PIN (forgotten or locked); they set a new one",
        params: userParams,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (req) => {
      if (!(await clearPin(ctx.db, companyScopeOf(req.principal), req.params.id)))
        throw notFound(STAFF_MESSAGES.notFound);
      return { success: true as const };
    },
  );

  app.get(
    '/api/day-questions',
    {
      config: { access: ANY_COMPANY_USER },
      schema: {
        tags,
        summary: 'The end-of-day questions',
        response: { 200: dayQuestions, ...errors },
      },
    },
    (req) => {
      const scope = companyScopeOf(req.principal);
      return withTenant(ctx.db, scope, (tx) => service.dayQuestionsOf(tx, scope));
    },
  );

  app.put(
    '/api/day-questions',
    {
      config: { access: COMPANY_ADMIN },
      schema: {
        tags,
        summary: 'Set the end-of-day questions and whether signatures are required before approval',
        body: dayQuestionsRequest,
        response: { 200: dayQuestions, ...errors },
      },
    },
    (req) => service.saveDayQuestions(ctx, companyScopeOf(req.principal), req.body),
  );

  app.get(
    '/api/alerts',
    {
      config: { access: COMPANY_ADMIN },
      schema: {
        tags,
        summary: "The company's alerts (injuries reported)",
        response: { 200: z.array(companyAlert), ...errors },
      },
    },
    (req) => service.listAlerts(ctx, companyScopeOf(req.principal)),
  );

  app.post(
    '/api/alerts/:id/seen',
    {
      config: { access: COMPANY_ADMIN },
      schema: {
        tags,
        summary: 'Mark an alert as seen',
        params: alertParams,
        response: { 200: companyAlert, ...errors },
      },
    },
    (req) =>
      service.markAlertSeen(
        ctx,
        companyScopeOf(req.principal),
        req.params.id,
        req.principal?.kind === 'user' ? req.principal.userId : null,
      ),
  );
};
