import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  issueMessage,
  isMessageCode,
  messageText,
  type FieldError,
  type MessageCode,
  type MessageParams,
} from '@sitehours/contract';
import { AppError } from './errors';

// 22021: text PostgreSQL cannot store (a NUL character), which no validation rule forbids.
const PG_INVALID_INPUT = new Set([
  '22P02',
  '22007',
  '22008',
  '22003',
  '22001',
  '22021',
  '23502',
  '23514',
]);

/** Postgres error code of a driver error, which drizzle wraps as `cause`. */
export function pgCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Connection failures, shutdowns and overload of the database: worth retrying shortly. */
const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300', '53400']);
const DRIVER_UNAVAILABLE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|Connection terminated|terminating connection|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  const code = pgCode(err);
  if (code && (code.startsWith('08') || PG_UNAVAILABLE.has(code))) return true;
  for (let e: unknown = err, i = 0; i < 4 && e instanceof Error; i++, e = e.cause) {
    const errno = (e as { code?: unknown }).code;
    if (typeof errno === 'string' && DRIVER_UNAVAILABLE.test(errno)) return true;
    if (DRIVER_UNAVAILABLE.test(e.message)) return true;
  }
  return false;
}

/** An error answer: its class, its message by code, and the English text of that message. */
export function errorBody(error: string, code: MessageCode, params?: MessageParams) {
  return { error, message: messageText(code, params), code, ...(params ? { params } : {}) };
}

/** Fastify's own refusals of a request it could not read. */
const FASTIFY_CODES: Record<string, MessageCode> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bodyEmptyJson',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bodyInvalidJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bodyLengthMismatch',
};

/** zod's own messages ("Invalid input: …") do not name the field, so the path is put in front. */
const GENERIC_MESSAGE = /^(Invalid|Expected|Too (big|small)|Unrecognized|Required)/;
function readableMessage(e: FieldError): string {
  return GENERIC_MESSAGE.test(e.msg) && e.path ? `${e.path}: ${e.msg}` : e.msg;
}

/**
 * A field of a schema validation failure. The contract's schemas give a code as their message,
 * sent as its English text; zod's own texts are kept as zod wrote them, with a generic code.
 */
function fieldOf(
  v: { instancePath: string; keyword: string; message?: string; params: object },
  context: string,
): FieldError {
  const message = v.message ?? 'invalidValue';
  const { code, params } = issueMessage({ ...v.params, code: v.keyword, message });
  return {
    path: v.instancePath.replace(/^\//, '').replace(/\//g, '.') || context,
    msg: isMessageCode(message) ? messageText(code, params) : message,
    code,
    ...(params ? { params } : {}),
  };
}

/**
 * One error shape for every failure: `{ error, message }`, plus `errors` naming the fields of a
 * validation failure. Details of unexpected errors go to the log, never to the client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => fieldOf(v, String(err.validationContext ?? 'body')));
      const first = errors[0];
      if (!first) return reply.code(400).send(errorBody('validation_error', 'invalidRequest'));
      return reply.code(400).send({
        error: 'validation_error',
        message: readableMessage(first),
        code: first.code,
        ...(first.params ? { params: first.params } : {}),
        errors,
      });
    }
    if (err instanceof AppError) {
      return reply.code(err.statusCode).send({
        ...errorBody(err.error, err.code, err.params),
        ...(err.fieldErrors ? { errors: err.fieldErrors } : {}),
        ...err.extra,
      });
    }
    const code = pgCode(err);
    if (code === '23505') {
      return reply.code(409).send(errorBody('conflict', 'recordExists'));
    }
    if (code && PG_INVALID_INPUT.has(code)) {
      return reply.code(400).send(errorBody('validation_error', 'errorValidation'));
    }
    if (code === '42501') {
      req.log.warn({ err }, 'row-level security refused a write');
      return reply.code(404).send(errorBody('not_found', 'notFound'));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      const seconds = (err as { seconds?: number }).seconds ?? 60;
      return reply.code(429).send(errorBody('rate_limited', 'tooManyRequests', { seconds }));
    }
    if (status >= 400 && status < 500) {
      // Fastify's known refusals get their code; any other keeps its words under a generic one.
      const known = err.code ? FASTIFY_CODES[err.code] : undefined;
      return reply.code(status).send({
        ...errorBody(err.code ?? 'bad_request', known ?? 'invalidRequest'),
        message: known ? messageText(known) : err.message,
      });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: err.message }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(errorBody('unavailable', 'serviceUnavailable'));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody('internal_error', 'errorServer'));
  });
}
