import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { WebhookEvent } from '@sitehours/contract';
import type { Db, Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import { afterCommit } from '../../db/scoped';
import type { CompanyScope } from '../../platform/principal';

/** An event as the outbox takes it: its type and its `data`. */
export interface WebhookEventInput {
  type: WebhookEvent;
  data: Record<string, unknown>;
}

/** The body every try of an event sends: `{ type, timestamp, data }` (the API document's). */
export function webhookBody(event: WebhookEventInput, timestamp: string): string {
  return JSON.stringify({ type: event.type, timestamp, data: event.data });
}

/** What a server does once a commit queued deliveries: try them at once (webhook-deliverer.ts). */
const wakers = new WeakMap<Db, () => void>();

export function onWebhooksQueued(db: Db, wake: (() => void) | undefined): void {
  if (wake) wakers.set(db, wake);
  else wakers.delete(db);
}

/**
 * The statement that writes `events` to the outbox, one delivery per subscription of the company
 * that wants it (none, and nothing written, when no subscription does). `before` is a statement of
 * the caller's (the ledger's insert) run as part of it, so a save that tells no subscriber costs no
 * extra round trip. Answers one row per delivery.
 */
export function outboxStatement(
  scope: CompanyScope,
  events: readonly WebhookEventInput[],
  before?: SQL,
): SQL {
  const timestamp = new Date().toISOString();
  const rows = events.map((event) => {
    const id = randomUUID();
    const body = webhookBody(event, timestamp);
    return sql`(${id}::uuid, ${event.type}::text, ${body}::text)`;
  });
  return sql`with ${before ? sql`caller as (${before}), ` : sql``}
    ev (id, type, body) as (values ${sql.join(rows, sql`, `)}),
    subs as (
      select id, events from webhook_endpoints
       where tenant_id = ${scope.tenantId} and company_id = ${scope.companyId}
         and enabled and deleted_at is null),
    queued as (
      insert into webhook_events (id, tenant_id, company_id, type, body)
      select ev.id, ${scope.tenantId}, ${scope.companyId}, ev.type, ev.body from ev
       where exists (select 1 from subs where ev.type = any(subs.events))
      returning id, type)
    insert into webhook_deliveries (tenant_id, company_id, endpoint_id, event_id, next_attempt_at)
    select ${scope.tenantId}, ${scope.companyId}, subs.id, queued.id, now()
      from queued join subs on queued.type = any(subs.events)
    returning id`;
}

/** After the commit of a transaction that queued deliveries: the deliverer tries them at once. */
export function wakeAfterCommit(tx: Tx, queued: number): void {
  if (queued > 0) afterCommit(tx, (db) => wakers.get(db)?.());
}

/** Writes events to the outbox as part of the caller's transaction. */
export async function queueWebhookEvents(
  tx: Tx,
  scope: CompanyScope,
  events: readonly WebhookEventInput[],
): Promise<void> {
  if (events.length === 0) return;
  const queued = await queryRows<{ id: string }>(tx, outboxStatement(scope, events));
  wakeAfterCommit(tx, queued.length);
}
