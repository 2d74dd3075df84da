import { WEBHOOK_EVENTS, type WebhookEvent, type WebhookFailure } from '@sitehours/contract/rules';
import type { WebhookAttempt, WebhookDelivery } from '@sitehours/contract/schemas';

/** Each event's plain-language text key (its code's dots and underscores kept out of the key). */
export const EVENT_TEXTS = {
  'entry.created': 'event.entryCreated',
  'entry.updated': 'event.entryUpdated',
  'entry.deleted': 'event.entryDeleted',
  'entry.approved': 'event.entryApproved',
  'pay_period.closed': 'event.payPeriodClosed',
  'export.created': 'event.exportCreated',
  'injury.reported': 'event.injuryReported',
} as const satisfies Record<WebhookEvent, string>;

/** The events in the contract's order, whatever order they were ticked in. */
export const orderedEvents = (chosen: readonly string[]): WebhookEvent[] =>
  WEBHOOK_EVENTS.filter((e) => chosen.includes(e));

/** A subscription's state as the list shows it. */
export const webhookState = (hook: { enabled: boolean }): 'active' | 'paused' =>
  hook.enabled ? 'active' : 'paused';

/**
 * Where a delivery stands: delivered, failed for good, waiting for its first try, or retrying at
 * `at` after a refused try.
 */
export type DeliveryState =
  | { kind: 'delivered' }
  | { kind: 'failed' }
  | { kind: 'sending' }
  | { kind: 'retrying'; at: string };

export function deliveryState(
  delivery: Pick<WebhookDelivery, 'status' | 'nextAttemptAt' | 'attempts'>,
): DeliveryState {
  if (delivery.status === 'delivered') return { kind: 'delivered' };
  if (delivery.status === 'failed') return { kind: 'failed' };
  if (delivery.attempts.length === 0 || !delivery.nextAttemptAt) return { kind: 'sending' };
  return { kind: 'retrying', at: delivery.nextAttemptAt };
}

/** Deliveries and their tries, the latest first (as the server sends them, kept if it did not). */
export function latestFirst(deliveries: readonly WebhookDelivery[]): WebhookDelivery[] {
  const byTimeDesc =
    <T>(at: (x: T) => string) =>
    (a: T, b: T) =>
      at(b).localeCompare(at(a));
  return [...deliveries]
    .sort(byTimeDesc((d) => d.createdAt))
    .map((d) => ({ ...d, attempts: [...d.attempts].sort(byTimeDesc((a) => a.at)) }));
}

/** Whether the log should keep refreshing: a delivery is still being tried. */
export const anyPending = (deliveries: readonly WebhookDelivery[] | undefined): boolean =>
  deliveries?.some((d) => d.status === 'pending') ?? false;

/** What a try came to: the receiver's HTTP status, or why there was none. */
export function attemptOutcome(
  attempt: Pick<WebhookAttempt, 'statusCode' | 'error'>,
): { kind: 'status'; code: number; ok: boolean } | { kind: 'error'; failure: WebhookFailure } {
  if (attempt.statusCode !== null)
    return {
      kind: 'status',
      code: attempt.statusCode,
      ok: attempt.statusCode >= 200 && attempt.statusCode < 300,
    };
  return { kind: 'error', failure: attempt.error ?? 'failed' };
}

export type WebhookField = 'url' | 'events' | 'description';

/** The form field a refusal names (`events.0` belongs to the events), else none. */
export function fieldOf(path: string | number | symbol | undefined): WebhookField | undefined {
  const head = typeof path === 'string' ? path.split('.')[0] : undefined;
  return head === 'url' || head === 'events' || head === 'description' ? head : undefined;
}
