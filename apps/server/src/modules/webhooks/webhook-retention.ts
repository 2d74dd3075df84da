import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import type { Sweep } from '../../platform/housekeeping';

/** How long the delivery log keeps an event, its deliveries and their tries. */
export const WEBHOOK_LOG_DAYS = 30;
/** Events removed per statement, so one sweep never holds many locks. */
const BATCH = 5000;

/**
 * Removes events older than the log keeps, with their deliveries and tries, unless one of their
 * deliveries is still being tried (a resend restarts a delivery's schedule, not its event's age).
 */
async function sweepWebhookLog(tx: Tx): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`with old as (
            select e.id, e.tenant_id from webhook_events e
             where e.created_at < now() - make_interval(days => ${WEBHOOK_LOG_DAYS})
               and not exists (select 1 from webhook_deliveries d
                                where d.tenant_id = e.tenant_id and d.event_id = e.id
                                  and d.status = 'pending')
             limit ${BATCH}),
          tries as (
            delete from webhook_attempts a using webhook_deliveries d, old
             where d.tenant_id = old.tenant_id and d.event_id = old.id
               and a.tenant_id = d.tenant_id and a.delivery_id = d.id),
          deliveries as (
            delete from webhook_deliveries d using old
             where d.tenant_id = old.tenant_id and d.event_id = old.id)
          delete from webhook_events e using old
           where e.tenant_id = old.tenant_id and e.id = old.id
          returning e.id`,
    );
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}

export const webhookLogSweep: Sweep = { name: 'webhook log', run: sweepWebhookLog };
