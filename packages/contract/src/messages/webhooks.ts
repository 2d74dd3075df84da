import type { MessageCode } from './catalogue';
export const WEBHOOK_MESSAGES = {
  urlInvalid: 'webhookUrlInvalid',
  urlNotHttps: 'webhookUrlNotHttps',
  urlPrivate: 'webhookUrlPrivate',
  urlUnresolved: 'webhookUrlUnresolved',
  eventsRequired: 'webhookEventsRequired',
  eventInvalid: 'webhookEventInvalid',
  tooMany: 'webhookTooMany',
  notFound: 'webhookNotFound',
  paused: 'webhookPaused',
  idInvalid: 'webhookIdInvalid',
  deliveryNotFound: 'webhookDeliveryNotFound',
  deliveryIdInvalid: 'webhookDeliveryIdInvalid',
} as const satisfies Record<string, MessageCode>;
