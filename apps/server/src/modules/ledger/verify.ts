import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import { ENTRY_STATE_COLUMNS, entryState, type EntryRow, type EntryState } from './entry-state';
import { GENESIS_HASH, canonicalJson, eventHash } from './ledger-chain';

/**
 * Checks a company's chain and the entries it vouches for (decision 0027). The chain: events read
 * in number order in batches, each hash computed again from the hash before it and the body kept,
 * the numbers without a gap, each stored previous hash the hash before, the head at the last
 * event. Then the entries: each live time entry equals the state of its latest event, and every
 * entry whose latest event is not a delete still exists.
 */

export type BreakReason = 'hash' | 'gap' | 'prev' | 'state' | 'missing_event';

export interface LedgerBreak {
  /** The event that no longer matches; none for an entry that has no event at all. */
  seq: number | null;
  kind: string | null;
  at: string | null;
  subjectId: string;
  reason: BreakReason;
  detail: string;
}

export interface LedgerVerification {
  ok: boolean;
  events: number;
  checkedAt: string;
  /** Entries older than the company's first event and without one: not a failure. */
  beforeLedger: number;
  firstBroken?: LedgerBreak;
}

/** Runs one read in the company's context (a tenant's transaction, or the platform's for the CLI). */
export type InScope = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

export interface VerifyOptions {
  batch?: number;
  /** Told the events checked so far after each batch. */
  onProgress?: (checked: number, total: number) => void;
}

export interface EventRow {
  seq: string;
  kind: string;
  subject_id: string;
  body: string;
  prev_hash: string;
  hash: string;
}

interface ParsedBody {
  seq?: unknown;
  at?: string;
  kind?: unknown;
  subject?: unknown;
  data?: { state?: EntryState | null; void?: boolean; entries?: Record<string, EntryState> };
}

/** What the chain says an entry is now: its latest state (or void) and the event that said so. */
interface Known {
  seq: number;
  kind: string;
  at: string;
  /** Canonical JSON of the state; null once deleted. */
  state: string | null;
}

const DEFAULT_BATCH = 10_000;

/** When an event says it happened, read without trusting its body to parse. */
const atOf = (body: string) => body.match(/"at":"([^"]*)"/)?.[1] ?? null;

function differences(ledger: string, row: EntryState): string {
  const kept = JSON.parse(ledger) as Record<string, unknown>;
  const now = row as unknown as Record<string, unknown>;
  return Object.keys({ ...kept, ...now })
    .filter((k) => canonicalJson(kept[k]) !== canonicalJson(now[k]))
    .map((k) => `${k}: ${canonicalJson(kept[k])} in the ledger, ${canonicalJson(now[k])} stored`)
    .join('; ');
}

/**
 * The chain check, event by event in number order: what the verifier runs on each batch, and
 * what it knows of each entry so far.
 */
export class ChainWalk {
  prevHash = GENESIS_HASH;
  expected = 1;
  firstAt: string | null = null;
  readonly known = new Map<string, Known>();

  get checked() {
    return this.expected - 1;
  }

  /** The break this event shows, if it shows one. */
  step(row: EventRow): LedgerBreak | null {
    const seq = Number(row.seq);
    const here = () => ({ seq, kind: row.kind, at: atOf(row.body), subjectId: row.subject_id });
    if (seq !== this.expected)
      return {
        seq: this.expected,
        kind: null,
        at: null,
        subjectId: '',
        reason: 'gap',
        detail: `event ${this.expected} is missing; the next kept is ${seq}`,
      };
    if (row.prev_hash !== this.prevHash)
      return {
        ...here(),
        reason: 'prev',
        detail: 'its previous hash is not the hash of the event before it',
      };
    if (eventHash(row.prev_hash, row.body) !== row.hash)
      return { ...here(), reason: 'hash', detail: 'its body no longer matches its hash' };
    let body: ParsedBody;
    try {
      body = JSON.parse(row.body) as ParsedBody;
    } catch {
      return { ...here(), reason: 'hash', detail: 'its body is not JSON' };
    }
    if (body.seq !== seq || body.kind !== row.kind || body.subject !== row.subject_id)
      return {
        ...here(),
        reason: 'hash',
        detail: 'its number, kind or subject differ from its hashed body',
      };
    this.firstAt ??= body.at ?? null;
    const mark = { seq, kind: row.kind, at: body.at ?? '' };
    if (row.kind === 'ledger.genesis') {
      for (const [id, state] of Object.entries(body.data?.entries ?? {}))
        this.known.set(id, { ...mark, state: canonicalJson(state) });
    } else if (row.kind.startsWith('entry.')) {
      if (body.data?.void) this.known.set(row.subject_id, { ...mark, state: null });
      else if (body.data?.state)
        this.known.set(row.subject_id, { ...mark, state: canonicalJson(body.data.state) });
    }
    this.prevHash = row.hash;
    this.expected += 1;
    return null;
  }

