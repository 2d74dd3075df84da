import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  type CreatedWebhook,
  type Webhook,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookRequest,
  type WebhookUpdate,
} from '@sitehours/contract';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import { withTenant } from '../../db/scoped';
import { webhookEndpoints } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors';
import type { CompanyScope, ManagingActor } from '../../platform/principal';
import { webhookUrlProblem } from './webhook-address';
import { wakeAfterCommit } from './webhook-outbox';
import { newSecret, sealSecret } from './webhook-secret';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** Deliveries counted on the list: those of the last week. */
const COUNTED_DAYS = 7;
/** Deliveries the log shows, the latest first, and tries shown of each. */
const LOG_DELIVERIES = 50;
const LOG_ATTEMPTS = 10;

function toWebhook(row: EndpointRow, counts?: { pending: number; failed: number }): Webhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    pending: counts?.pending ?? 0,
    failed: counts?.failed ?? 0,
  };
}

async function checkUrl(ctx: AppContext, url: string): Promise<void> {
  const problem = await webhookUrlProblem(url, ctx.config.isProduction);
  if (problem) throw fieldError('url', problem);
}

const mine = (scope: CompanyScope, id: string) =>
  and(
    eq(webhookEndpoints.id, id),
    eq(webhookEndpoints.companyId, scope.companyId),
    isNull(webhookEndpoints.deletedAt),
  );

