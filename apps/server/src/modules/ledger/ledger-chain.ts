import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import { ledgerEvents } from '../../db/schema';
import type { CompanyScope } from '../../platform/principal';

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
  | 'threshold.apply';

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

/**
 * Appends events to the company's chain inside the caller's transaction. Call it last in the
 * transaction: the head stays locked until the commit, so appends of one company queue there.
 */
export async function appendLedgerEvents(
  tx: Tx,
  scope: CompanyScope,
  events: readonly LedgerEventInput[],
): Promise<{ seq: number; hash: string }> {
  await tx.execute(
    sql`insert into ledger_heads (company_id, tenant_id, seq, hash)
        values (${scope.companyId}, ${scope.tenantId}, 0, ${GENESIS_HASH})
        on conflict (company_id) do nothing`,
  );
  const [head] = await queryRows<{ seq: string; hash: string }>(
    tx,
    sql`select seq::text as seq, hash from ledger_heads where company_id = ${scope.companyId} for update`,
  );
  let seq = Number(head!.seq);
  let hash = head!.hash;
  if (events.length === 0) return { seq, hash };
  const at = new Date();
  const rows = events.map((event) => {
    seq += 1;
    const body = eventBody(seq, at, event);
    const prevHash = hash;
    hash = eventHash(prevHash, body);
    return { ...scope, seq, kind: event.kind, subjectId: event.subjectId, body, prevHash, hash };
  });
  // A statement per 1,000 events keeps each within the driver's parameter limit.
  for (let i = 0; i < rows.length; i += 1000)
    await tx.insert(ledgerEvents).values(rows.slice(i, i + 1000));
  await tx.execute(
    sql`update ledger_heads set seq = ${seq}, hash = ${hash} where company_id = ${scope.companyId}`,
  );
  return { seq, hash };
}