  /** The break at the end of the chain: events missing before the head, or a head moved. */
  end(head: { seq: number; hash: string } | null): LedgerBreak | null {
    const headSeq = head?.seq ?? 0;
    if (this.checked < headSeq)
      return {
        seq: this.expected,
        kind: null,
        at: null,
        subjectId: '',
        reason: 'gap',
        detail: `the chain ends at ${this.checked} but its head is at ${headSeq}`,
      };
    if (head && head.hash !== this.prevHash)
      return {
        seq: headSeq,
        kind: null,
        at: null,
        subjectId: '',
        reason: 'prev',
        detail: "the head's hash is not the last event's",
      };
    return null;
  }
}

export async function verifyLedger(
  inScope: InScope,
  companyId: string,
  options: VerifyOptions = {},
): Promise<LedgerVerification> {
  const batch = options.batch ?? DEFAULT_BATCH;
  const checkedAt = new Date().toISOString();
  const [head] = await inScope((tx) =>
    queryRows<{ seq: string; hash: string }>(
      tx,
      sql`select seq::text as seq, hash from ledger_heads where company_id = ${companyId}`,
    ),
  );
  const headSeq = head ? Number(head.seq) : 0;
  const walk = new ChainWalk();
  const broken = (b: LedgerBreak): LedgerVerification => ({
    ok: false,
    events: walk.checked,
    checkedAt,
    beforeLedger: 0,
    firstBroken: b,
  });

  // The chain, up to the head as it was when the check began: later appends are not waited for.
  while (walk.expected <= headSeq) {
    const from = walk.expected;
    const rows = await inScope((tx) =>
      queryRows<EventRow>(
        tx,
        sql`select seq::text as seq, kind, subject_id, body, prev_hash, hash from ledger_events
             where company_id = ${companyId} and seq >= ${from} and seq <= ${headSeq}
             order by seq limit ${batch}`,
      ),
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      const problem = walk.step(row);
      if (problem) return broken(problem);
    }
    options.onProgress?.(walk.checked, headSeq);
  }
  const atEnd = walk.end(head ? { seq: headSeq, hash: head.hash } : null);
  if (atEnd) return broken(atEnd);
  const { known, firstAt } = walk;

  // The entries, against what the chain says of each.
  const problems: LedgerBreak[] = [];
  const seen = new Set<string>();
  let beforeLedger = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await inScope((tx) =>
      queryRows<EntryRow & { createdAt: string }>(
        tx,
        sql`select ${ENTRY_STATE_COLUMNS}, e.created_at as "createdAt" from time_entries e
             where e.company_id = ${companyId} and e.id > ${after}
             order by e.id limit ${batch}`,
      ),
    );
    for (const row of rows) {
      seen.add(row.id);
      const mark = known.get(row.id);
      if (!mark) {
        if (firstAt === null || new Date(row.createdAt) < new Date(firstAt)) beforeLedger += 1;
        else
          problems.push({
            seq: null,
            kind: null,
            at: null,
            subjectId: row.id,
            reason: 'missing_event',
            detail: 'the entry has no event in the ledger',
          });
        continue;
      }
      const here = { seq: mark.seq, kind: mark.kind, at: mark.at, subjectId: row.id };
      if (mark.state === null) {
        problems.push({
          ...here,
          reason: 'state',
          detail: 'deleted in the ledger but still stored',
        });
        continue;
      }
      const state = entryState(row);
      if (canonicalJson(state) !== mark.state)
        problems.push({ ...here, reason: 'state', detail: differences(mark.state, state) });
    }
    if (rows.length < batch) break;
    after = rows[rows.length - 1]!.id;
  }
  for (const [id, mark] of known)
    if (mark.state !== null && !seen.has(id))
      problems.push({
        seq: mark.seq,
        kind: mark.kind,
        at: mark.at,
        subjectId: id,
        reason: 'state',
        detail: 'in the ledger but no longer stored',
      });

  // An entry changed while the check ran has an event after the head it began with: it is left
  // to the next check rather than named.
  let firstBroken: LedgerBreak | undefined;
  if (problems.length) {
    const moved = new Set(
      (
        await inScope((tx) =>
          queryRows<{ subject_id: string }>(
            tx,
            sql`select distinct subject_id from ledger_events where company_id = ${companyId} and seq > ${headSeq}`,
          ),
        )
      ).map((r) => r.subject_id),
    );
    firstBroken = problems
      .filter((p) => !moved.has(p.subjectId))
      .sort((a, b) => (a.seq ?? Infinity) - (b.seq ?? Infinity))[0];
  }
  return {
    ok: !firstBroken,
    events: headSeq,
    checkedAt,
    beforeLedger,
    ...(firstBroken ? { firstBroken } : {}),
  };
}
