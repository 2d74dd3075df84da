// A receiver's check of a SiteHours webhook (Standard Webhooks): the signature covers the event id,
// the timestamp and the raw body, so verify the body exactly as received, before parsing it.
// npm install standardwebhooks
import { Webhook } from 'standardwebhooks';

/**
 * The event, when `headers` carry a valid signature of `rawBody` made with `secret` (the `whsec_…`
 * shown when the webhook was added) within five minutes; throws otherwise.
 */
export function verifyWebhook(secret, rawBody, headers) {
  return new Webhook(secret).verify(rawBody, {
    'webhook-id': headers['webhook-id'],
    'webhook-timestamp': headers['webhook-timestamp'],
    'webhook-signature': headers['webhook-signature'],
  });
}

/**
 * Events already handled, by id: a retry or a resend carries the same `webhook-id`, so a receiver
 * drops what it has seen. Keep this in your database, in the transaction that handles the event.
 */
const seen = new Set();

export function handleOnce(headers, handle) {
  const id = headers['webhook-id'];
  if (seen.has(id)) return false;
  handle();
  seen.add(id);
  return true;
}
