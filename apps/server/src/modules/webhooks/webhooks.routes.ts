import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdWebhook,
  errorResponse,
  webhook,
  webhookDelivery,
  webhookDeliveryParams,
  webhookParams,
  webhookRequest,
  webhookUpdate,
} from '@sitehours/contract';
import { COMPANY_ADMIN } from '../../platform/access';
import type { AppContext } from '../../platform/app-context';
import { companyScopeOf, managingActor } from '../../platform/principal';
import * as service from './webhooks.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['webhooks'];

/**
 * A company's webhook subscriptions and their delivery log, managed by its admins: never with an
 * API key, as no webhook route declares an API scope.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = { access: COMPANY_ADMIN };

  app.get(
    '/api/webhooks',
    {
      config,
      schema: {
        tags,
        summary: "The company's webhook subscriptions (never their secrets)",
        response: { 200: z.array(webhook), ...errors },
      },
    },
    (req) => service.listWebhooks(ctx, companyScopeOf(req.principal)),
  );

  app.post(
    '/api/webhooks',
    {
      config,
      schema: {
        tags,
        summary: 'Subscribe a receiver to events; its signing secret is answered this once',
        body: webhookRequest,
        response: { 201: createdWebhook, ...errors, 409: errorResponse },
      },
    },
    async (req, reply) => {
      const created = await service.createWebhook(
        ctx,
        companyScopeOf(req.principal),
        managingActor(req.principal),
        req.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/webhooks/:id',
    {
      config,
      schema: {
        tags,
        summary: "Change a subscription's address, events or note, or pause and resume it",
        params: webhookParams,
        body: webhookUpdate,
        response: { 200: webhook, ...errors },
      },
    },
    (req) => service.updateWebhook(ctx, companyScopeOf(req.principal), req.params.id, req.body),
  );

  app.delete(
    '/api/webhooks/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a subscription: nothing more is sent to it',
        params: webhookParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await service.deleteWebhook(ctx, companyScopeOf(req.principal), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      config,
      schema: {
        tags,
        summary: "A subscription's latest deliveries, each with its latest tries",
        params: webhookParams,
        response: { 200: z.array(webhookDelivery), ...errors },
      },
    },
    (req) => service.listDeliveries(ctx, companyScopeOf(req.principal), req.params.id),
  );

  app.post(
    '/api/webhooks/:id/deliveries/:deliveryId/resend',
    {
      config,
      schema: {
        tags,
        summary: 'Send a delivery again at once, with the same event id',
        params: webhookDeliveryParams,
        response: { 200: webhookDelivery, ...errors, 409: errorResponse },
      },
    },
    (req) =>
      service.resendDelivery(
        ctx,
        companyScopeOf(req.principal),
        req.params.id,
        req.params.deliveryId,
      ),
  );
};
