import { describe, expect, it } from 'vitest';
import { PositionSamples, judgeReplica, lsnValue, type ReplicaFacts } from './replica-freshness';

describe('lsnValue', () => {
  it.each([
    ['0/0', 0n],
    ['0/16B3748', 0x16b3748n],
    ['1/0', 1n << 32n],
    ['16/B374D848', (0x16n << 32n) + 0xb374d848n],
  ])('reads %s', (lsn, value) => expect(lsnValue(lsn)).toBe(value));

  it.each(['', '16', '16/', 'x/1', '1/2/3'])('refuses %j', (lsn) =>
    expect(() => lsnValue(lsn)).toThrow(),
  );
});

describe('PositionSamples.asOf', () => {
  const samples = new PositionSamples(60_000);
  samples.add({ at: 1_000, lsn: 100n });
  samples.add({ at: 1_500, lsn: 100n });
  samples.add({ at: 2_000, lsn: 250n });
  samples.add({ at: 2_500, lsn: 400n });

  it.each([
    // Replayed past the latest position: complete up to the latest sample.
    [500n, 2_500],
    [400n, 2_500],
    // Between two positions: complete up to the last sample it covers.
    [399n, 2_000],
    [250n, 2_000],
    // An idle primary: several samples at one position, the latest of them counts.
    [100n, 1_500],
    // Behind every sample kept: unknown.
    [99n, undefined],
  ])('replayed %s → as of %s', (replayed, asOf) => expect(samples.asOf(replayed)).toBe(asOf));

  it('forgets samples older than it keeps', () => {
    const kept = new PositionSamples(1_000);
    kept.add({ at: 0, lsn: 10n });
    kept.add({ at: 900, lsn: 20n });
    kept.add({ at: 1_500, lsn: 30n });
    expect(kept.asOf(10n)).toBeUndefined();
    expect(kept.asOf(20n)).toBe(900);
  });
});

describe('judgeReplica', () => {
  const base: ReplicaFacts = {
    now: 100_000,
    asOf: 99_000,
    callerWroteAt: undefined,
    maxLagMs: 10_000,
  };
  it.each<[string, Partial<ReplicaFacts>, ReturnType<typeof judgeReplica>]>([
    ['fresh, no write of the caller', {}, { use: 'replica', asOf: 99_000 }],
    ['exactly at the bound', { asOf: 90_000 }, { use: 'replica', asOf: 90_000 }],
    ['one ms past the bound', { asOf: 89_999 }, { use: 'primary', reason: 'lagging' }],
    ['freshness unknown', { asOf: undefined }, { use: 'primary', reason: 'unknown' }],
    ['caller wrote before the data', { callerWroteAt: 98_999 }, { use: 'replica', asOf: 99_000 }],
    [
      'caller wrote at the data time',
      { callerWroteAt: 99_000 },
      { use: 'primary', reason: 'own-write' },
    ],
    ['caller wrote after it', { callerWroteAt: 99_500 }, { use: 'primary', reason: 'own-write' }],
  ])('%s', (_name, facts, verdict) => expect(judgeReplica({ ...base, ...facts })).toEqual(verdict));
});
