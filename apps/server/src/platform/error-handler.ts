import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '@sitehours/contract';
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
function pgCode(err: unknown): string | undefined {
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

/** The answer while the database is away: clients retry, nothing is lost (writes were refused). */
export const UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again shortly.';

/** zod's own messages ("Invalid input: …") do not name the field, so the path is put in front. */
const GENERIC_MESSAGE = /^(Invalid|Expected|Too (big|small)|Unrecognized|Required)/;
function readableMessage(e: FieldError): string {
  return GENERIC_MESSAGE.test(e.msg) && e.path ? `${e.path}: ${e.msg}` : e.msg;
}

/**
 * One error shape for every failure: `{ error, message }`, plus `errors` naming the fields of a
 * validation failure. Details of unexpected errors go to the log, never to the client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: FieldError[] = err.validation.map((v) => ({
        path:
          v.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          String(err.validationContext ?? 'body'),
        msg: v.message ?? 'Invalid value',
      }));
      const first = errors[0];
      return reply.code(400).send({
        error: 'validation_error',
        message: first ? readableMessage(first) : 'Invalid request',
        errors,
      });
    }
    if (err instanceof AppError) {
      return reply.code(err.statusCode).send({
        error: err.code,
        message: err.message,
        ...(err.fieldErrors ? { errors: err.fieldErrors } : {}),
        ...err.extra,
      });
    }
    const code = pgCode(err);
    if (code === '23505') {
      return reply.code(409).send({ error: 'conflict', message: 'That record already exists.' });
    }
    if (code && PG_INVALID_INPUT.has(code)) {
      return reply
        .code(400)
        .send({ error: 'validation_error', message: 'The information provided is not valid.' });
    }
    if (code === '42501') {
      req.log.warn({ err }, 'row-level security refused a write');
      return reply.code(404).send({ error: 'not_found', message: 'Not found' });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ error: 'rate_limited', message: err.message });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: err.code ?? 'bad_request', message: err.message });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: err.message }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ error: 'unavailable', message: UNAVAILABLE_MESSAGE });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({
      error: 'internal_error',
      message: 'The server encountered an error. Please try again later.',
    });
  });
}
