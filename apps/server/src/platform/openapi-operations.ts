import type { SwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { errorResponse } from '@sitehours/contract';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from './access';
import './openapi-components';
import { OPERATION_IDS } from './openapi-operation-ids';
import { API_DESCRIPTION, SECURITY_SCHEMES, TAGS, finishDocument } from './openapi-document';

/** The key of a route in `OPERATION_IDS`. */
export const operationKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/**
 * A file answer (CSV, PDF, XLSX…) for a route's `response`, by the media types it may come as:
 * text, bytes, or JSON of a schema. Fastify sends a file's text or bytes as they are: their
 * schema only tells a client what to expect.
 */
export function fileAnswer<Json extends z.ZodType = z.ZodNever>(
  description: string,
  mediaTypes: Record<string, 'text' | 'bytes' | Json>,
) {
  const schemaOf = (kind: 'text' | 'bytes' | Json) =>
    typeof kind !== 'string'
      ? kind
      : z
          .custom<string | Buffer>()
          .meta(kind === 'text' ? { type: 'string' } : { type: 'string', format: 'binary' });
  return {
    description,
    content: Object.fromEntries(
      Object.entries(mediaTypes).map(([type, kind]) => [type, { schema: schemaOf(kind) }]),
    ),
  };
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The error answers a route can give by what it declares: 400 when it reads input (the fields
 * at fault in `errors`), 401 and 403 when it needs a credential (a role, or an API key, may be
 * refused), 404 when its path names a record, 413 and 415 when it reads a body (too large, or of
 * a type it does not read), 429 when it is rate limited (an API key's routes are). A route
 * declares any other (409, 423, 503) with its schema.
 */
function derivedErrorStatuses(
  method: string,
  url: string,
  schema: FastifySchema,
  config: { access?: RouteAccess; rateLimit?: unknown; apiScope?: string },
): number[] {
  const { access, rateLimit, apiScope } = config;
  const hasPathId = url.includes('/:');
  const readsBody = Boolean(schema.body) || BODY_METHODS.has(method);
  const statuses: number[] = [];
  if (readsBody || schema.querystring || schema.params || hasPathId) statuses.push(400);
  // An API key is refused (403) on every signed-in route but the company routes of its scopes.
  if (access !== 'public') statuses.push(401, 403);
  if (hasPathId) statuses.push(404);
  if (readsBody) statuses.push(413, 415);
  if (rateLimit || apiScope) statuses.push(429);
  return statuses;
}

function securityOf(
  access: RouteAccess | undefined,
  apiScope: string | undefined,
): Record<string, string[]>[] {
  if (access === 'public') return [];
  if (access === 'kiosk') return [{ kiosk: [] }];
  return apiScope ? [{ bearer: [] }, { apiKey: [apiScope] }] : [{ bearer: [] }];
}

/**
 * Completes a route's operation before its zod schemas are turned into JSON Schema: its
 * operationId, its security requirement and the error answers it can give. Routes outside the
 * API (the web app's files, the documentation itself) are left out.
 */
const completeOperation: SwaggerTransform = (input) => {
  const { route, url } = input;
  if (!url.startsWith('/api/') || url.startsWith('/api/docs')) {
    return { schema: { hide: true }, url };
  }
  const schema = input.schema ?? {};
  const config = (route.config ?? {}) as {
    access?: RouteAccess;
    rateLimit?: unknown;
    apiScope?: string;
  };
  const declared = (schema.response ?? {}) as Record<string, unknown>;
  const method = [route.method].flat()[0] ?? 'GET';
  const response: Record<string, unknown> = {};
  for (const status of derivedErrorStatuses(method, url, schema, config)) {
    response[status] = errorResponse;
  }
  Object.assign(response, declared);
  const completed = {
    ...schema,
    operationId: OPERATION_IDS[operationKey(method, url)],
    security: securityOf(config.access, config.apiScope),
    response: Object.fromEntries(Object.entries(response).sort(([a], [b]) => a.localeCompare(b))),
  };
  return jsonSchemaTransform({ ...input, schema: completed });
};

const transformObject: SwaggerTransformObject = (documentObject) =>
  finishDocument(jsonSchemaTransformObject(documentObject) as Record<string, unknown>);

/** The registration of `@fastify/swagger`: the document's frame and how each route joins it. */
export function openApiOptions(): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SiteHours API',
        version: '1.0.0',
        description: API_DESCRIPTION,
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
      security: [{ bearer: [] }],
    },
    transform: completeOperation,
    transformObject,
  };
}
