/**
 * What a crash report of the web app may hold. Anyone may send one (the crash screen shows
 * before or after sign-in), so each field is bounded and what reaches the log is cleaned.
 */
export const CLIENT_ERROR_LIMITS = {
  message: 1000,
  stack: 10_000,
  componentStack: 10_000,
  url: 2000,
  userAgent: 500,
  /** Lines of a stack that are logged. */
  stackLines: 50,
  /** Characters of one logged stack line. */
  lineLength: 300,
} as const;
