import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import type { CompanyScope } from '../../platform/principal';
import { ENTRY_STATE_COLUMNS, entryState, type EntryRow } from './entry-state';

/**
 * Each company's tamper-evident history (decision 0027). An event's body is canonical JSON text
 * kept byte for byte; its hash is SHA-256 over the previous event's hash and the body, so a
 * changed, removed or inserted event no longer matches from there on.
 *
 * A write adds its events to `ledger_pending`, in its own transaction and without waiting on
 * anything else: the company's writes never queue behind one another for the ledger. The sealer
 * (`sealLedger`) locks the chain's head, numbers and hashes the pending events in the order they
 * were written and moves them into `ledger_events`; it runs right after each such commit
 * (`LedgerSealer`), and before every check, listing and signed manifest.
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
  | 'payroll.certify'
  | 'identity.reveal'
  | 'identity.update'
  | 'import.apply'
  | 'import.undo'
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
  return sealedBody(
    seq,
    at.toISOString(),
    event.kind,
    event.subjectId,
    event.actor,
    canonicalJson(event.data),
  );
}

/**
 * `canonicalJson` of the whole event, with its data already canonical text (a pending event's):
 * the keys in their sorted order, the data spliced in byte for byte.
 */
function sealedBody(
  seq: number,
  at: string,
  kind: string,
  subject: string,
  actor: string,
  data: string,
): string {
  const str = JSON.stringify;
  return `{"actor":${str(actor)},"at":${str(at)},"data":${data},"kind":${str(kind)},"seq":${seq},"subject":${str(subject)}}`;
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

/** Rows per insert or delete statement: within the driver's parameter limit. */
export const WRITE_CHUNK = 1000;
/** Pending events sealed per read: a long backlog is moved in parts of one transaction. */
const SEAL_BATCH = 5000;

interface PendingRow {
  id: string;
  kind: string;
  subject_id: string;
  actor: string;
  data: string;
  at: string;
}

/**
 * Moves the company's pending events that have committed into its chain, in the order they were
 * written, inside the caller's transaction; returns the chain's head after them. The head stays
 * locked to the commit, so sealers of one company take turns and never number an event twice.
 * The first seal of a company records every entry it already has (`ledger.genesis`), however many.
 * Called in the transaction that wrote them, it seals that transaction's own events too.
 */
export async function sealLedger(tx: Tx, scope: CompanyScope): Promise<LedgerHead> {
  // The no-op update takes the row lock and returns the head as the last sealer left it.
  const [head] = await queryRows<{ seq: string; hash: string }>(
    tx,
    sql`insert into ledger_heads (company_id, tenant_id, seq, hash)
        values (${scope.companyId}, ${scope.tenantId}, 0, ${GENESIS_HASH})
        on conflict (company_id, tenant_id) do update set seq = ledger_heads.seq
        returning seq::text as seq, hash`,
  );
  const start = { seq: Number(head!.seq), hash: head!.hash };
  let end = start;
  if (start.seq === 0) {
    const genesis = await genesisEvents(tx, scope.companyId);
    const at = new Date().toISOString();
    end = await writeSealed(
      tx,
      scope,
      end,
      genesis.map((event) => ({
        kind: event.kind,
        subject: event.subjectId,
        actor: event.actor,
        at,
        data: canonicalJson(event.data),
      })),
    );
  }
  for (;;) {
    const pending = await queryRows<PendingRow>(
      tx,
      sql`select id::text as id, kind, subject_id, actor, data,
                 to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
            from ledger_pending where company_id = ${scope.companyId}
           order by id limit ${SEAL_BATCH}`,
    );
    if (pending.length === 0) break;
    end = await writeSealed(
      tx,
      scope,
      end,
      pending.map((row) => ({ ...row, subject: row.subject_id })),
    );
    for (let i = 0; i < pending.length; i += WRITE_CHUNK) {
      const ids = pending.slice(i, i + WRITE_CHUNK).map((row) => sql`${row.id}::bigint`);
      await tx.execute(
        sql`delete from ledger_pending where company_id = ${scope.companyId}
             and id in (${sql.join(ids, sql`, `)})`,
      );
    }
    if (pending.length < SEAL_BATCH) break;
  }
  if (end.seq !== start.seq) {
    await tx.execute(
      sql`update ledger_heads set seq = ${end.seq}, hash = ${end.hash}
           where company_id = ${scope.companyId}`,
    );
  }
  return end;
}

export interface LedgerHead {
  seq: number;
  hash: string;
}

/** Numbers, hashes and inserts events after `head`; returns the new head. */
async function writeSealed(
  tx: Tx,
  scope: CompanyScope,
  head: LedgerHead,
  events: readonly { kind: string; subject: string; actor: string; at: string; data: string }[],
): Promise<LedgerHead> {
  let { seq, hash } = head;
  const rows = events.map((event) => {
    seq += 1;
    const body = sealedBody(seq, event.at, event.kind, event.subject, event.actor, event.data);
    const prevHash = hash;
    hash = eventHash(prevHash, body);
    return sql`(${scope.tenantId}, ${scope.companyId}, ${seq}, ${event.kind}, ${event.subject}, ${body}, ${prevHash}, ${hash})`;
  });
  for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
    await tx.execute(
      sql`insert into ledger_events (tenant_id, company_id, seq, kind, subject_id, body, prev_hash, hash)
          values ${sql.join(rows.slice(i, i + WRITE_CHUNK), sql`, `)}`,
    );
  }
  return { seq, hash };
}
