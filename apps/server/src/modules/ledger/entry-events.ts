import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import type { CompanyScope } from '../../platform/principal';
import { entryStates, type EntryState } from './entry-state';
import { appendLedgerEvents } from './ledger-append';
import type { LedgerEventInput, LedgerKind } from './ledger-chain';

/**
 * Events about time entries. Every event that changes an entry carries its stored state after the
 * change (`data.state`, from `entryState`), a delete the state it had and `data.void`: the verifier
 * compares each live entry with the state of its latest event. An event about an entry without a
 * state (a submit that changes none of its fields) leaves the state the verifier expects as it was.
 */
export interface EntryEventRecord {
  entryId: string;
  action: 'create' | 'update' | 'delete' | 'approve';
  actorId: string | null;
  actorName: string;
  reason?: string | null;
  /** The state when the caller already has it (an insert's returned row); read otherwise. */
  state?: EntryState;
}

/**
 * The state of an entry in its latest event that has one, sealed or still pending: for an entry
 * already removed.
 */
async function lastKnownStates(tx: Tx, scope: CompanyScope, ids: readonly string[]) {
  const known = new Map<string, EntryState>();
  if (ids.length === 0) return known;
  const subjects = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ subject_id: string; data: string; pending: boolean }>(
    tx,
    sql`select distinct on (subject_id) subject_id, data, pending from (
          select subject_id, body as data, false as pending, seq as ord from ledger_events
           where tenant_id = ${scope.tenantId} and company_id = ${scope.companyId}
             and subject_id in (${subjects})
             and kind like 'entry.%' and body like '%"state":{%'
          union all
          select subject_id, data, true, id from ledger_pending
           where company_id = ${scope.companyId} and subject_id in (${subjects})
             and kind like 'entry.%' and data like '%"state":{%'
        ) e order by subject_id, pending desc, ord desc`,
  );
  for (const row of rows) {
    const parsed = JSON.parse(row.data) as { state?: EntryState; data?: { state?: EntryState } };
    const state = row.pending ? parsed.state : parsed.data?.state;
    if (state) known.set(row.subject_id, state);
  }
  return known;
}

export function entryEvent(record: EntryEventRecord, state: EntryState | null): LedgerEventInput {
  return {
    kind: `entry.${record.action}` as LedgerKind,
    subjectId: record.entryId,
    actor: record.actorName,
    data: {
      state,
      actorId: record.actorId,
      reason: record.reason ?? null,
      ...(record.action === 'delete' ? { void: true } : {}),
    },
  };
}

/**
 * Appends one event per record to the company's chain, in one insert
 * however many entries a transaction touched. Reads the entries' states in one statement.
 */
export async function appendEntryEvents(
  tx: Tx,
  scope: CompanyScope,
  records: readonly EntryEventRecord[],
): Promise<void> {
  if (records.length === 0) return;
  const unknown = records.filter((r) => !r.state).map((r) => r.entryId);
  const states = await entryStates(tx, scope.companyId, unknown);
  const gone = unknown.filter((id) => !states.has(id));
  const last = await lastKnownStates(tx, scope, gone);
  await appendLedgerEvents(
    tx,
    scope,
    records.map((r) =>
      entryEvent(r, r.state ?? states.get(r.entryId) ?? last.get(r.entryId) ?? null),
    ),
  );
}
