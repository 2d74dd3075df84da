import { z } from 'zod';
import { WEBHOOK_MESSAGES } from '../messages/webhooks';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_FAILURES,
  WEBHOOK_URL_MAX,
} from '../rules/webhooks';

export const webhookEvent = z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.eventInvalid });

const webhookUrl = z
  .string({ error: WEBHOOK_MESSAGES.urlInvalid })
  .trim()
  .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlInvalid)
  .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_MESSAGES.urlInvalid }));

const webhookEvents = z
  .array(webhookEvent, { error: WEBHOOK_MESSAGES.eventsRequired })
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .max(WEBHOOK_EVENTS.length);

/** A new subscription: where to send, which events, and a note for the admins. */
export const webhookRequest = z.object({
  url: webhookUrl,
  events: webhookEvents,
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX).default(''),
});
export type WebhookRequest = z.input<typeof webhookRequest>;

/** A change to a subscription: any of its fields, or pausing and resuming it. */
export const webhookUpdate = z.object({
  url: webhookUrl.optional(),
  events: webhookEvents.optional(),
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX).optional(),
  enabled: z.boolean().optional(),
});
export type WebhookUpdate = z.input<typeof webhookUpdate>;

export const webhookParams = z.object({ id: z.uuid(WEBHOOK_MESSAGES.idInvalid) });
export const webhookDeliveryParams = webhookParams.extend({
  deliveryId: z.uuid(WEBHOOK_MESSAGES.deliveryIdInvalid),
});

/** A subscription as the company's list shows it: never its signing secret. */
export const webhook = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEvent),
  enabled: z.boolean(),
  createdAt: z.string(),
  createdByName: z.string(),
  /** Deliveries still being tried, and those that gave up, over the last 7 days. */
  pending: z.number().int(),
  failed: z.number().int(),
});
export type Webhook = z.infer<typeof webhook>;

/**
 * A subscription just created, with its signing secret (`whsec_…`, Standard Webhooks): answered
 * this once, kept encrypted.
 */
export const createdWebhook = webhook.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhook>;

export const webhookDeliveryStatus = z.enum(['pending', 'delivered', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatus>;

/** One try of a delivery: the receiver's HTTP status, or why there was none. */
export const webhookAttempt = z.object({
  at: z.string(),
  statusCode: z.number().int().nullable(),
  error: z.enum(WEBHOOK_FAILURES).nullable(),
  durationMs: z.number().int(),
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

/** An event sent (or being sent) to one subscription, with its tries, the latest first. */
export const webhookDelivery = z.object({
  id: z.string(),
  /** The event's id: the `webhook-id` header, the same on every try and resend. */
  eventId: z.string(),
  type: webhookEvent,
  status: webhookDeliveryStatus,
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  attempts: z.array(webhookAttempt),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** A time entry as events carry it: its stored fields after the change (before, for a delete). */
const webhookEntry = z.object({
  worker: z.string().meta({ description: "The worker's user id" }),
  date: z.string(),
  hours: z.string().meta({ description: 'Decimal hours, two places' }),
  job: z.string().nullable(),
  workType: z.string().nullable(),
  ptoType: z.string().nullable(),
  isPto: z.boolean(),
  wcCode: z.string().nullable(),
  compRate: z.string().nullable(),
  hourlyRate: z.string(),
  status: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  adjusts: z.string().nullable().meta({ description: 'The entry an adjustment corrects' }),
  notes: z.string().nullable(),
  classification: z.string().optional(),
  equipment: z.string().optional(),
});

const entryEventData = z.object({
  companyId: z.string(),
  entryId: z.string(),
  actor: z.string().meta({ description: 'Who made the change, as the history names them' }),
  actorId: z.string().nullable(),
  reason: z.string().nullable(),
  entry: webhookEntry.nullable(),
});

/**
 * What each event's body holds (the same bytes on every try): its type, when it happened and its
 * data. Signed per Standard Webhooks; `webhook-id` names the event.
 */
export const WEBHOOK_EVENT_BODIES = {
  'entry.created': entryEventData,
  'entry.updated': entryEventData,
  'entry.deleted': entryEventData,
  'entry.approved': entryEventData,
  'pay_period.closed': z.object({
    companyId: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    frequency: z.string(),
    entries: z.number().int(),
    hours: z.string(),
    actor: z.string(),
  }),
  'export.created': z.object({
    companyId: z.string(),
    exportId: z.string(),
    actor: z.string(),
    format: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    fileName: z.string(),
    size: z.number().int(),
    sha256: z.string(),
    adjustments: z.number().int(),
  }),
  'injury.reported': z.object({
    companyId: z.string(),
    workerId: z.string(),
    workerName: z.string(),
    date: z.string(),
  }),
} satisfies Record<(typeof WEBHOOK_EVENTS)[number], z.ZodType>;

/** The body of one event type: `{ type, timestamp, data }`. */
export function webhookEventBody<T extends keyof typeof WEBHOOK_EVENT_BODIES>(type: T) {
  return z.object({
    type: z.literal(type),
    timestamp: z.string().meta({ description: 'When the change was written (ISO 8601)' }),
    data: WEBHOOK_EVENT_BODIES[type],
  });
}
