/**
 * What a company can subscribe a URL to. Each event is sent once per subscription that names it,
 * signed, with an id that stays the same through every retry and resend.
 */
export const WEBHOOK_EVENTS = [
  'entry.created',
  'entry.updated',
  'entry.deleted',
  'entry.approved',
  'pay_period.closed',
  'export.created',
  'injury.reported',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Longest subscription URL and description. */
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;

/** At most this many subscriptions a company (each event is written once per subscription). */
export const WEBHOOK_ENDPOINTS_MAX = 20;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * When each attempt of a delivery is due, counted from the start of its retry window (the event,
 * or an admin's resend): at once, then after 5 s, 5 min, 30 min, 2 h, 6 h, 12 h and 24 h. The
 * Standard Webhooks convention's schedule (Svix's), ended at 24 hours.
 */
export const WEBHOOK_ATTEMPT_OFFSETS_MS = [
  0,
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  6 * HOUR,
  12 * HOUR,
  24 * HOUR,
] as const;

/** The least time between a failed try and the next. */
const RETRY_GAP_MS = 5 * SECOND;

/** How long one attempt may take before it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10 * SECOND;

/**
 * When the next attempt of a delivery is due after `attemptsMade` failed ones, or null once the
 * schedule is spent (the delivery has failed). A retry is never due sooner than 5 s after the try
 * that failed (one made late, the server having been down, does not set off the rest at once).
 */
export function webhookNextAttemptAt(
  windowStart: Date,
  attemptsMade: number,
  now: Date,
): Date | null {
  const offset = WEBHOOK_ATTEMPT_OFFSETS_MS[attemptsMade];
  if (offset === undefined) return null;
  const due = windowStart.getTime() + offset;
  return new Date(Math.max(due, now.getTime() + (attemptsMade === 0 ? 0 : RETRY_GAP_MS)));
}

/**
 * Why a try got no answer, as its log keeps it: no answer within the timeout, the connection
 * refused or dropped, the name not found, a private address refused (production), the webhook
 * paused or removed before the try, or anything else.
 */
export const WEBHOOK_FAILURES = [
  'timeout',
  'refused',
  'reset',
  'unresolved',
  'private',
  'paused',
  'failed',
] as const;
export type WebhookFailure = (typeof WEBHOOK_FAILURES)[number];

/** An answer that counts as delivered: any 2xx (Standard Webhooks). */
export function webhookAccepted(status: number): boolean {
  return status >= 200 && status < 300;
}
