import type { WebhookEvent } from '@sitehours/contract';
import type { CompanyScope } from '../../platform/principal';
import type { LedgerEventInput, LedgerKind } from '../ledger/ledger-chain';
import type { WebhookEventInput } from './webhook-outbox';

/**
 * The ledger's events that subscribers hear of, and as what. An adjusting entry written after a
 * period closed is a new entry; submits, reviews and the ledger's own events are not sent.
 */
const SENT: Partial<Record<LedgerKind, { type: WebhookEvent; subject: string }>> = {
  'entry.create': { type: 'entry.created', subject: 'entryId' },
  'entry.adjust': { type: 'entry.created', subject: 'entryId' },
  'entry.update': { type: 'entry.updated', subject: 'entryId' },
  'entry.delete': { type: 'entry.deleted', subject: 'entryId' },
  'entry.approve': { type: 'entry.approved', subject: 'entryId' },
  'period.close': { type: 'pay_period.closed', subject: 'startDate' },
  'export.create': { type: 'export.created', subject: 'exportId' },
};

/**
 * What subscribers receive of a ledger event: the company, what it is about, who acted and the
 * event's own data (an entry's `state` becomes `entry`, as stored after the change).
 */
export function webhookEventsOf(
  scope: CompanyScope,
  events: readonly LedgerEventInput[],
): WebhookEventInput[] {
  const sent: WebhookEventInput[] = [];
  for (const event of events) {
    const as = SENT[event.kind];
    if (!as) continue;
    const { state, void: _void, ...rest } = event.data;
    sent.push({
      type: as.type,
      data: {
        companyId: scope.companyId,
        [as.subject]: event.subjectId,
        actor: event.actor,
        ...rest,
        ...(state !== undefined ? { entry: state } : {}),
      },
    });
  }
  return sent;
}
