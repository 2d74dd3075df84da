import { CLIENT_ERROR_LIMITS } from '../rules/client-errors';
import { z } from 'zod';

/**
 * Characters that would let a report forge or hide log lines: control characters (line breaks
 * and escapes among them), line and paragraph separators, direction overrides and marks, and
 * halves of surrogate pairs.
 */
const UNSAFE_IN_LOG = /[\p{Cc}\p{Cs}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/;

/** One line of text as it may be logged: unsafe characters become spaces. */
export const oneLogLine = (text: string): string => text.replace(UNSAFE_IN_LOG, ' ').trim();

/** A stack as logged: its non-empty lines, each cleaned and cut, at most so many of them. */
export const logLines = (text: string): string[] =>
  text
    .split(LINE_BREAK)
    .map(oneLogLine)
    .filter((line) => line !== '')
    .slice(0, CLIENT_ERROR_LIMITS.stackLines)
    .map((line) => line.slice(0, CLIENT_ERROR_LIMITS.lineLength));

const text = (field: keyof typeof CLIENT_ERROR_LIMITS) =>
  z
    .string({ error: `${field} must be text` })
    .max(
      CLIENT_ERROR_LIMITS[field],
      `${field} must be at most ${CLIENT_ERROR_LIMITS[field]} characters`,
    );

/** POST /api/client-errors: known fields only; the output is what the server logs. */
export const clientErrorReport = z.strictObject({
  message: text('message').transform(oneLogLine),
  stack: text('stack').transform(logLines).optional(),
  componentStack: text('componentStack').transform(logLines).optional(),
  url: text('url').transform(oneLogLine).optional(),
  userAgent: text('userAgent').transform(oneLogLine).optional(),
});
export type ClientErrorReport = z.input<typeof clientErrorReport>;
