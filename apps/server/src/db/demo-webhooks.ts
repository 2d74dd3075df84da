import { and, desc, eq } from 'drizzle-orm';
import type { WebhookFailure } from '@sitehours/contract';
import { withPlatform, withTenant } from './scoped';
import {
  companies,
  timeEntries,
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookEvents,
} from './schema';
import { entryEvent } from '../modules/ledger/entry-events';
import { entryStates } from '../modules/ledger/entry-state';
import { webhookEventsOf } from '../modules/webhooks/ledger-webhook-events';
import { webhookBody } from '../modules/webhooks/webhook-outbox';
import { createWebhook, updateWebhook } from '../modules/webhooks/webhooks.service';
import type { AppContext } from '../platform/app-context';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A try of the demo log: when (after the event), and its status code or failure. */
type Try = [afterMs: number, statusCode: number | null, error?: WebhookFailure];

/**
 * Acme's payroll system as a webhook subscriber, paused so that the demo sends nothing anywhere,
 * with a few days of its delivery log: an entry delivered at once, an approval delivered on its
 * retry after a 503, and a change whose receiver stayed down until the schedule gave up.
 */
export async function addDemoWebhook(ctx: AppContext): Promise<void> {
  const found = await withPlatform(ctx.db, async (tx) => {
    const [acme] = await tx.select().from(companies).where(eq(companies.name, 'Acme Construction'));
    if (!acme) return null;
    const [admin] = await tx
      .select()
      .from(users)
      .where(and(eq(users.companyId, acme.id), eq(users.email, 'admin@acme.test')));
    return admin ? { acme, admin } : null;
  });
  if (!found) return;
  const scope = { tenantId: found.acme.tenantId, companyId: found.acme.id };
  const hook = await createWebhook(
    ctx,
    scope,
    { userId: found.admin.id, label: found.admin.email },
    {
      url: 'https://hooks.example.com/acme/payroll',
      events: ['entry.created', 'entry.updated', 'entry.deleted', 'entry.approved'],
      description: 'Payroll system (paused in the demo)',
    },
  );
  await updateWebhook(ctx, scope, hook.id, { enabled: false });

  await withTenant(ctx.db, scope, async (tx) => {
    const recent = await tx
      .select({ id: timeEntries.id })
      .from(timeEntries)
      .where(and(eq(timeEntries.companyId, scope.companyId), eq(timeEntries.status, 'approved')))
      .orderBy(desc(timeEntries.entryDate))
      .limit(3);
    const states = await entryStates(
      tx,
      scope.companyId,
      recent.map((r) => r.id),
    );
    const log: { action: 'create' | 'approve' | 'update'; tries: Try[] }[] = [
      { action: 'create', tries: [[0, 200]] },
      {
        action: 'approve',
        tries: [
          [0, 503],
          [5000, 200],
        ],
      },
      {
        action: 'update',
        tries: [0, 5000, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 12 * HOUR, 24 * HOUR].map(
          (at): Try => [at, null, 'refused'],
        ),
      },
    ];
    const now = Date.now();
    for (const [i, item] of log.entries()) {
      const row = recent[i];
      if (!row) break;
      const at = new Date(now - (3 - i) * 26 * HOUR);
      const [sent] = webhookEventsOf(scope, [
        entryEvent(
          {
            entryId: row.id,
            action: item.action,
            actorId: found.admin.id,
            actorName: 'Alex Admin',
          },
          states.get(row.id) ?? null,
        ),
      ]);
      const [event] = await tx
        .insert(webhookEvents)
        .values({
          tenantId: scope.tenantId,
          companyId: scope.companyId,
          type: sent!.type,
          body: webhookBody(sent!, at.toISOString()),
          createdAt: at,
        })
        .returning();
      const last = item.tries.at(-1)!;
      const delivered = last[1] === 200;
      const [delivery] = await tx
        .insert(webhookDeliveries)
        .values({
          tenantId: scope.tenantId,
          companyId: scope.companyId,
          endpointId: hook.id,
          eventId: event!.id,
          status: delivered ? 'delivered' : 'failed',
          attemptsMade: item.tries.length,
          windowStart: at,
          deliveredAt: delivered ? new Date(at.getTime() + last[0]) : null,
          createdAt: at,
        })
        .returning();
      await tx.insert(webhookAttempts).values(
        item.tries.map(([after, statusCode, error]) => ({
          tenantId: scope.tenantId,
          deliveryId: delivery!.id,
          at: new Date(at.getTime() + after),
          statusCode,
          error: error ?? null,
          durationMs: statusCode ? 180 : 2,
        })),
      );
    }
  });
}
