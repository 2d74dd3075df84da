import {
  messageText,
  type FieldError,
  type MessageCode,
  type MessageParams,
} from '@sitehours/contract';

interface AppErrorDetails {
  params?: MessageParams;
  fieldErrors?: FieldError[];
  /** Further members of the answer (`expired`, `remainingAttempts`). */
  extra?: Record<string, unknown>;
}

/**
 * The one application error: an HTTP status, the class of failure (`error`: `not_found`…) and
 * the message by its code in the catalogue, whose English text is the error's message.
 */
export class AppError extends Error {
  readonly params?: MessageParams;
  readonly fieldErrors?: FieldError[];
  readonly extra?: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    readonly error: string,
    readonly code: MessageCode,
    details: AppErrorDetails = {},
  ) {
    super(messageText(code, details.params));
    this.params = details.params;
    this.fieldErrors = details.fieldErrors;
    this.extra = details.extra;
  }
}

/** A field at fault, its text from the catalogue. */
export const fieldIssue = (
  path: string,
  code: MessageCode,
  params?: MessageParams,
): FieldError => ({
  path,
  msg: messageText(code, params),
  code,
  ...(params ? { params } : {}),
});

export const badRequest = (code: MessageCode, params?: MessageParams) =>
  new AppError(400, 'validation_error', code, { params });
/** 400 naming one field; the answer's message is the field's. */
export const fieldError = (path: string, code: MessageCode, params?: MessageParams) =>
  new AppError(400, 'validation_error', code, {
    params,
    fieldErrors: [fieldIssue(path, code, params)],
  });
/** 400 naming several fields; the answer's message is the first one's. */
export const invalidFields = (fieldErrors: [FieldError, ...FieldError[]]) =>
  new AppError(400, 'validation_error', fieldErrors[0].code, {
    params: fieldErrors[0].params,
    fieldErrors,
  });
export const unauthorized = (
  code: MessageCode = 'authenticationRequired',
  extra?: Record<string, unknown>,
) => new AppError(401, 'unauthorized', code, { extra });
export const forbidden = (code: MessageCode = 'forbidden') => new AppError(403, 'forbidden', code);
export const notFound = (code: MessageCode = 'notFound', params?: MessageParams) =>
  new AppError(404, 'not_found', code, { params });
/** 409; with `path`, also naming the field that clashes. */
export const conflict = (code: MessageCode, path?: string) =>
  new AppError(409, 'conflict', code, path ? { fieldErrors: [fieldIssue(path, code)] } : {});
