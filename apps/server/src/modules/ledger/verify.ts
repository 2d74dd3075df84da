import { sql } from 'drizzle-orm';
import pg from 'pg';
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

/** An event's columns in the order the chain is read: seq, kind, subject, body, prev hash, hash. */
export type EventTuple = [string, string, string, string, string, string];

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
  /** Canonical JSON of the state; null once deleted. */
  state: string | null;
}

/**
 * The JSON value that starts at `start` in canonical JSON text, without parsing the rest: an
 * entry event's state is compared as the text it was hashed as.
 */
function valueAt(text: string, start: number): string | null {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \\ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */) depth++;
    else if (c === 125 /* } */ && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

const VOID_MARK = ',"void":true}';

const DEFAULT_BATCH = 10_000;

interface DriverClient {
  query(...args: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Rows as arrays, on the transaction's own connection (its row-level security applies): two
 * million events read without an object each.
 */
async function tuples<T>(tx: Tx, text: string, values: unknown[]): Promise<T[]> {
  const client = (tx as unknown as { session: { client: DriverClient } }).session.client;
  const result =
    client instanceof pg.Pool || client instanceof pg.Client
      ? await client.query({ text, values, rowMode: 'array' })
      : await client.query(text, values, { rowMode: 'array' });
  return result.rows as T[];
}

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
    return this.stepTuple([row.seq, row.kind, row.subject_id, row.body, row.prev_hash, row.hash]);
  }

  /** `step` on a row as the chain is read: its columns in order, without an object per row. */
  stepTuple(tuple: EventTuple): LedgerBreak | null {
    const [seqText, kind, subjectId, body, prevHash, hash] = tuple;
    const row = { kind, subject_id: subjectId, body, prev_hash: prevHash, hash };
    const seq = Number(seqText);
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
    if (eventHash(row.prev_hash, body) !== row.hash)
      return { ...here(), reason: 'hash', detail: 'its body no longer matches its hash' };
    // A canonical body ends with its kind, number and subject (keys in order): the columns the
    // chain is read by must say the same, checked without parsing the body.
    const tail = `,"kind":${JSON.stringify(row.kind)},"seq":${seq},"subject":${JSON.stringify(row.subject_id)}}`;
    if (!body.endsWith(tail))
      return {
        ...here(),
        reason: 'hash',
        detail: 'its number, kind or subject differ from its hashed body',
      };
    if (this.firstAt === null) this.firstAt = atOf(body);
    if (row.kind === 'ledger.genesis') {
      const data = (JSON.parse(body) as ParsedBody).data;
      for (const [id, state] of Object.entries(data?.entries ?? {}))
        this.known.set(id, { seq, kind: row.kind, state: canonicalJson(state) });
    } else if (row.kind.startsWith('entry.')) {
      const dataEnd = body.length - tail.length;
      if (body.endsWith(VOID_MARK, dataEnd))
        this.known.set(row.subject_id, { seq, kind: row.kind, state: null });
      else {
        const key = body.indexOf('"state":{');
        const state = key < 0 ? null : valueAt(body, key + 8);
        if (state) this.known.set(row.subject_id, { seq, kind: row.kind, state });
      }
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
  // The next batch is read while this one is checked.
  const read = (from: number) =>
    from > headSeq
      ? Promise.resolve([] as EventTuple[])
      : inScope((tx) =>
          tuples<EventTuple>(
            tx,
            `select seq, kind, subject_id, body, prev_hash, hash from ledger_events
              where company_id = $1 and seq >= $2 and seq <= $3
              order by ledger_events.seq limit $4`,
            [companyId, from, headSeq, batch],
          ),
        );
  let next = read(1);
  for (let from = 1; from <= headSeq;) {
    const rows = await next;
    if (rows.length === 0) break;
    from = Number(rows[rows.length - 1]![0]) + 1;
    next = read(from);
    for (const row of rows) {
      const problem = walk.stepTuple(row);
      if (problem) {
        await next.catch(() => undefined);
        return broken(problem);
      }
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
      const here = { seq: mark.seq, kind: mark.kind, at: null, subjectId: row.id };
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
        at: null,
        subjectId: id,
        reason: 'state',
        detail: 'in the ledger but no longer stored',
      });

  // An entry changed while the check ran has an event after the head it began with, sealed or
  // still pending: it is left to the next check rather than named.
  let firstBroken: LedgerBreak | undefined;
  if (problems.length) {
    const moved = new Set(
      (
        await inScope((tx) =>
          queryRows<{ subject_id: string }>(
            tx,
            sql`select subject_id from ledger_events where company_id = ${companyId} and seq > ${headSeq}
                union select subject_id from ledger_pending where company_id = ${companyId}`,
          ),
        )
      ).map((r) => r.subject_id),
    );
    firstBroken = problems
      .filter((p) => !moved.has(p.subjectId))
      .sort((a, b) => (a.seq ?? Infinity) - (b.seq ?? Infinity))[0];
  }
  if (firstBroken?.seq) {
    const seq = firstBroken.seq;
    const [event] = await inScope((tx) =>
      queryRows<{ body: string }>(
        tx,
        sql`select body from ledger_events where company_id = ${companyId} and seq = ${seq}`,
      ),
    );
    firstBroken.at = event ? atOf(event.body) : null;
  }
  return {
    ok: !firstBroken,
    events: headSeq,
    checkedAt,
    beforeLedger,
    ...(firstBroken ? { firstBroken } : {}),
  };
}
