import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import type { CompanyScope } from '../../platform/principal';
import { ENTRY_STATE_COLUMNS, entryState, type EntryRow } from './entry-state';

/**
 * Each company's tamper-evident history (decision 0027). An event's body is canonical JSON text
 * kept byte for byte; its hash is SHA-256 over the previous event's hash and the body, so a
 * changed, removed or inserted event no longer matches from there on. The chain's head (last
 * number and hash) is a row locked by each append: a company's events are numbered without gaps
 * in commit order.
 */

/** What events are about; the body's `kind`. */
export type LedgerKind =
  | 'entry.create'
  | 'entry.update'
  | 'entry.delete'
  | 'entry.approve'
  | 'entry.submit'
  | 'entry.review'
  | 'entry.adjust'
  | 'day.sign'
  | 'period.close'
  | 'period.reopen'
  | 'export.create'
  | 'threshold.apply'
  | 'ledger.genesis';

export interface LedgerEventInput {
  kind: LedgerKind;
  /** An entry id, `user:day`, a period's start, an export id. */
  subjectId: string;
  /** Who acted, as the history names them. */
  actor: string;
  data: Record<string, unknown>;
}

/** The hash before a company's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/** JSON with object keys in sorted order at every depth: the same event always hashes alike. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function eventHash(prevHash: string, body: string): string {
  return createHash('sha256').update(prevHash).update('\n').update(body).digest('hex');
}

export function eventBody(seq: number, at: Date, event: LedgerEventInput): string {
  return canonicalJson({
    seq,
    at: at.toISOString(),
    kind: event.kind,
    subject: event.subjectId,
    actor: event.actor,
    data: event.data,
  });
}

/** Entries a genesis event holds: a company's first append records every entry it already has. */
const GENESIS_ENTRIES_PER_EVENT = 500;
const GENESIS_READ_BATCH = 5000;

/**
 * The state of every entry the company has before its first event, as `ledger.genesis` events of
 * up to 500 entries each (`data.entries`: id → state): from then on every entry has an event and
 * the verifier names any entry without one. Read in batches by id.
 */
async function genesisEvents(tx: Tx, companyId: string): Promise<LedgerEventInput[]> {
  const events: LedgerEventInput[] = [];
  let after = '00000000-0000-0000-0000-000000000000';
  let part: Record<string, unknown> = {};
  let count = 0;
  const flush = () => {
    if (count === 0) return;
    events.push({
      kind: 'ledger.genesis',
      subjectId: `genesis:${events.length + 1}`,
      actor: 'SiteHours',
      data: { entries: part },
    });
    part = {};
    count = 0;
  };
  for (;;) {
    const rows = await queryRows<EntryRow>(
      tx,
      sql`select ${ENTRY_STATE_COLUMNS} from time_entries e
           where e.company_id = ${companyId} and e.id > ${after}
           order by e.id limit ${GENESIS_READ_BATCH}`,
    );
    for (const row of rows) {
      part[row.id] = entryState(row);
      if (++count === GENESIS_ENTRIES_PER_EVENT) flush();
    }
    if (rows.length < GENESIS_READ_BATCH) break;
    after = rows[rows.length - 1]!.id;
  }
  flush();
  return events;
}

/**
 * A company's first append records its entries only while they are few enough to be read inside
 * the write that happens to come first (a new company, the demo). A company with years of entries
 * when the ledger arrived would hold every write of its own behind that read for seconds: its
 * earlier entries are reported as older than the ledger instead, until each is next changed.
 */
export const GENESIS_ENTRIES_MAX = 5000;

async function genesisFits(tx: Tx, companyId: string): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (select 1 from time_entries
         where company_id = ${companyId} limit ${GENESIS_ENTRIES_MAX + 1}) e`,
  );
  return (row?.n ?? 0) <= GENESIS_ENTRIES_MAX;
}

/** Rows per insert statement: within the driver's parameter limit. */
const INSERT_CHUNK = 1000;

/**
 * Appends events to the company's chain inside the caller's transaction. Call it last in the
 * transaction: the head stays locked until the commit, so appends of one company queue there.
 * Two statements on the hot path: one locks (or creates) the head and reads it, one writes the
 * events and moves the head.
 */
export async function appendLedgerEvents(
  tx: Tx,
  scope: CompanyScope,
  events: readonly LedgerEventInput[],
): Promise<{ seq: number; hash: string }> {
  // The no-op update takes the row lock and returns the head as it is.
  const [head] = await queryRows<{ seq: string; hash: string }>(
    tx,
    sql`insert into ledger_heads (company_id, tenant_id, seq, hash)
        values (${scope.companyId}, ${scope.tenantId}, 0, ${GENESIS_HASH})
        on conflict (company_id) do update set seq = ledger_heads.seq
        returning seq::text as seq, hash`,
  );
  let seq = Number(head!.seq);
  let hash = head!.hash;
  if (events.length === 0) return { seq, hash };
  const all =
    seq === 0 && (await genesisFits(tx, scope.companyId))
      ? [...(await genesisEvents(tx, scope.companyId)), ...events]
      : events;
  const at = new Date();
  const rows = all.map((event) => {
    seq += 1;
    const body = eventBody(seq, at, event);
    const prevHash = hash;
    hash = eventHash(prevHash, body);
    return sql`(${scope.tenantId}, ${scope.companyId}, ${seq}, ${event.kind}, ${event.subjectId}, ${body}, ${prevHash}, ${hash})`;
  });
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const values = sql.join(rows.slice(i, i + INSERT_CHUNK), sql`, `);
    const insert = sql`insert into ledger_events (tenant_id, company_id, seq, kind, subject_id, body, prev_hash, hash) values ${values}`;
    await tx.execute(
      i === 0
        ? sql`with moved as (update ledger_heads set seq = ${seq}, hash = ${hash} where company_id = ${scope.companyId}) ${insert}`
        : insert,
    );
  }
  return { seq, hash };
}