async function endpointOf(tx: Tx, scope: CompanyScope, id: string): Promise<EndpointRow> {
  const [row] = await tx.select().from(webhookEndpoints).where(mine(scope, id));
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

/** The company's subscriptions, the newest first, with their week's pending and failed counts. */
export async function listWebhooks(ctx: AppContext, scope: CompanyScope): Promise<Webhook[]> {
  return withTenant(ctx.db, scope, async (tx) => {
    const rows = await tx
      .select()
      .from(webhookEndpoints)
      .where(
        and(eq(webhookEndpoints.companyId, scope.companyId), isNull(webhookEndpoints.deletedAt)),
      )
      .orderBy(desc(webhookEndpoints.createdAt));
    const counts = await queryRows<{ endpoint_id: string; pending: number; failed: number }>(
      tx,
      sql`select endpoint_id,
                 count(*) filter (where status = 'pending')::int as pending,
                 count(*) filter (where status = 'failed')::int as failed
            from webhook_deliveries
           where company_id = ${scope.companyId}
             and created_at > now() - interval '${sql.raw(String(COUNTED_DAYS))} days'
             and status <> 'delivered'
           group by endpoint_id`,
    );
    const byId = new Map(counts.map((c) => [c.endpoint_id, c]));
    return rows.map((row) => toWebhook(row, byId.get(row.id)));
  });
}

/** Subscribes a receiver. Its signing secret is answered this once. */
export async function createWebhook(
  ctx: AppContext,
  scope: CompanyScope,
  actor: ManagingActor,
  body: WebhookRequest,
): Promise<CreatedWebhook> {
  const url = body.url.trim();
  await checkUrl(ctx, url);
  const secret = newSecret();
  return withTenant(ctx.db, scope, async (tx) => {
    const [count] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from webhook_endpoints
           where company_id = ${scope.companyId} and deleted_at is null`,
    );
    if ((count?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX)
      throw new AppError(409, 'conflict', WEBHOOK_MESSAGES.tooMany, {
        params: { max: WEBHOOK_ENDPOINTS_MAX },
      });
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        tenantId: scope.tenantId,
        companyId: scope.companyId,
        url,
        description: body.description?.trim() ?? '',
        events: [...new Set(body.events)],
        secretSealed: sealSecret(ctx, scope.companyId, secret),
        createdBy: actor.userId,
        createdByName: actor.label,
      })
      .returning();
    return { ...toWebhook(row!), secret };
  });
}

/** Changes a subscription's address, events or note, or pauses and resumes it. */
export async function updateWebhook(
  ctx: AppContext,
  scope: CompanyScope,
  id: string,
  body: WebhookUpdate,
): Promise<Webhook> {
  if (body.url !== undefined) await checkUrl(ctx, body.url.trim());
  return withTenant(ctx.db, scope, async (tx) => {
    await endpointOf(tx, scope, id);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...(body.url !== undefined ? { url: body.url.trim() } : {}),
        ...(body.events !== undefined ? { events: [...new Set(body.events)] } : {}),
        ...(body.description !== undefined ? { description: body.description.trim() } : {}),
        ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
      })
      .where(mine(scope, id))
      .returning();
    return toWebhook(row!);
  });
}

/** Removes a subscription: nothing more is sent to it; its log is kept. */
export async function deleteWebhook(ctx: AppContext, scope: CompanyScope, id: string) {
  await withTenant(ctx.db, scope, async (tx) => {
    await endpointOf(tx, scope, id);
    await tx
      .update(webhookEndpoints)
      .set({ deletedAt: new Date(), enabled: false })
      .where(mine(scope, id));
  });
}

interface DeliveryRow {
  id: string;
  event_id: string;
  type: WebhookEvent;
  status: WebhookDelivery['status'];
  created_at: string | Date;
  next_attempt_at: string | Date | null;
  delivered_at: string | Date | null;
  attempts: string | null;
}

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

function toDelivery(row: DeliveryRow): WebhookDelivery {
  const attempts = (row.attempts ? JSON.parse(row.attempts) : []) as (WebhookAttempt & {
    at: string;
  })[];
  return {
    id: row.id,
    eventId: row.event_id,
    type: row.type,
    status: row.status,
    createdAt: iso(row.created_at)!,
    nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    deliveredAt: iso(row.delivered_at),
    attempts: attempts.map((a) => ({ ...a, at: new Date(a.at).toISOString() })),
  };
}

function deliveryRows(tx: Tx, scope: CompanyScope, endpointId: string, deliveryId?: string) {
  return queryRows<DeliveryRow>(
    tx,
    sql`select d.id, d.event_id, ev.type, d.status, d.created_at, d.next_attempt_at,
               d.delivered_at,
               (select json_agg(json_build_object('at', a.at, 'statusCode', a.status_code,
                         'error', a.error, 'durationMs', a.duration_ms) order by a.at desc)::text
                  from (select * from webhook_attempts
                         where tenant_id = d.tenant_id and delivery_id = d.id
                         order by at desc limit ${LOG_ATTEMPTS}) a) as attempts
          from webhook_deliveries d
          join webhook_events ev on ev.id = d.event_id and ev.tenant_id = d.tenant_id
         where d.tenant_id = ${scope.tenantId} and d.company_id = ${scope.companyId}
           and d.endpoint_id = ${endpointId}
           ${deliveryId ? sql`and d.id = ${deliveryId}` : sql``}
         order by d.created_at desc, d.id
         limit ${LOG_DELIVERIES}`,
  );
}

/** A subscription's latest deliveries, each with its latest tries. */
export async function listDeliveries(
  ctx: AppContext,
  scope: CompanyScope,
  id: string,
): Promise<WebhookDelivery[]> {
  return withTenant(ctx.db, scope, async (tx) => {
    await endpointOf(tx, scope, id);
    return (await deliveryRows(tx, scope, id)).map(toDelivery);
  });
}

/**
 * Sends a delivery again, at once, with the same event id, and restarts its 24-hour schedule (a
 * receiver that had accepted it may drop it by that id).
 */
export async function resendDelivery(
  ctx: AppContext,
  scope: CompanyScope,
  id: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  return withTenant(ctx.db, scope, async (tx) => {
    const endpoint = await endpointOf(tx, scope, id);
    if (!endpoint.enabled) throw conflict(WEBHOOK_MESSAGES.paused);
    const updated = await queryRows<{ id: string }>(
      tx,
      sql`update webhook_deliveries
             set status = 'pending', attempts_made = 0, window_start = now(),
                 next_attempt_at = now(), locked_until = null, delivered_at = null
           where tenant_id = ${scope.tenantId} and company_id = ${scope.companyId}
             and endpoint_id = ${id} and id = ${deliveryId}
       returning id`,
    );
    if (updated.length === 0) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    wakeAfterCommit(tx, 1);
    const [row] = await deliveryRows(tx, scope, id, deliveryId);
    return toDelivery(row!);
  });
}
