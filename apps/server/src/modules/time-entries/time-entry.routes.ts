import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  successMessageResponse,
  entryHistoryItem,
  errorResponse,
  listTimeEntriesQuery,
  ptoType,
  timeEntry,
  timeEntryRequest,
} from '@sitehours/contract';
import { ANY_COMPANY_USER, COMPANY_ADMIN } from '../../platform/access';
import type { AppContext } from '../../platform/app-context';
import { companyScopeOf } from '../../platform/principal';
import { entryActor } from './entry-actor';
import { listPtoTypes } from './other-type.service';
import * as entries from './time-entry.service';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const idParams = z.object({ id: z.uuid('entryIdNotUuid') });
const tags = ['time entries'];
const weekResponse = z.array(timeEntry);

/**
 * The JSON of each week answer, encoded once: a week kept in memory (see `listEntries`) is the
 * same array on every fetch until it changes, and encoding it again was a fifth of a fetch's CPU.
 */
const encodedWeeks = new WeakMap<object, string>();
function weekJson(week: z.output<typeof weekResponse>): string {
  let json = encodedWeeks.get(week);
  if (json === undefined) {
    // What the response serializer would do: checked against the schema, then stringified.
    json = JSON.stringify(weekResponse.encode(week));
    encodedWeeks.set(week, json);
  }
  return json;
}

export const timeEntryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = { access: ANY_COMPANY_USER };
  const actor = (req: { principal?: Parameters<typeof companyScopeOf>[0] }) =>
    entryActor(req.principal, companyScopeOf(req.principal));

  app.get(
    '/api/time-entries',
    {
      config: { ...config, apiScope: 'time:read' },
      schema: {
        tags,
        summary: "A worker's entries between two days (one's own unless manager or admin)",
        querystring: listTimeEntriesQuery,
        response: { 200: weekResponse, ...errors },
      },
    },
    async (req, reply) => {
      const week = await entries.listEntries(ctx, actor(req), req.query);
      // A JSON string with a JSON content type is sent as it is, without the serializer.
      return reply.type('application/json; charset=utf-8').send(weekJson(week) as never);
    },
  );

  app.post(
    '/api/time-entries',
    {
      config: { ...config, apiScope: 'time:write' },
      schema: {
        tags,
        summary: 'Record an entry (a repeated clientId returns the entry saved before)',
        body: timeEntryRequest,
        response: { 200: timeEntry, 201: timeEntry, ...errors },
      },
    },
    async (req, reply) => {
      const result = await entries.createEntry(
        ctx,
        actor(req),
        req.body,
        req.body.userId ?? req.body.targetUserId,
      );
      return reply.code(result.created ? 201 : 200).send(result.entry);
    },
  );

  app.post(
    '/api/time-entries/admin-create',
    {
      config: { access: { roles: ['company_admin', 'company_manager'] }, apiScope: 'time:write' },
      schema: {
        tags,
        summary: 'Record an entry for another worker',
        body: timeEntryRequest,
        response: { 200: timeEntry, 201: timeEntry, ...errors },
      },
    },
    async (req, reply) => {
      const result = await entries.createEntry(
        ctx,
        actor(req),
        req.body,
        req.body.targetUserId ?? req.body.userId,
      );
      return reply.code(result.created ? 201 : 200).send(result.entry);
    },
  );

  app.put(
    '/api/time-entries/:id',
    {
      config: { ...config, apiScope: 'time:write' },
      schema: {
        tags,
        summary: 'Change an entry (approved ones: admins only)',
        params: idParams,
        body: timeEntryRequest,
        response: { 200: timeEntry, ...errors },
      },
    },
    (req) => entries.updateEntry(ctx, actor(req), req.params.id, req.body),
  );

  app.delete(
    '/api/time-entries/:id',
    {
      config: { ...config, apiScope: 'time:write' },
      schema: {
        tags,
        summary: 'Delete an entry (approved ones: admins only, with a reason)',
        params: idParams,
        querystring: z.object({ reason: z.string().trim().max(500).optional() }),
        response: { 200: successMessageResponse, ...errors },
      },
    },
    (req) => entries.deleteEntry(ctx, actor(req), req.params.id, req.query.reason || undefined),
  );

  app.get(
    '/api/time-entries/:id/history',
    {
      config: { access: COMPANY_ADMIN },
      schema: {
        tags,
        summary: 'Every change to an entry: who, when, what and why (also after deletion)',
        params: idParams,
        response: { 200: z.array(entryHistoryItem), ...errors },
      },
    },
    (req) => entries.historyOf(ctx, actor(req), req.params.id),
  );

  // 'Other' (PTO) types
  app.get(
    '/api/pto-types',
    {
      config,
      schema: {
        tags: ['time entries'],
        summary: "The company's 'Other' (PTO) types",
        response: { 200: z.array(ptoType), ...errors },
      },
    },
    (req) => listPtoTypes(ctx, companyScopeOf(req.principal)),
  );
};
