import { describe, expect, it } from 'vitest';
import { entryState, fixedDecimal } from './entry-state';
import {
  GENESIS_HASH,
  canonicalJson,
  eventBody,
  eventHash,
  type LedgerEventInput,
} from './ledger-chain';
import { ChainWalk, type EventRow } from './verify';

const at = new Date('2026-11-26T12:00:00.000Z');

/** A chain of `n` valid events, as they are stored. */
function chain(n: number): EventRow[] {
  const rows: EventRow[] = [];
  let prev = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq++) {
    const event: LedgerEventInput = {
      kind: 'entry.update',
      subjectId: `entry-${seq % 3}`,
      actor: 'Ana López',
      data: { state: { hours: `${seq}.00` }, reason: null },
    };
    const body = eventBody(seq, at, event);
    const hash = eventHash(prev, body);
    rows.push({
      seq: String(seq),
      kind: event.kind,
      subject_id: event.subjectId,
      body,
      prev_hash: prev,
      hash,
    });
    prev = hash;
  }
  return rows;
}

function walk(rows: EventRow[], head?: { seq: number; hash: string }) {
  const w = new ChainWalk();
  for (const row of rows) {
    const problem = w.step(row);
    if (problem) return problem;
  }
  const last = rows[rows.length - 1];
  return w.end(head ?? (last ? { seq: Number(last.seq), hash: last.hash } : null));
}

describe('canonical JSON', () => {
  it('sorts keys at every depth and leaves out undefined', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"y":null,"z":1}]},"b":1}',
    );
  });
  it('gives one text for objects that differ only in key order', () => {
    expect(canonicalJson({ x: 'é', y: 1 })).toBe(canonicalJson({ y: 1, x: 'é' }));
  });
});

describe('event hash', () => {
  it('is SHA-256 over the previous hash and the body, and changes with either', () => {
    const body = eventBody(1, at, {
      kind: 'day.sign',
      subjectId: 'u:2026-11-23',
      actor: 'A',
      data: {},
    });
    expect(eventHash(GENESIS_HASH, body)).toMatch(/^[0-9a-f]{64}$/);
    expect(eventHash(GENESIS_HASH, body)).toBe(eventHash(GENESIS_HASH, body));
    expect(eventHash('1'.repeat(64), body)).not.toBe(eventHash(GENESIS_HASH, body));
    expect(eventHash(GENESIS_HASH, body.replace('"A"', '"B"'))).not.toBe(
      eventHash(GENESIS_HASH, body),
    );
  });
});

describe('the chain check', () => {
  it('passes an intact chain', () => {
    expect(walk(chain(20))).toBeNull();
  });

  it('names the event whose body was changed', () => {
    const rows = chain(20);
    rows[6]!.body = rows[6]!.body.replace('"7.00"', '"9.00"');
    expect(walk(rows)).toMatchObject({ seq: 7, reason: 'hash', subjectId: 'entry-1' });
  });

  it('names the event whose previous hash was changed', () => {
    const rows = chain(20);
    rows[11]!.prev_hash = 'f'.repeat(64);
    expect(walk(rows)).toMatchObject({ seq: 12, reason: 'prev' });
  });

  it('names a removed event as a gap at its number', () => {
    const rows = chain(20);
    rows.splice(4, 1);
    expect(walk(rows)).toMatchObject({ seq: 5, reason: 'gap' });
  });

  it('names events removed from the end against the head', () => {
    const rows = chain(20);
    const head = { seq: 20, hash: rows[19]!.hash };
    expect(walk(rows.slice(0, 18), head)).toMatchObject({ seq: 19, reason: 'gap' });
  });

  it('names an event rewritten with a hash of its own by the next one', () => {
    const rows = chain(20);
    rows[2]!.body = rows[2]!.body.replace('"3.00"', '"4.00"');
    rows[2]!.hash = eventHash(rows[2]!.prev_hash, rows[2]!.body);
    expect(walk(rows)).toMatchObject({ seq: 4, reason: 'prev' });
  });

  it('names a number column that differs from the hashed body', () => {
    const rows = chain(3);
    rows[1]!.kind = 'entry.delete';
    expect(walk(rows)).toMatchObject({ seq: 2, reason: 'hash' });
  });

  it('keeps the latest state of each entry, and a delete as void', () => {
    const w = new ChainWalk();
    for (const row of chain(6)) w.step(row);
    expect(w.known.get('entry-0')).toMatchObject({ seq: 6, state: '{"hours":"6.00"}' });
  });
});

describe('entry state', () => {
  it('reads alike from either driver', () => {
    const fromText = entryState({
      id: 'e',
      userId: 'u',
      entryDate: '2026-11-23',
      hours: '8.50',
      hourlyRate: '25.00',
      compRate: '3.10',
      status: 'pending',
      startedAt: '2026-11-23 07:00:00+00',
      endedAt: null,
    });
    const fromValues = entryState({
      id: 'e',
      userId: 'u',
      entryDate: '2026-11-23',
      hours: 8.5,
      hourlyRate: '25',
      compRate: 3.1,
      startedAt: new Date('2026-11-23T07:00:00Z'),
    });
    expect(canonicalJson(fromText)).toBe(canonicalJson(fromValues));
  });
  it('keeps exact decimals', () => {
    expect(fixedDecimal('0.1', 2)).toBe('0.10');
    expect(fixedDecimal('-2.5', 2)).toBe('-2.50');
    expect(fixedDecimal(12, 2)).toBe('12.00');
    expect(fixedDecimal('007.129', 2)).toBe('7.12');
  });
});
