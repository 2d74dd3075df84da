import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdKiosk,
  daySignature,
  errorResponse,
  kiosk,
  kioskInfo,
  kioskPunch,
  kioskPunchRequest,
  kioskPunchResult,
  kioskPunchesQuery,
  kioskRequest,
  kioskSignOffRequest,
  kioskStateRequest,
  kioskWorkerState,
} from '@sitehours/contract';
import { COMPANY_ADMIN, kioskCredential, type RouteAccess } from '../../platform/access';
import type { AppContext } from '../../platform/app-context';
import { companyScopeOf, type Principal } from '../../platform/principal';
import * as service from './kiosks.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The kiosk behind the device credential, on the kiosk's own routes. */
    kiosk?: service.KioskDevice;
  }
}

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};
const kioskParams = z.object({ id: z.uuid('invalidValue') });
const photoParams = kioskParams.extend({ punchId: z.uuid('invalidValue') });

/**
 * Kiosks: the admin sets one up for a site and reviews its punches; the tablet, with its device
 * credential alone, shows the workers' names and punches and signs with their PINs.
 */
export const kioskRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const admin = { access: COMPANY_ADMIN };
  const device: { access: RouteAccess } = { access: 'kiosk' };
  const scopeOf = (req: { principal?: Principal }) => companyScopeOf(req.principal);
  const kioskOf = (req: { kiosk?: service.KioskDevice }) => req.kiosk!;

  // The access check let through a request with a kiosk credential; here it must be a live one.
  app.decorateRequest('kiosk', undefined);
  app.addHook('onRequest', async (req) => {
    if (req.routeOptions.config.access !== 'kiosk') return;
    req.kiosk = await service.kioskOfCredential(ctx, kioskCredential(req) ?? '');
  });

  const tags = ['kiosks'];
  app.get(
    '/api/kiosks',
    {
      config: admin,
      schema: {
        tags,
        summary: "The company's kiosks",
        response: { 200: z.array(kiosk), ...errors },
      },
    },
    (req) => service.listKiosks(ctx, scopeOf(req)),
  );

  app.post(
    '/api/kiosks',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Set up a kiosk for a job; its device credential is answered this once',
        body: kioskRequest,
        response: { 201: createdKiosk, ...errors },
      },
    },
    async (req, reply) => {
      const by = req.principal?.kind === 'user' ? req.principal.userId : null;
      return reply.code(201).send(await service.createKiosk(ctx, scopeOf(req), by, req.body));
    },
  );

  app.delete(
    '/api/kiosks/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Revoke a kiosk: its credential is refused at once',
        params: kioskParams,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    (req) => service.revokeKiosk(ctx, scopeOf(req), req.params.id),
  );

  app.get(
    '/api/kiosks/:id/punches',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The punches made at a kiosk on a day (today when none is named)',
        params: kioskParams,
        querystring: kioskPunchesQuery.partial(),
        response: { 200: z.array(kioskPunch), ...errors },
      },
    },
    (req) => service.kioskPunches(ctx, scopeOf(req), req.params.id, req.query.date),
  );

  app.get(
    '/api/kiosks/:id/punches/:punchId/photo',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The photo taken at a kiosk punch',
        params: photoParams,
        response: {
          200: {
            description: 'The photo, a JPEG image',
            content: {
              'image/jpeg': {
                schema: z.instanceof(fs.ReadStream).meta({ type: 'string', format: 'binary' }),
              },
            },
          },
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const file = await service.kioskPhoto(ctx, scopeOf(req), req.params.id, req.params.punchId);
      return reply
        .type('image/jpeg')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'")
        .header('content-disposition', 'inline')
        .send(fs.createReadStream(file));
    },
  );

  const deviceTags = ['kiosk device'];
  app.get(
    '/api/kiosk',
    {
      config: device,
      schema: {
        tags: deviceTags,
        summary: "The kiosk's site, the company's worker names and the site's work types",
        response: { 200: kioskInfo, ...errors },
      },
    },
    (req) => service.kioskInfo(ctx, kioskOf(req)),
  );

  app.post(
    '/api/kiosk/state',
    {
      config: device,
      schema: {
        tags: deviceTags,
        summary: 'Where a worker stands, with their PIN',
        body: kioskStateRequest,
        response: { 200: kioskWorkerState, ...errors },
      },
    },
    (req) => service.workerState(ctx, kioskOf(req), req.body),
  );

  app.post(
    '/api/kiosk/punches',
    {
      config: device,
      schema: {
        tags: deviceTags,
        summary:
          'A punch at the kiosk with the worker’s PIN (a repeated clientId is recorded once)',
        body: kioskPunchRequest,
        response: { 200: kioskPunchResult, 201: kioskPunchResult, ...errors },
      },
    },
    async (req, reply) => {
      const result = await service.kioskPunch(ctx, kioskOf(req), req.body);
      return reply.code(result.created ? 201 : 200).send(result.punch);
    },
  );

  app.post(
    '/api/kiosk/sign-offs',
    {
      config: device,
      schema: {
        tags: deviceTags,
        summary: 'A worker signs or disputes their day at the kiosk, with their PIN',
        body: kioskSignOffRequest,
        response: {
          200: z.object({ signature: daySignature, alerted: z.boolean() }),
          ...errors,
        },
      },
    },
    (req) => service.kioskSignOff(ctx, kioskOf(req), req.body),
  );
};
