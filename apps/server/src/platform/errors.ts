import type { FieldError } from '@sitehours/contract';

/** The one application error: a code, an HTTP status and a message safe to show. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: FieldError[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: FieldError[]) =>
  new AppError(400, 'validation_error', message, fieldErrors);
export const fieldError = (path: string, msg: string) =>
  new AppError(400, 'validation_error', msg, [{ path, msg }]);
export const unauthorized = (
  message = 'Authentication required',
  extra?: Record<string, unknown>,
) => new AppError(401, 'unauthorized', message, undefined, extra);
export const forbidden = (message = 'Forbidden: Access denied') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string, fieldErrors?: FieldError[]) =>
  new AppError(409, 'conflict', message, fieldErrors);
